/**
 * The spans an extractive answer may quote: whole blocks marked at ingest, a sentence or two, a
 * sentence with the block it leans on or introduces; and the ways a chosen quote is completed (the
 * list or code a colon introduces, the command a how-to needs, the rest of a procedure's list).
 */
import { sentenceSpans } from "../text/segment";
import type { Passage, QuoteBlock } from "../types";
import { isLabelled } from "./section-subject";
import { commentLedSegments } from "./code-segments";

export interface Window {
  passage: Passage;
  passageRank: number;
  start: number;
  end: number;
  kind: QuoteBlock["kind"];
  context: string | null;
  own: Set<string>;
  score: number;
}

export const MAX_SPAN = 900;

export function blocksOf(p: Passage): QuoteBlock[] {
  if (p.blocks && p.blocks.length) return [...p.blocks].sort((a, b) => a.start - b.start);
  return sentenceSpans(p.text).map((s) => ({ ...s, kind: "sentence" as const }));
}

/** "This parameter…", "It…", "However it…": a sentence that leans on the block before it is quoted with it. */
const ANAPHORA_START =
  /^\W*(?:(?:however|but|and|so|also|still|yet|thus|hence|therefore|instead)\b,?\s+)?(?:(?:this|these|that|those|it|its|they|such|the latter|the former|doing so|in this case|otherwise|setting (?:it|this|that))\b|(?:default(?: values?)?|type|example|values?|range)\s*:)/i;
const ANAPHORA_EARLY =
  /\b(?:this|these|that|those) (?:directory|folder|file|setting|option|flag|parameter|value|method|function|type|command|crate|trait|approach|way|feature|field|property|variable|endpoint|port|code|program|binary|module|behaviou?r|struct|enum|macro)\b/i;

/**
 * "The default value is `'connect.sid'`.", "Defaults to `1`.": a default said of nothing named is the
 * default of what the sentence before describes (a reference entry's description, then its default).
 */
const DEFAULT_OF_IT =
  /^\W*(?:the\s+default(?:\s+value)?(?:\s+for\s+this\s+[a-z]+)?\s+(?:is|was)\b|defaults\s+to\b)/i;

