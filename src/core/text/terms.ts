/**
 * Content terms of a text: lower-case words and identifiers minus stop words, lightly stemmed,
 * so "inspections" and "inspection" meet. Used for relevance coverage, claim/evidence overlap,
 * conflict detection and limitation messages; all of them must agree on what a term is.
 */
const STOP_WORDS = new Set(
  (
    "a an the and or but of to in on at by for with from as is are was were be been being it its this that these those " +
    "what which who whom whose when where why how do does did done can could should would may might must shall will " +
    "i you he she we they me my your our their us them there here than then so such any all some each every about into " +
    "over under again further once also just only very more most much many please tell know according document documents " +
    "say says said per via if not no often frequently long need needed get"
  ).split(" "),
);

const SUFFIXES = ["ations", "ation", "ments", "ment", "ings", "ing", "ions", "ion", "edly", "ed", "als", "al", "es", "s"];

/** A light suffix stripper: "inspected", "inspection", "inspections" -> "inspect". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (!(w.endsWith("ss") || w.endsWith("us") || w.endsWith("is"))) {
    for (const suffix of SUFFIXES) {
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
        w = w.slice(0, -suffix.length);
        break;
      }
    }
  }
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Words and identifiers such as "AX-4", "v2.1", "30" (numbers are terms too). */
export function tokenize(text: string): string[] {
  return (text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu) ?? []).map((t) =>
    t.replace(/\.$/, ""),
  );
}

/** Content words as written, one per term: for messages a person reads. */
export function contentWords(text: string): { word: string; term: string }[] {
  const out: { word: string; term: string }[] = [];
  const seen = new Set<string>();
  for (const token of tokenize(text)) {
    if (STOP_WORDS.has(token)) continue;
    const term = stem(token);
    if (!seen.has(term)) {
      seen.add(term);
      out.push({ word: token, term });
    }
  }
  return out;
}

export function contentTerms(text: string): string[] {
  return contentWords(text).map((w) => w.term);
}

/** Share of `terms` found in `haystack` (1 when terms is empty). */
export function coverage(terms: readonly string[], haystack: ReadonlySet<string>): number {
  if (terms.length === 0) return 1;
  let hit = 0;
  for (const t of terms) if (haystack.has(t)) hit++;
  return hit / terms.length;
}
