/**
 * A heading as a reader sees it: the words of `# dotenv [![NPM version](https://img.shields.io/…)](…)`
 * are "dotenv". Badges (images, usually wrapped in links) and inline HTML (`<sup>…</sup>`,
 * `<a name="…"></a>`) are decoration of a README's heading line, not its name; a link keeps its
 * own words. With `markup`, code and emphasis keep their marks (a breadcrumb shows
 * "with `cargo install`" as the page writes it); without, the plain words (a document title).
 */

/** The part of a markdown-it token read here (so that the chunker and ingest share this without core depending on markdown-it). */
export interface InlineToken {
  type: string;
  content: string;
  markup: string;
  children: InlineToken[] | null;
}

export function headingText(inline: InlineToken | undefined, opts: { markup: boolean }): string {
  if (!inline) return "";
  if (!inline.children) return inline.content.trim();
  let out = "";
  for (const t of inline.children) {
    if (t.type === "text") out += t.content;
    else if (t.type === "code_inline")
      out += opts.markup ? `${t.markup}${t.content}${t.markup}` : t.content;
    else if (/^(?:em|strong|s)_(?:open|close)$/.test(t.type) && opts.markup) out += t.markup;
    else if (t.type === "softbreak" || t.type === "hardbreak") out += " ";
  }
  return out.replace(/\s+/g, " ").trim();
}

/**
 * A paragraph that is only a bold name ("**prepublishOnly**", "**prepare** (since `npm@4.0.0`)")
 * heads the list under it, as a heading would: npm's lifecycle scripts are written so. Ingest marks
 * it as the list items' lead-in; quote scoring reads the name from there.
 */
export const BOLD_LABEL = /^\*\*([^*\n]{1,60})\*\*(?:\s*\([^)\n]{0,60}\))?$/;
