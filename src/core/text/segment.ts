/**
 * Sentence segmentation that survives technical prose. Intl.Segmenter (built in) proposes the
 * breaks; a break is undone when it falls after an abbreviation ("vs.", "e.g.", "i.e.", "etc.",
 * "Fig."), inside a version, file name or URL (no space after the period), or before a lower-case
 * continuation. Offsets are kept, so a sentence is always an exact substring of its text.
 */
const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

const ABBREVIATIONS = new Set([
  "vs",
  "e.g",
  "i.e",
  "etc",
  "eg",
  "ie",
  "cf",
  "fig",
  "no",
  "approx",
  "incl",
  "resp",
  "viz",
  "al",
  "mr",
  "mrs",
  "dr",
  "st",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "ver",
  "v",
  "vol",
  "pp",
  "ch",
  "sec",
]);

export interface Span {
  start: number;
  end: number;
}

const isWordOrDot = (c: string | undefined) => c !== undefined && /[A-Za-z.]/.test(c);

/**
 * Whether the text ends with an abbreviation and its period: what `/([A-Za-z][A-Za-z.]*)\.\s*$/`
 * captured, found from the end (that expression rescanned runs from each of their characters).
 */
function endsWithAbbreviation(text: string): boolean {
  const end = text.trimEnd();
  if (!end.endsWith(".")) return false;
  let start = end.length - 1;
  while (isWordOrDot(end[start - 1])) start--;
  while (end[start] === ".") start++;
  return start < end.length - 1 && ABBREVIATIONS.has(end.slice(start, -1).toLowerCase());
}

/** Sentence spans of `text` (trimmed of surrounding whitespace), in order. */
export function sentenceSpans(text: string): Span[] {
  const raw: Span[] = [];
  for (const s of segmenter.segment(text))
    raw.push({ start: s.index, end: s.index + s.segment.length });
  const merged: Span[] = [];
  for (const span of raw) {
    const prev = merged[merged.length - 1];
    if (prev) {
      const before = text.slice(prev.start, prev.end);
      const next = text.slice(span.start, span.end).trimStart();
      const glued = !/\s$/.test(before); // "v2.19", "config.yaml", "example.com/x"
      if (
        glued ||
        endsWithAbbreviation(before) ||
        /^[a-z(,;:]/.test(next) ||
        !/[.!?:)"'’”`*]\s*$/.test(before)
      ) {
        prev.end = span.end;
        continue;
      }
    }
    merged.push({ ...span });
  }
  return merged
    .map(({ start, end }) => {
      const slice = text.slice(start, end);
      const lead = slice.length - slice.trimStart().length;
      return { start: start + lead, end: start + slice.trimEnd().length };
    })
    .filter((s) => s.end > s.start);
}

export function splitSentenceText(text: string): string[] {
  return sentenceSpans(text).map((s) => text.slice(s.start, s.end));
}

/**
 * Sentences of a claim a model wrote: chat-style text often starts a sentence in lower case ("yes
 * he's a writer. his books have been …"), which the prose rule above would glue together. A break
 * before a lower-case word is kept unless the period ends an abbreviation or initials ("U.S.", "p.m.").
 */
export function splitClaimSentences(text: string): string[] {
  const out: string[] = [];
  for (const sentence of splitSentenceText(text)) {
    let start = 0;
    for (const m of sentence.matchAll(/(?<![.!?])[.!?]+\s+(?=[a-z])/g)) {
      const before = sentence.slice(start, m.index! + 1);
      if (endsWithAbbreviation(before) || /(?:^|[\s.])[a-z]\.$/i.test(before)) continue;
      out.push(before.trim());
      start = m.index! + m[0].length;
    }
    out.push(sentence.slice(start).trim());
  }
  return out.filter(Boolean);
}
