/**
 * The relevance filter (decision 0002): a passage is evidence only when its full-text score
 * clears a threshold AND it covers enough of the question's content terms. Retrieval returns
 * candidates; this decides what the model may see. Nothing left means "not in the knowledge base".
 */
import { contentTerms, coverage } from "../text/terms";
import { questionParts } from "./limitations";
import type { CandidateTrace, Passage } from "../types";

export interface RelevanceSettings {
  minScore: number;
  minCoverage: number;
}

/**
 * Coverage is the best of the whole question and each of its parts ("X and Y"): evidence for X
 * alone must pass, so that a partial answer can say what was found and what is missing. A part
 * needs two terms or more to count, so one generic word never qualifies a passage by itself.
 */
export function judgeRelevance(question: string, passages: readonly Passage[], settings: RelevanceSettings): CandidateTrace[] {
  const termSets = [contentTerms(question), ...questionParts(question).map((p) => p.terms).filter((t) => t.length >= 2)];
  return passages.map((passage) => {
    const words = new Set(contentTerms(`${passage.breadcrumb} ${passage.text}`));
    const cov = Math.max(...termSets.map((terms) => coverage(terms, words)));
    const decision = passage.score < settings.minScore ? "BELOW_SCORE" : cov < settings.minCoverage ? "LOW_COVERAGE" : "RELEVANT";
    return { passage, coverage: cov, decision };
  });
}
