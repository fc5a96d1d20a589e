/**
 * Content terms of a text: lower-case words and identifiers minus stop words, stemmed,
 * so "inspections" and "inspection" meet. Used for relevance coverage, claim/evidence overlap,
 * conflict detection and limitation messages; all of them must agree on what a term is.
 */
import { newStemmer } from "snowball-stemmers";

const STOP_WORDS = new Set(
  (
    "a an the and or but of to in on at by for with from as is are was were be been being it its this that these those " +
    "what which who whom whose when where why how do does did done can could should would may might must shall will " +
    "i you he she we they me my your our their us them there here than then so such any all some each every about into " +
    "over under again further once also just only very more most much many please tell know according document documents " +
    "say says said per via if not no often frequently long need needed get " +
    // PostgreSQL's english stop words: full-text search never indexes them, so they have no document frequency
    "myself ours ourselves yours yourself yourselves him his himself her hers herself itself theirs themselves am " +
    "have has had having doing because until while against between through during before after above below up down " +
    "out off both few other same nor own too s t don now " +
    // abbreviations that introduce or end an example: "(e.g. /jaeger)" names no subject
    "e.g i.e etc eg ie cf vs"
  ).split(" "),
);

const english = newStemmer("english");
const stems = new Map<string, string>();

/**
 * The Snowball English (Porter2) stemmer, the same algorithm as PostgreSQL's `english` text-search
 * configuration, so a term here is the lexeme full-text search indexes ("rotation" and "rotated"
 * both -> "rotat"). Identifiers with digits are left as they are.
 */
export function stem(word: string): string {
  if (word.length <= 2 || /\d/.test(word) || word.includes(".")) return word;
  let s = stems.get(word);
  if (s === undefined) {
    s = english.stem(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

/**
 * Words and identifiers such as "AX-4", "v2.1", "30" (numbers are terms too). A hyphenated word
 * is also split into its parts, as PostgreSQL's parser does ("in-memory" -> "in-memory", "in",
 * "memory"), so "in-memory storage" meets "memory storage".
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of text
    .normalize("NFKC")
    .toLowerCase()
    // (a decimal written without its zero is that number: "increment: .05" is 0.05)
    .replace(/(?<![\p{L}\p{N}.])\.(?=\p{N})/gu, "0.")
    .match(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu) ?? []) {
    const t = raw.replace(/\.$/, "");
    out.push(t);
    // ("sub-protocol" is also the "subprotocol" another page writes)
    if (t.includes("-") && !/\d/.test(t))
      out.push(...t.split("-").filter(Boolean), t.replace(/-/g, ""));
  }
  return out;
}

/** Content words as written, one per term: for messages a person reads. */
export function contentWords(
  text: string,
  closedCompounds = true,
): { word: string; term: string }[] {
  const out: { word: string; term: string }[] = [];
  const seen = new Set<string>();
  const joined = new Set<string>();
  for (const token of tokenize(text)) {
    // (a question's "sub-protocol" is its parts: the closed compound is only a page's other spelling)
    if (token.includes("-")) joined.add(token.replace(/-/g, ""));
    else if (!closedCompounds && joined.has(token)) continue;
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
