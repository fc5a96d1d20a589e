/**
 * The relevance filter (decision 0002): a passage is evidence only when its full-text score
 * clears a threshold AND it covers enough of the question's content terms. Retrieval returns
 * candidates; this decides what the model may see. Nothing left means "not in the knowledge base".
 */
import { contentTerms, coverage } from "../text/terms";
import type { CandidateTrace, Passage } from "../types";

export interface RelevanceSettings {
  minScore: number;
  minCoverage: number;
}

export function judgeRelevance(question: string, passages: readonly Passage[], settings: RelevanceSettings): CandidateTrace[] {
  const terms = contentTerms(question);
  return passages.map((passage) => {
    const cov = coverage(terms, new Set(contentTerms(`${passage.breadcrumb} ${passage.text}`)));
    const decision = passage.score < settings.minScore ? "BELOW_SCORE" : cov < settings.minCoverage ? "LOW_COVERAGE" : "RELEVANT";
    return { passage, coverage: cov, decision };
  });
}
