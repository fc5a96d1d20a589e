/**
 * Control characters other than tab and line breaks: invisible in text, refused in stored bodies,
 * dropped from notes and from ingested pages. One class, so the places agree on what they are.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function countControlCharacters(text: string): number {
  return text.match(CONTROL)?.length ?? 0;
}

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL, "");
}
