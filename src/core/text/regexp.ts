/** A text as a regular expression that matches it literally ("Commander.js" -> "Commander\.js"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
