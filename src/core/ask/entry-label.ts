/**
 * The line that names the entry a block describes, when the block does not: currency.js writes
 * its options as "`useVedic` *default*: `false`<br/>" over the line that says what the option does
 * ("Formats number groupings using the Indian Numbering System"), and a reader of that line alone
 * cannot tell what to set.
 */
import type { Window } from "./quote-windows";
import { entryName } from "./section-subject";

// (not a list's item, "- `strict`: … default `false`" over "- `tables`: …", nor a sentence opening
// with a name, "`options` may be omitted …, and has the following defaults:"; the `<br/>` that breaks
// currency.js's label lines is gone once the page is ingested)
const LABEL_LINE = /^\s*(?:\*\*|__)?(`[^`\n]+`)(?:[^\n]{0,60}[^.:;,\s])?\s*(?:<br\s*\/?>)?\s*$/i;

/** The label line right above the block at `start` in the same paragraph, unless the block names it. */
export function labelLineAbove(text: string, start: number, quoted: string): string | null {
  const before = text.slice(0, start).replace(/[ \t]+$/, "");
  if (!before.endsWith("\n")) return null;
  const line = before.slice(0, -1).split("\n").at(-1) ?? "";
  const m = LABEL_LINE.exec(line);
  if (!m || quoted.includes(m[1]!)) return null;
  return line.replace(/\s*<br\s*\/?>\s*$/i, "").trim();
}

/** What a quote is shown under: its table's header or list's lead-in, its entry's name or label line. */
export function quoteContext(w: Window, text: string): string | null {
  return w.context ?? entryName(w.passage, text) ?? labelLineAbove(w.passage.text, w.start, text);
}
