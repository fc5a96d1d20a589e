/**
 * Splits a Markdown body into chunks that follow its headings, each with a breadcrumb
 * "Title › Section › Subsection", and marks in each chunk the blocks an answer may quote: a
 * sentence, a list item (with the sentence that introduces its list; a nested item with its parent's
 * words), a table row (with the table's header row), a code block (a command's help output by option). Structure comes from markdown-it's tokens, never regexes over Markdown;
 * chunk text is the author's source lines, so a quote is an exact substring of its chunk. Long
 * content is split only past the size bound: tables and lists keep their header or lead-in in every
 * piece, code blocks are cut at lines, and no text is ever dropped (an over-long word is split).
 */
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import type { Chunker } from "../../core/documents/document-ports";
import type { ChunkDraft } from "../../core/documents/document-types";
import type { QuoteBlock } from "../../core/types";
import { normalizeTitle } from "../../core/text/normalize-title";
import { sentenceSpans } from "../../core/text/segment";
import { BOLD_LABEL, headingText } from "../../core/text/heading-text";
import { HTML_TAG, holdsTableRows, htmlTableHead, htmlTableUnits } from "./html-table";
import { helpTextUnits } from "./help-text";
import { commentedConfigUnits } from "./commented-config";

const md = new MarkdownIt("commonmark").enable("table");

/** A top-level Markdown block of a section, as source text with the quotable units inside it. */
interface Piece {
  text: string;
  units: Unit[];
  /** repeated at the head of every part when the block must be split (table header, list lead-in) */
  head: string;
  kind: "paragraph" | "list" | "table" | "code" | "other";
}

interface Unit {
  start: number;
  end: number;
  kind: QuoteBlock["kind"];
  context?: string;
}

interface Section {
  path: string[];
  pieces: Piece[];
}

function sentenceUnits(text: string, offset = 0, context?: string): Unit[] {
  return sentenceSpans(text).map((s) => ({
    start: s.start + offset,
    end: s.end + offset,
    kind: "sentence" as const,
    ...(context ? { context } : {}),
  }));
}

/** Line offsets of `text` (start of each line). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return starts;
}

/** The index of the token closing the one opened at `i` (same level, matching type). */
function closeAt(tokens: Token[], i: number): number {
  const open = tokens[i]!;
  const type = open.type.replace("_open", "_close");
  const j = tokens.findIndex((t, k) => k > i && t.level === open.level && t.type === type);
  return j < 0 ? tokens.length - 1 : j;
}

/** What a nested list's items are read with: their parent item's own words, as a lead-in. */
function parentLeadIn(head: string): string {
  const words = head
    .replace(/^\s*(?:[-*+]|\d{1,3}[.)])\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (words.length <= 200) return words;
  const spans = sentenceSpans(words);
  const last = spans[spans.length - 1];
  return last ? words.slice(last.start, last.end) : words.slice(0, 200);
}

interface ListText {
  text: string;
  starts: number[];
  /** the source line the piece starts at */
  first: number;
}

/** Adds the item unit of source lines [s, e) of the piece, if it holds words; returns its text. */
function itemSpan(l: ListText, s: number, e: number, context: string, units: Unit[]): string {
  const from = s - l.first < l.starts.length ? l.starts[s - l.first]! : l.text.length;
  const to = e - l.first < l.starts.length ? l.starts[e - l.first]! - 1 : l.text.length;
  const body = l.text.slice(from, Math.max(from, to)).trimEnd();
  if (body.trim())
    units.push({
      start: from,
      end: from + body.length,
      kind: "item",
      ...(context ? { context } : {}),
    });
  return body;
}

/**
 * The items of the list opened at tokens[open]. An item holding a list of its own is quoted as its
 * own words and, apart, each nested item with those words as lead-in: an options list nested under
 * "The second argument is the options, where:" is one quote per option, not one item of pages.
 */
