/**
 * The relevance filter (decision 0002): a passage is evidence only when its search score clears a
 * threshold AND it covers enough of what the question asks, weighed by term rarity — two common
 * words shared with the question never qualify a passage — AND it names every entity the question
 * (or one part of it) names. Retrieval returns candidates; this decides what the model may see.
 * Nothing left means "not in the knowledge base".
 */
import type { CandidateTrace, Passage } from "../types";
import { type QuestionAnalysis, type QuestionTerm } from "./question";
import {
  identifierWordsHolding,
  literalsHeld,
  mustTermsHeld,
  passageTerms,
  weightedCoverage,
} from "./term-match";
import { escapeRegExp } from "../text/regexp";

export interface RelevanceSettings {
  minScore: number;
  minCoverage: number;
  /** hybrid retrieval: a chunk this close to the question (cosine) is evidence on meaning alone */
  minSimilarity?: number;
}

/**
 * Coverage is the best over the whole question and each of its parts ("X, and Y?"): evidence for X
 * alone must pass, so that a partial answer can say what was found and what is missing.
 */
export function judgeRelevance(
  q: QuestionAnalysis,
  passages: readonly Passage[],
  settings: RelevanceSettings,
): CandidateTrace[] {
  const sets = termSets(q);
  // (a word the knowledge base's prose never uses may be a word of one of its identifiers, which
  // the search index reads as words and its statistics leave out: "Does piscina track unmanaged
  // file descriptors by default?" is answered by the `trackUnmanagedFds` entry)
  const unknown = q.terms.filter((t) => t.unknown && !t.exact).map((t) => t.term);
  return passages.map((passage) => {
    const words = identifierWordsHolding(`${passage.breadcrumb}\n${passage.text}`, unknown);
    const have = passageTerms(`${passage.text} ${words}`, passage.breadcrumb, passage.sourcePath);
    const text = `${passage.breadcrumb}\n${passage.text}`;
    let cov = 0;
    let namesEntities = false;
    const written = `${text}\n${passage.sourcePath ?? ""}`;
    for (const set of sets) {
      if (!mustTermsHeld(set.terms, have) || !literalsHeld(set.literals, text)) continue;
      if (!set.names.every((name) => name.test(written))) continue;
      namesEntities = true;
      // (a product's name is one entity: "bee-queue" is not three words the chunk covers)
      const whole = set.terms.filter((t) => !t.productPiece);
      cov = Math.max(cov, weightedCoverage(whole.length ? whole : set.terms, have));
    }
    const lexical =
      passage.score < settings.minScore
        ? "BELOW_SCORE"
        : !namesEntities
          ? "MISSING_ENTITY"
          : cov < settings.minCoverage
            ? "LOW_COVERAGE"
            : "RELEVANT";
    // a paraphrase shares few words with its answer: close enough in meaning, a chunk qualifies if it
    // still names the identifiers and names the question gives (its own rare words may differ)
    const decision =
      lexical !== "RELEVANT" && semanticallyClose(q, passage, have, text, settings)
        ? "RELEVANT"
        : lexical;
    return { passage, coverage: Math.round(cov * 1000) / 1000, decision };
  });
}

/**
 * The whole question's terms, and each part's when it has parts, with the names each must write
 * (compiled once per question: they are tested against every candidate).
 */
function termSets(q: QuestionAnalysis): TermSet[] {
  const set = (terms: QuestionTerm[], literals: string[]): TermSet => ({
    terms,
    literals,
    names: terms
      .filter((t) => t.name)
      .map((t) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t.word)}`, "iu")),
  });
  return [
    set(q.terms, q.literals),
    ...(q.parts.length > 1
      ? q.parts.map((p) =>
          set(
            p.terms,
            q.literals.filter((l) => p.text.includes(l)),
          ),
        )
      : []),
  ];
}

interface TermSet {
  terms: QuestionTerm[];
  literals: string[];
  /** each name the question gives, written as a word's start in the passage, its breadcrumb or path */
  names: RegExp[];
}

function semanticallyClose(
  q: QuestionAnalysis,
  passage: Passage,
  have: ReadonlySet<string>,
  text: string,
  settings: RelevanceSettings,
): boolean {
  if (
    passage.similarity === undefined ||
    settings.minSimilarity === undefined ||
    passage.similarity < settings.minSimilarity
  )
    return false;
  const named = q.terms.filter((t) => !t.unknown);
  return mustTermsHeld(named, have) && literalsHeld(q.literals, text);
}