/** "Bunyan does so by default for file streams": what it does so is the sentence before's. */
const DOES_SO = /^\W*(?:[\w`'"-]+\s+){1,3}(?:does|do|did|will|would|can|may)\s+so\b/i;

/** A sentence that refers back ("This parameter…", "…, this directory will be…") leans on the one before it. */
export function leansBack(sentence: string): boolean {
  return (
    ANAPHORA_START.test(sentence) ||
    DOES_SO.test(sentence) ||
    ANAPHORA_EARLY.test(sentence.split(/\s+/).slice(0, 16).join(" "))
  );
}

type Span = Omit<Window, "passageRank" | "own" | "score">;

/** Two adjacent sentences of one paragraph, or a sentence with the block it leans back on. */
function pairWindow(p: Passage, a: QuoteBlock, b: QuoteBlock): Span | null {
  // (two cells of an HTML table are not one statement: "Defaults to 120. </td></tr><tr>…")
  if (/<\/?[A-Za-z]/.test(p.text.slice(a.end, b.start))) return null;
  const sameParagraph =
    a.kind === "sentence" &&
    b.kind === "sentence" &&
    !p.text.slice(a.end, b.start).includes("\n\n");
  const leans =
    b.kind === "sentence" &&
    leansBack(p.text.slice(b.start, b.end)) &&
    // a bare label ("**Example:**") introduces what follows; it leans on nothing
    !/:\W*$/.test(p.text.slice(b.start, b.end)) &&
    a.kind !== "row" &&
    a.end - a.start < 600;
  // a reference entry: "Default: `100`" then what the setting is ("Maximum number of properties …")
  // (in a one-item list too: Fastify's "+ Default: `10000`" above "The maximum amount of time in
  // *milliseconds* …")
  const entry =
    (a.kind === "sentence" || a.kind === "item") &&
    b.kind === "sentence" &&
    a.end - a.start < 100 &&
    isLabelled(p.text.slice(a.start, a.end)) &&
    !/:\W*$/.test(p.text.slice(a.start, a.end));
  // a reference entry's default in a paragraph of its own, after what the entry is
  const entryDefault =
    a.kind === "sentence" &&
    b.kind === "sentence" &&
    a.end - a.start < 600 &&
    !/:\W*$/.test(p.text.slice(a.start, a.end)) &&
    DEFAULT_OF_IT.test(p.text.slice(b.start, b.end));
  if (nestedLabel(p, a, b))
    return { passage: p, start: a.start, end: b.end, kind: "item", context: null };
  return sameParagraph || leans || entry || entryDefault
    ? { passage: p, start: a.start, end: b.end, kind: "sentence", context: null }
    : null;
}

/** How far a block's line is indented: a nested list item's is further than its parent's. */
function indentOf(p: Passage, b: QuoteBlock): number {
  return /^[ \t]*/.exec(p.text.slice(p.text.lastIndexOf("\n", b.start - 1) + 1))![0].length;
}

/**
 * A nested item that only labels a value ("  - Default: 5 minutes" under "- The `static` property is
 * used for statically generated pages …") is about its parent item, and quoted with it.
 */
function nestedLabel(p: Passage, a: QuoteBlock, b: QuoteBlock): boolean {
  return (
    a.kind === "item" &&
    b.kind === "item" &&
    b.end - b.start < 100 &&
    a.end - a.start < 600 &&
    indentOf(p, b) > indentOf(p, a) &&
    leansBack(p.text.slice(b.start, b.end).replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ""))
  );
}

/** "… try building programs to do the following:" is only an answer with what follows it. */
function colonWindow(p: Passage, blocks: QuoteBlock[], i: number): Span | null {
  const a = blocks[i]!;
  const b = blocks[i + 1]!;
  if (a.kind !== "sentence" || !/:\s*$/.test(p.text.slice(a.start, a.end)) || b.kind === "sentence")
    return null;
  // the run of blocks of that kind right after it (a list, a table), up to the first other block
  const following: QuoteBlock[] = [];
  for (const x of blocks.slice(i + 1)) {
    const prev = following[following.length - 1];
    if (x.kind !== b.kind || (prev && x.start - prev.end >= 4)) break;
    following.push(x);
  }
  const end = following.reduce((e, x) => (x.end - a.start <= MAX_SPAN ? x.end : e), b.end);
  if (end - a.start > MAX_SPAN * 1.5) return null;
  return {
    passage: p,
    start: a.start,
    end,
    kind: b.kind === "code" ? "code" : "item",
    context: null,
  };
}

/** A line of a table of contents: a list item that is only a link ("- [Custom Agent](#custom-agent)"). */
const LINK_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\[.*\]\([^)\s]*\)\s*$/;

/**
 * A table of contents or a "see also" list says where things are, not what they are: it holds every
 * heading's words, so it would outrank the section it points to.
 */
function isNavigation(text: string): boolean {
  const lines = text.split("\n").filter((l) => l.trim());
  // (a long list split past the chunk bound may begin or end inside a line)
  const links = lines.filter((l) => LINK_ITEM.test(l)).length;
  return links > 0 && links >= lines.length - (lines.length >= 5 ? 2 : 0);
}

/**
 * Single blocks; two adjacent sentences of one paragraph ("a sentence or two"); a sentence that
 * leans on the block before it (a code sample, a sentence of the previous paragraph) with it; and a
 * sentence ending in a colon with what it introduces; a sample's commented paragraphs.
 */
/** The text a window quotes. */
export function windowText(w: Span): string {
  return w.passage.text.slice(w.start, w.end);
}

export function windowsOf(p: Passage): Span[] {
  const blocks = blocksOf(p).filter((b) => !isNavigation(p.text.slice(b.start, b.end)));
  const out: Span[] = blocks.flatMap((b) => [
    { passage: p, start: b.start, end: b.end, kind: b.kind, context: b.context ?? null },
    ...commentLedSegments(p, b),
  ]);
  for (let i = 0; i + 1 < blocks.length; i++)
    for (const w of [pairWindow(p, blocks[i]!, blocks[i + 1]!), colonWindow(p, blocks, i)])
      if (w) out.push(w);
  return out;
}

export function normalized(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

export function overlaps(a: Window, b: Window): boolean {
  return a.passage.chunkId === b.passage.chunkId && a.start < b.end && b.start < a.end;
}

/**
 * A quote that ends with a colon ("… try building programs to do the following:") is only an answer
 * with what it introduces: it is extended over the list, code or table that follows (past one short
 * caption line such as "Filename: Cargo.toml"), within the size bound.
 */
export function continueAfterColon(w: Window, asksForList = false): Window {
  if (asksForList) w = toIntroducedList(w);
  if (!/:\s*$/.test(w.passage.text.slice(w.start, w.end))) return w;
  const after = blocksOf(w.passage).filter((b) => b.start >= w.end);
  let end = w.end;
  let i = 0;
  if (
    after[0] &&
    after[0].kind === "sentence" &&
    after[0].end - after[0].start < 80 &&
    after[1] &&
    after[1].kind !== "sentence"
  )
    i = 1;
  const kind = after[i]?.kind;
  if (!kind || kind === "sentence") return w;
  for (
    let k = i;
    k < after.length && after[k]!.kind === kind && after[k]!.end - w.start <= MAX_SPAN;
    k++
  )
    end = after[k]!.end;
  return end > w.end ? { ...w, end } : w;
}

/**
 * "Which options … are ignored?": a paragraph that ends by introducing a list ("The currently
 * supported list of Fastify specific options is:") answers with that list, so a quote of its earlier
 * sentences takes the introducing sentence with it, and then the list.
 */
function toIntroducedList(w: Window): Window {
  const text = w.passage.text;
  const blocks = blocksOf(w.passage);
  const next = blocks.find((b) => b.start >= w.end);
  const after = next && blocks.find((b) => b.start >= next.end);
  if (
    !next ||
    next.kind !== "sentence" ||
    text.slice(w.end, next.start).includes("\n\n") ||
    next.end - next.start > 160 ||
    !/:\s*$/.test(text.slice(next.start, next.end)) ||
    !after ||
    after.kind === "sentence" ||
    next.end - w.start > MAX_SPAN
  )
    return w;
  return { ...w, end: next.end };
}

/** A bare "Example:" / "For example:" label: it introduces the block after it. */
export const EXAMPLE_LABEL = /^\W*(?:for )?examples?\W*:\W*$/i;

/**
 * A how-to answer shows the command: a short code block right after (past a bare "For example:")
 * or before the quote joins it.
 */
export function withCommand(w: Window): Window {
  if (w.kind === "code") return w;
  const blocks = blocksOf(w.passage);
  const text = w.passage.text;
  const after = blocks.filter((b) => b.start >= w.end);
  const next =
    after[0] && EXAMPLE_LABEL.test(text.slice(after[0].start, after[0].end)) ? after[1] : after[0];
  const prev = [...blocks].reverse().find((b) => b.end <= w.start);
  const gap = (a: number, b: number) => !text.slice(a, b).trim().replace(EXAMPLE_LABEL, "").trim();
  if (next?.kind === "code" && next.end - next.start < 400 && gap(w.end, next.start))
    return { ...w, end: next.end };
  if (prev?.kind === "code" && prev.end - prev.start < 400 && gap(prev.end, w.start))
    return { ...w, start: prev.start };
  return w;
}

/** Items of the same list as `item`, in order: a procedure is quoted whole. */
export function siblings(item: Window, all: readonly Window[]): Window[] {
  return all
    .filter(
      (w) =>
        w.passage.chunkId === item.passage.chunkId &&
        w.kind === item.kind &&
        w.context === item.context &&
        w.context !== null,
    )
    .sort((a, b) => a.start - b.start);
}

/**
 * The paragraph a code sample follows says what it does: "Specifies the number of days in the
 * waiting period before AWS KMS deletes a CMK …" over `pendingWindow: Duration.days(10), // Default
 * to 30 Days` is the sample's context, as a table's header is a row's.
 */
export function codeLeadIn(w: Span): string {
  const text = w.passage.text.slice(w.start, w.end);
  if (w.kind !== "code" || !/^\s*(?:`{3,}|~{3,})/.test(text)) return "";
  const lead = w.passage.text.slice(Math.max(0, w.start - 300), w.start).split(/\n\s*\n/);
  const last = (lead.length > 1 ? lead.at(-1)?.trim() || lead.at(-2) : "")?.trim() ?? "";
  return /^(?:#|\||[-*+]\s)|(?:`{3,}|~{3,})\s*$/.test(last) ? "" : last;
}