function itemUnits(tokens: Token[], open: number, l: ListText, context: string): Unit[] {
  const units: Unit[] = [];
  const depth = tokens[open]!.level;
  const span = (s: number, e: number, ctx: string) => itemSpan(l, s, e, ctx, units);
  const last = closeAt(tokens, open);
  for (let i = open + 1; i < last; i++) {
    const t = tokens[i]!;
    if (t.type !== "list_item_open" || t.level !== depth + 1 || !t.map) continue;
    const end = closeAt(tokens, i);
    const nested = tokens
      .map((n, k) => ({ n, k }))
      .filter(
        ({ n, k }) =>
          k > i && k < end && n.level === depth + 2 && n.map && /_list_open$/.test(n.type),
      );
    if (!nested.length) {
      span(t.map[0], t.map[1], context);
      continue;
    }
    let line = t.map[0];
    let inner = context;
    for (const { k, n } of nested) {
      const before = span(line, n.map![0], context);
      if (line === t.map[0]) inner = parentLeadIn(before) || context;
      units.push(...itemUnits(tokens, k, l, inner));
      line = n.map![1];
    }
    span(line, t.map[1], context);
  }
  return units;
}

function listPiece(
  tokens: Token[],
  lines: string[],
  start: number,
  end: number,
  leadIn: string,
): Piece {
  const text = lines.slice(start, end).join("\n").trimEnd();
  const units = itemUnits(tokens, 0, { text, starts: lineStarts(text), first: start }, leadIn);
  return { text, units, head: leadIn, kind: "list" };
}

/** A table: each row is quoted with the header row (and the sentence introducing the table, if any). */
function tablePiece(text: string, leadIn: string): Piece {
  const starts = lineStarts(text);
  const rows = text.split("\n");
  const header = rows.slice(0, 2).join("\n");
  const context = leadIn ? `${leadIn}\n${rows[0]!.trim()}` : rows[0]!.trim();
  const units: Unit[] = rows.slice(2).map((row, i) => ({
    start: starts[i + 2]!,
    end: starts[i + 2]! + row.trimEnd().length,
    kind: "row" as const,
    context,
  }));
  return { text, units: units.filter((u) => u.end > u.start), head: header, kind: "table" };
}

/**
 * A blockquote (a note, a warning) holds blocks of its own: its paragraphs are quoted by sentence
 * and a code block inside it stays whole, so "… add this:" can be quoted with the code it introduces.
 */
function blockquotePiece(inner: Token[], lines: string[], start: number, end: number): Piece {
  const text = lines.slice(start, end).join("\n").trimEnd();
  const starts = lineStarts(text);
  const units: Unit[] = [];
  for (const tok of inner) {
    if (tok.level !== 1 || !tok.map || tok.nesting === -1) continue;
    const offset = starts[tok.map[0] - start];
    if (offset === undefined) continue;
    const child = lines.slice(tok.map[0], tok.map[1]).join("\n").trimEnd();
    if (tok.type === "fence" || tok.type === "code_block")
      units.push({ start: offset, end: offset + child.length, kind: "code" });
    else units.push(...sentenceUnits(child, offset));
  }
  return { text, units: units.length ? units : sentenceUnits(text), head: "", kind: "other" };
}

/**
 * The sentence that introduces a list or a table ("… the following ports:"), if the piece before
 * ends with one, or the bold name that heads it.
 */
/**
 * The last sentence of a text when it ends with a colon: what `/[^.!?]*[:]\s*$/` matched, trimmed,
 * found from the end (that expression rescanned the text from each of its characters).
 */
function colonClause(text: string): string {
  const body = text.trimEnd();
  if (!body.endsWith(":")) return "";
  const from = Math.max(body.lastIndexOf("."), body.lastIndexOf("!"), body.lastIndexOf("?")) + 1;
  return body.slice(from).trim();
}

function leadInOf(prev: Piece | undefined): string {
  if (prev?.kind !== "paragraph") return "";
  if (BOLD_LABEL.test(prev.text.trim())) return prev.text.trim();
  return colonClause(prev.text.split("\n").join(" "));
}

/** The index of the token closing the top-level block opened at `i`. */
function closeOf(tokens: Token[], i: number): number {
  const type = tokens[i]!.type.replace("_open", "_close");
  return tokens.findIndex((t, j) => j > i && t.level === 0 && t.type === type);
}

/**
 * A code block is quoted whole, but for two kinds that are references written as code: a command's
 * help output (one quote per option, named by the command) and a commented configuration sample
 * (one quote per setting with its comment).
 */
