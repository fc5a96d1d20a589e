/**
 * Citation markers per decision 0003 and its amendment: a document is cited only by a bracket
 * marker whose content, normalised like titleKey, is a title — or a title followed by a
 * breadcrumb/part suffix ([Release process › Rollback], [Release process > Rollback],
 * [Release process / Rollback], [Release process (part 2)]). Plain prose never cites. Markdown
 * links [text](url), footnotes [1] / [^1] and task boxes [ ] / [x] are not citations.
 */
import { normalizeTitle } from "../text/normalize-title";

export interface CitationMarker {
  /** the bracket content as written */
  written: string;
  /** offsets of the whole marker, brackets included */
  start: number;
  end: number;
  /** the whole content read as one title */
  whole: CitationPart;
  /** "[A; B]": each piece cites a document of its own */
  pieces: CitationPart[];
  /** "[A, B]": read as two titles only when both are titles and the whole is not */
  commaPieces: CitationPart[];
}

export interface CitationPart {
  written: string;
  /** title keys this part may mean, longest first: the whole text, then with suffixes removed */
  keys: string[];
}

// Innermost brackets only, so "[[Release process]]" cites once and nested text is not a title.
const MARKER = /\[([^[\]\n]{1,300})\]/g;
// footnotes, task boxes, and bracket uses inside quoted text: "[...]", "[…]", "[sic]", "[sic!]", "[emphasis added]"
const NOT_A_CITATION =
  /^(?:\s*|\^?\d+|[xX ]|\.{2,}|…|sic!?|emphasis (?:added|mine|original)|ed\.?|citation needed|\?|!)$/i;
// Breadcrumb separators, each with the whitespace around it (issue 57: these are found without a
// regular expression that scans a long run of spaces again from each of its positions).
const SEPARATOR = /›|»|>|\/|::|—|–|\|/g;
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/** Where `\s*(?:›|»|>|\/|::|—|–|\|)\s*` matches, left to right (each match's start). */
function separatorCuts(text: string): number[] {
  const cuts: number[] = [];
  let taken = 0; // the end of the previous match, its trailing whitespace included
  for (const m of text.matchAll(SEPARATOR)) {
    if (m.index < taken) continue;
    let start = m.index;
    while (start > taken && isSpace(text[start - 1])) start--;
    cuts.push(start);
    taken = m.index + m[0].length;
    while (isSpace(text[taken])) taken++;
  }
  return cuts;
}

/**
 * Where a "part N" suffix starts — what `\s*(?:,|\(|–|—|-)?\s*part\s+(?:\d+|[ivx]+)\s*\)?\s*$/i`
 * matches — read backwards from the end in one pass (the expression took 9 s on 40 markers of
 * spaces around "part 0"); -1 when there is none.
 */
function partSuffixStart(text: string): number {
  let i = text.length;
  const skipSpace = () => {
    while (isSpace(text[i - 1])) i--;
  };
  skipSpace();
  if (text[i - 1] === ")") i--;
  skipSpace();
  const numberEnd = i;
  if (/\d/.test(text[i - 1] ?? "")) while (/\d/.test(text[i - 1] ?? "")) i--;
  else while (/[ivx]/i.test(text[i - 1] ?? "")) i--;
  if (i === numberEnd || !isSpace(text[i - 1])) return -1;
  skipSpace();
  if (i < 4 || text.slice(i - 4, i).toLowerCase() !== "part") return -1;
  i -= 4;
  skipSpace();
  if (/[,(–—-]/.test(text[i - 1] ?? "")) i--;
  skipSpace();
  return i;
}

/** Splits as a separator with `\s*` either side would: the whitespace beside each goes with it. */
function splitAround(text: string, sep: string): string[] {
  const ps = text.split(sep);
  return ps.map((p, i) => {
    const start = i > 0 ? p.trimStart() : p;
    return i < ps.length - 1 ? start.trimEnd() : start;
  });
}

export function titleKeysFor(content: string): string[] {
  const keys: string[] = [];
  const add = (k: string) => {
    const n = normalizeTitle(k);
    if (n && !keys.includes(n)) keys.push(n);
  };
  add(content);
  const part = partSuffixStart(content);
  const withoutPart = part >= 0 ? content.slice(0, part) : content;
  add(withoutPart);
  // every prefix ending before a breadcrumb separator, longest first: a title that itself
  // contains "/" or ">" ("CI/CD checklist") still matches whole before its prefix is tried
  const cuts = separatorCuts(withoutPart);
  for (const cut of cuts.sort((a, b) => b - a)) add(withoutPart.slice(0, cut));
  return keys;
}

/** Inside an open quotation of its line: "[the company] will grow" is the quoter's insertion, not a citation. */
function insideQuotation(text: string, at: number): boolean {
  const line = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  const straight = (line.match(/"/g) ?? []).length;
  const opened = (line.match(/“/g) ?? []).length - (line.match(/”/g) ?? []).length;
  return straight % 2 === 1 || opened > 0;
}

export function parseCitations(text: string): CitationMarker[] {
  const out: CitationMarker[] = [];
  for (const m of text.matchAll(MARKER)) {
    const inner = m[1]!;
    const start = m.index;
    const end = start + m[0].length;
    if (NOT_A_CITATION.test(inner) || inner.startsWith("^")) continue;
    if (text[end] === "(") continue; // markdown link [text](url)
    if (start > 0 && text[start - 1] === "!") continue; // image
    if (insideQuotation(text, start)) continue;
    const part = (p: string): CitationPart => ({ written: p.trim(), keys: titleKeysFor(p) });
    const split = (sep: string) => {
      const ps = splitAround(inner, sep).filter((p) => p.trim() !== "");
      return ps.length > 1 ? ps.map(part) : [];
    };
    out.push({
      written: inner.trim(),
      start,
      end,
      whole: part(inner),
      pieces: split(";"),
      commaPieces: split(","),
    });
  }
  return out;
}

/** The text with every citation marker removed, spacing and punctuation tidied. */
export function stripMarkers(text: string, markers: readonly CitationMarker[]): string {
  let out = "";
  let at = 0;
  for (const m of markers) {
    out += text.slice(at, m.start);
    at = m.end;
  }
  out += text.slice(at);
  return (
    out
      .replace(/\s+/g, " ")
      // (every run of whitespace is one space by now)
      .replace(/\s([.,;:!?])/g, "$1")
      .trim()
  );
}
