/**
 * Sentence units of a text, the granularity at which claims are checked. Lines are split first
 * (a list item or table row is a unit of its own), list markers are dropped, then each block is
 * split with Intl.Segmenter, abbreviations kept whole (segment.ts). Model output and evidence go through the same function,
 * so an exact excerpt of the evidence is exactly one of its units.
 */
import { splitSentenceText } from "./segment";

const LIST_MARKER = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;

export interface Block {
  text: string;
  /** a list item is one claim whatever its punctuation */
  listItem: boolean;
}

/** A table cell without the whitespace next to its pipes (what a global `\s*\|\s*` → " | " gave) */
function trimAtPipes(cell: string, i: number, cells: string[]): string {
  const start = i > 0 ? cell.trimStart() : cell;
  return i < cells.length - 1 ? start.trimEnd() : start;
}

export function collapseSpace(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/** Paragraph lines are joined; list items, headings and table rows stand alone. */
export function blocks(text: string): Block[] {
  const out: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push({ text: paragraph.join(" "), listItem: false });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || /^```/.test(line) || /^\|?\s*:?-{3,}/.test(line)) {
      flush();
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      flush();
      continue;
    }
    if (LIST_MARKER.test(line)) {
      flush();
      out.push({ text: line.replace(LIST_MARKER, ""), listItem: true });
      continue;
    }
    if (line.startsWith("|")) {
      flush();
      out.push({
        text: line
          .replace(/^\||\|$/g, "")
          .split("|")
          .map(trimAtPipes)
          .join(" | "),
        listItem: true,
      });
      continue;
    }
    paragraph.push(line.replace(/^>\s?/, ""));
  }
  flush();
  return out;
}

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const block of blocks(text)) {
    if (block.listItem) {
      const t = collapseSpace(block.text);
      if (t) out.push(t);
      continue;
    }
    // abbreviation-aware: "Aug. 10, 2014" and "vs. OpenTelemetry" stay in their sentence
    for (const segment of splitSentenceText(block.text)) {
      const t = collapseSpace(segment);
      if (t) out.push(t);
    }
  }
  return out;
}

/** A readable excerpt: whole sentences up to maxChars (at least one, cut at a word if it alone is too long). */
export function excerpt(text: string, maxChars = 320, preferSentence?: string): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return "";
  const start = preferSentence ? Math.max(0, sentences.indexOf(preferSentence)) : 0;
  let out = "";
  for (let i = start; i < sentences.length; i++) {
    const next = out ? `${out} ${sentences[i]}` : sentences[i]!;
    if (next.length > maxChars && out) break;
    out = next;
  }
  if (out.length > maxChars) {
    const cut = out.slice(0, maxChars);
    out = `${cut.slice(0, Math.max(cut.lastIndexOf(" "), maxChars / 2))}…`;
  }
  return out;
}