function codePiece(text: string): Piece {
  const options = helpTextUnits(text);
  if (options.length) return { text, units: options, head: "", kind: "list" };
  const settings = commentedConfigUnits(text);
  if (settings.length) return { text, units: settings, head: "", kind: "code" };
  return { text, units: [{ start: 0, end: text.length, kind: "code" }], head: "", kind: "code" };
}

/** The piece a top-level block token starts (lists, tables, code, paragraphs, blockquotes, the rest). */
function pieceOf(
  tokens: Token[],
  i: number,
  lines: string[],
  prev: Piece | undefined,
): Piece | null {
  const tok = tokens[i]!;
  const [start, end] = tok.map!;
  const text = lines.slice(start, end).join("\n").trimEnd();
  if (!text.trim()) return null;
  switch (tok.type) {
    case "bullet_list_open":
    case "ordered_list_open":
      return listPiece(tokens.slice(i, closeOf(tokens, i) + 1), lines, start, end, leadInOf(prev));
    case "table_open":
      return tablePiece(text, leadInOf(prev));
    case "fence":
    case "code_block":
      return codePiece(text);
    case "paragraph_open":
      return { text, units: sentenceUnits(text), head: "", kind: "paragraph" };
    case "blockquote_open":
      return blockquotePiece(tokens.slice(i + 1, closeOf(tokens, i)), lines, start, end);
    default:
      // HTML blocks, rules: sentences of their text; a block of tags alone (mdBook's `<Listing …>`,
      // `</div>`) is markup, kept in the chunk but never a statement to quote
      if (tok.type === "html_block" && !text.replace(HTML_TAG, "").trim())
        return { text, units: [], head: "", kind: "other" };
      // (an HTML table's rows: each description cell by sentence, named by its row)
      if (tok.type === "html_block" && holdsTableRows(text))
        return { text, units: htmlTableUnits(text), head: htmlTableHead(text), kind: "table" };
      return { text, units: sentenceUnits(text), head: "", kind: "other" };
  }
}

/**
 * A heading written in HTML, alone in its block (`<h3>cookieName</h3>`, `<h2 id="usage">Usage</h2>`):
 * READMEs written in HTML head their sections so, and a section's entries are named by them as by
 * `### cookieName`. Its level and its text, tags aside.
 */
const HTML_HEADING = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>\s*$/i;

function htmlHeading(tok: {
  type: string;
  content: string;
}): { depth: number; text: string } | null {
  const m = tok.type === "html_block" ? HTML_HEADING.exec(tok.content) : null;
  const text = m?.[2]!.replace(HTML_TAG, "").replace(/\s+/g, " ").trim();
  return m && text ? { depth: Number(m[1]), text } : null;
}

/** Where an argument list opened at `open` closes (one level of nesting), if it gives a default (`=`). */
function defaultingListEnd(text: string, open: number): number {
  let equals = false;
  for (let k = open + 1; k < text.length; k++) {
    const c = text[k];
    if (c === ")") return equals ? k + 1 : -1;
    if (c === "=") equals = true;
    if (c !== "(") continue;
    const close = text.indexOf(")", k + 1);
    const inner = text.indexOf("(", k + 1);
    if (close < 0 || (inner >= 0 && inner < close)) return -1;
    k = close;
  }
  return -1;
}

/**
 * A declaration whose list gives a default: `.lighten(amount = 0.1, options?)`, `parser(args,
 * opts={})` — what `/[\w$.]*[\w$]\s*\((?:[^()]|\([^()]*\))*=(?:[^()]|\([^()]*\))*\)/` matches
 * first, found name by name (that expression backtracked for a second over a 3 KB heading of `$`
 * and `(=)=` runs, issue 57): a name ending in a word character or `$`, a list opening after it
 * with a `=` outside its inner parentheses, closing at its first `)` outside them.
 */
function defaultingSignature(heading: string): { index: number; text: string } | null {
  for (const m of heading.matchAll(/[\w$.]+/g)) {
    const end = m.index + m[0].length;
    if (heading[end - 1] === ".") continue;
    let open = end;
    while (/\s/.test(heading[open] ?? "")) open++;
    if (heading[open] !== "(") continue;
    const close = defaultingListEnd(heading, open);
    if (close > 0) return { index: m.index, text: heading.slice(m.index, close) };
  }
  return null;
}

