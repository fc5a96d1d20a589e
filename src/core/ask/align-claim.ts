/**
 * Alignment of a claim with the evidence: the window of up to three adjacent sentences of one cited
 * chunk that covers the claim's weighted content best (support often spans sentences: "He joined
 * in 1977. He left in December."). The generative checks read the window and its best sentence.
 */
import { specificity } from "../text/english-frequency";
import type { ClaimQuantity } from "../text/claim-quantities";
import type { nameIndex } from "../text/identifiers";
import { splitSentences } from "../text/sentences";
import { contentTerms } from "../text/terms";
import type { Passage } from "../types";

/** Adjacent sentences a claim may draw on. */
export const WINDOW_SENTENCES = 3;

export interface SentenceIndex {
  text: string;
  terms: Set<string>;
  quantities?: ClaimQuantity[];
}

export interface PassageIndex {
  sentences: SentenceIndex[];
  breadcrumbTerms: string[];
  /** computed on first use: most claims never need them */
  names?: ReturnType<typeof nameIndex>;
}

// Evidence is parsed once per chunk text, not once per claim: one answer checks several claims
// against the same chunks, and eval/bench check thousands.
const indexCache = new Map<string, PassageIndex>();

function indexOf(passage: Passage): PassageIndex {
  const key = `${passage.breadcrumb}\u0000${passage.text}`;
  let index = indexCache.get(key);
  if (!index) {
    index = {
      // a heading states something too ("# Filoni revealed …"): read it as a line of text here
      sentences: splitSentences(passage.text.replace(/^(#{1,6})\s+(.*)$/gm, "$2\n")).map(
        (text) => ({ text, terms: new Set(contentTerms(text)) }),
      ),
      breadcrumbTerms: contentTerms(passage.breadcrumb),
    };
    if (indexCache.size >= 2_000) indexCache.delete(indexCache.keys().next().value!);
    indexCache.set(key, index);
  }
  return index;
}

/** Conversational openings that frame a statement without adding to it: "Yes,", "Well, I know that". */
const FRAME =
  /^(?:(?:yes|yeah|yea|yep|well|oh|ok|okay|sure|indeed|actually|so|right|true|hmm|haha)\b[\s,!.]*)+(?:i (?:know|think|believe|heard|read|guess|remember) (?:that )?)?|^i (?:know|think|believe|heard|read|guess|remember) (?:that )?|^(?:did you know|do you know) (?:that )?/i;
const FILLERS = new Set([
  "actual",
  "realli",
  "just",
  "well",
  "yes",
  "yeah",
  "yea",
  "basic",
  "pretty",
  "quit",
]);

/** A sentence that only agrees with what was said before ("That's true.", "It definitely is!"). */
const AFFIRMATION =
  /^(?:(?:oh|yes|yeah|well|ok|okay|and)\b[\s,]*)*(?:that(?:'s|’s| is) (?:(?:so|very|absolutely|definitely|quite|totally) )?(?:true|right|correct)|(?:it|they|he|she|that) (?:(?:definitely|certainly|sure|really|absolutely) )?(?:is|are|was|were|does|did|can|has|have)|you(?:'re|’re| are) (?:so |absolutely )?right|i agree|exactly|absolutely|definitely|indeed|true|right|correct|sure)[\s!.,]*$/i;

export function isAffirmation(sentence: string): boolean {
  return AFFIRMATION.test(sentence.trim());
}

export function claimBody(claim: string): string {
  return claim.trim().replace(FRAME, "").trim();
}

export interface Alignment {
  passage: Passage;
  index: PassageIndex;
  /** sentence range [from, to) of the window */
  from: number;
  to: number;
  /** the window's sentences, joined */
  text: string;
  /** the window's sentence sharing most with the claim: negation and opposites are read there */
  sentence: string;
  support: number;
}

function weightedCoverage(
  terms: readonly string[],
  hay: ReadonlySet<string>,
  extra: readonly string[],
): number {
  let have = 0;
  let all = 0;
  for (const t of terms) {
    const w = specificity(t);
    all += w;
    if (hay.has(t) || extra.includes(t)) have += w;
  }
  return all ? have / all : 1;
}

/** Content terms the soft check weighs: numbers are the NUMBERS check's, fillers weigh nothing. */
export function supportTerms(claim: string): string[] {
  return contentTerms(claimBody(claim)).filter((t) => !/^\d/.test(t) && !FILLERS.has(t));
}

/** Windows of the cited chunks, best first (stable: evidence order breaks ties). */
export function align(claim: string, passages: readonly Passage[]): Alignment[] {
  const terms = supportTerms(claim);
  const out: Alignment[] = [];
  for (const passage of passages) {
    const index = indexOf(passage);
    const { sentences, breadcrumbTerms } = index;
    for (let i = 0; i < sentences.length; i++) {
      const hay = new Set<string>();
      let best = sentences[i]!;
      let bestShare = -1;
      for (let j = i; j < Math.min(sentences.length, i + WINDOW_SENTENCES); j++) {
        const s = sentences[j]!;
        for (const t of s.terms) hay.add(t);
        const share = weightedCoverage(terms, s.terms, []);
        if (share > bestShare) {
          bestShare = share;
          best = s;
        }
        const support = weightedCoverage(terms, hay, breadcrumbTerms);
        // a longer window only when it adds support
        if (j > i && support <= (out[out.length - 1]?.support ?? 0)) continue;
        out.push({
          passage,
          index,
          from: i,
          to: j + 1,
          text: sentences
            .slice(i, j + 1)
            .map((x) => x.text)
            .join(" "),
          sentence: best.text,
          support,
        });
      }
    }
  }
  return out.sort((a, b) => b.support - a.support);
}