/**
 * A heading that is a declaration giving defaults (colord's `<summary>` ".lighten(amount = 0.1,
 * options?)", "### minimatch.escape(pattern, options = {})") states them where the entry's text
 * does not: the entry opens with it as a code span, so an answer can quote the default it gives.
 */
function signatureHeadingPiece(heading: string): Piece | null {
  const signature = defaultingSignature(heading);
  if (!signature) return null;
  const coded = heading.slice(0, signature.index).split("`").length % 2 === 0;
  const text = coded ? heading : heading.replace(signature.text, (sig) => `\`${sig}\``);
  return {
    text,
    units: [{ start: 0, end: text.length, kind: "sentence" }],
    head: "",
    kind: "paragraph",
  };
}

/** "##### Note: this setting is required for binary uploads.": a remark set as a heading. */
const NOTE_HEADING = /^(?:note|tip|warning|important|caution)\b\s*:\s*\S/i;

/**
 * A remark set as a heading under an entry is the entry's text, not a section of its own:
 * express-http-proxy's `parseReqBody` entry goes on after "##### Note: this setting is required for
 * binary uploads." with "This defaults to true", which is the option's default.
 */
function noteHeadingPiece(
  inline: Token | undefined,
  depth: number,
  headings: readonly string[],
): Piece | null {
  const text = inline ? headingText(inline, { markup: true }) : "";
  if (depth < 3 || !headings.slice(0, depth - 1).some(Boolean) || !NOTE_HEADING.test(text))
    return null;
  return {
    text,
    units: [{ start: 0, end: text.length, kind: "sentence" }],
    head: "",
    kind: "paragraph",
  };
}

function sectionsOf(title: string, markdown: string): Section[] {
  const lines = markdown.split("\n");
  const tokens = md.parse(markdown, {});
  const sections: Section[] = [{ path: [], pieces: [] }];
  const headings: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.level !== 0 || !tok.map || tok.nesting === -1) continue;
    const html = htmlHeading(tok);
    if (tok.type === "heading_open" || html) {
      const depth = html?.depth ?? Number(tok.tag.slice(1));
      const note = html ? null : noteHeadingPiece(tokens[i + 1], depth, headings);
      if (note) {
        sections[sections.length - 1]!.pieces.push(note);
        continue;
      }
      headings.length = Math.max(0, depth - 1);
      headings[depth - 1] = html?.text ?? headingText(tokens[i + 1], { markup: true });
      // a heading that repeats the document title is not a section of its own
      const path = headings.filter((h) => h && normalizeTitle(h) !== normalizeTitle(title));
      const signature = signatureHeadingPiece(headings[depth - 1]!);
      sections.push({ path, pieces: signature ? [signature] : [] });
      continue;
    }
    const current = sections[sections.length - 1]!;
    const piece = pieceOf(tokens, i, lines, current.pieces[current.pieces.length - 1]);
    if (piece) current.pieces.push(piece);
  }
  return sections;
}

/** Cuts a string longer than `max` at spaces, or mid-word when one word is longer: nothing is lost. */
function hardSplit(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const cut = rest.lastIndexOf(" ", max);
    const at = cut > max / 4 ? cut : max;
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}

/** One unit longer than the bound alone (a long code block or sentence), cut; every character kept. */
function cutUnit(piece: Piece, u: Unit, max: number): Piece[] {
  const text = piece.text.slice(u.start, u.end);
  return (u.kind === "code" ? codeLines(text, max) : hardSplit(text, max)).map((chunk) => ({
    text: chunk,
    units: [{ start: 0, end: chunk.length, kind: u.kind }],
    head: "",
    kind: piece.kind,
  }));
}

/** A piece longer than the bound, as parts that each fit (tables and lists repeat their head). */
function splitPiece(piece: Piece, max: number): Piece[] {
  if (piece.text.length <= max) return [piece];
  const parts: Piece[] = [];
  const head = piece.head && piece.head.length < max * 0.6 ? `${piece.head}\n` : "";
  let units: Unit[] = [];
  let from = 0;
  const flush = (to: number) => {
    if (to <= from) return;
    const body = piece.text.slice(from, to).replace(/^\n+/, "").trimEnd();
    if (!body) return;
    const offset = piece.text.indexOf(body, from);
    const prefix = parts.length && head && !body.startsWith(piece.head) ? head : "";
    const shift = prefix.length - offset;
    parts.push({
      text: prefix + body,
      units: units.map((u) => ({ ...u, start: u.start + shift, end: u.end + shift })),
      head: piece.head,
      kind: piece.kind,
    });
    units = [];
  };
  for (const u of piece.units) {
    if (u.end - from + head.length > max && units.length) {
      flush(u.start);
      from = u.start;
    }
    if (u.end - u.start + head.length > max) {
      // one unit alone is over the bound (a long code block or sentence): cut it, keep every character
      flush(u.start);
      parts.push(...cutUnit(piece, u, max));
      from = u.end;
      continue;
    }
    units.push(u);
  }
  flush(piece.text.length);
  return parts;
}

/** A code block cut at line boundaries (lines longer than the bound are cut too). */
function codeLines(code: string, max: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const line of code.split("\n").flatMap((l) => (l.length > max ? hardSplit(l, max) : [l]))) {
    if (current && current.length + line.length + 1 > max) {
      out.push(current);
      current = "";
    }
    current = current ? `${current}\n${line}` : line;
  }
  if (current) out.push(current);
  return out;
}

type Part = { text: string; blocks: QuoteBlock[] };

/** A part ending with a sentence that introduces what follows ("… add this:") hands it on to the next part. */
function carryLeadIn(
  current: Part,
  last: Piece | undefined,
  piece: Piece,
  max: number,
): Part[] | null {
  const carry =
    last &&
    last.kind === "paragraph" &&
    /:\s*$/.test(last.text) &&
    current.text.endsWith(last.text) &&
    last.text.length + piece.text.length + 2 <= max &&
    current.text.length > last.text.length;
  if (!carry) return null;
  const cut = current.text.length - last.text.length;
  const kept = {
    text: current.text.slice(0, cut).trimEnd(),
    blocks: current.blocks.filter((b) => b.end <= cut),
  };
  const moved = current.blocks
    .filter((b) => b.start >= cut)
    .map((b) => ({ ...b, start: b.start - cut, end: b.end - cut }));
  return [kept, { text: last.text, blocks: moved }];
}

/** Pieces packed into parts of at most `max` characters, each piece's units as the part's blocks. */
function packPieces(pieces: Piece[], max: number): Part[] {
  const parts: Part[] = [];
  let current: Part | null = null;
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k]!;
    if (current && current.text.length + piece.text.length + 2 > max) {
      const carried = carryLeadIn(current, pieces[k - 1], piece, max);
      parts.push(carried ? carried[0]! : current);
      current = carried ? carried[1]! : null;
    }
    const offset: number = current ? current.text.length + 2 : 0;
    const blocks: QuoteBlock[] = piece.units.map((u) => ({
      start: u.start + offset,
      end: u.end + offset,
      kind: u.kind,
      ...(u.context ? { context: u.context } : {}),
    }));
    current = current
      ? { text: `${current.text}\n\n${piece.text}`, blocks: [...current.blocks, ...blocks] }
      : { text: piece.text, blocks };
  }
  if (current) parts.push(current);
  return parts;
}

export class MarkdownChunker implements Chunker {
  constructor(private readonly maxChars: number) {}

  chunk(title: string, markdown: string): ChunkDraft[] {
    const chunks: ChunkDraft[] = [];
    for (const section of sectionsOf(title, markdown)) {
      const crumb = [title, ...section.path].join(" › ");
      const pieces = section.pieces.flatMap((p) => splitPiece(p, this.maxChars));
      const parts = packPieces(pieces, this.maxChars);
      parts.forEach((p, i) =>
        chunks.push({
          breadcrumb: parts.length > 1 ? `${crumb} (part ${i + 1})` : crumb,
          text: p.text,
          blocks: p.blocks,
        }),
      );
    }
    return chunks;
  }
}
