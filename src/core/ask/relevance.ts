/**
 * The relevance filter (decision 0002): a passage is evidence only when its search score clears a
 * threshold AND it covers enough of what the question asks, weighed by term rarity — two common
 * words shared with the question never qualify a passage — AND it names every entity the question
 * (or one part of it) names. Retrieval returns candidates; this decides what the model may see.
 * Nothing left means "not in the knowledge base".
 */
import type { CandidateTrace, Passage } from "../types";
import { literalsHeld, mustTermsHeld, passageTerms, weightedCoverage, type QuestionAnalysis } from "./question";

export interface RelevanceSettings {
  minScore: number;
  minCoverage: number;
}

/**
 * Coverage is the best over the whole question and each of its parts ("X, and Y?"): evidence for X
 * alone must pass, so that a partial answer can say what was found and what is missing.
 */
export function judgeRelevance(q: QuestionAnalysis, passages: readonly Passage[], settings: RelevanceSettings): CandidateTrace[] {
  const sets = [
    { terms: q.terms, literals: q.literals },
    ...(q.parts.length > 1 ? q.parts.map((p) => ({ terms: p.terms, literals: q.literals.filter((l) => p.text.includes(l)) })) : []),
  ];
  return passages.map((passage) => {
    const have = passageTerms(passage.text, passage.breadcrumb, passage.sourcePath);
    const text = `${passage.breadcrumb}\n${passage.text}`;
    let cov = 0;
    let namesEntities = false;
    for (const set of sets) {
      if (!mustTermsHeld(set.terms, have) || !literalsHeld(set.literals, text)) continue;
      namesEntities = true;
      cov = Math.max(cov, weightedCoverage(set.terms, have));
    }
    const decision =
      passage.score < settings.minScore ? "BELOW_SCORE" : !namesEntities ? "MISSING_ENTITY" : cov < settings.minCoverage ? "LOW_COVERAGE" : "RELEVANT";
    return { passage, coverage: Math.round(cov * 1000) / 1000, decision };
  });
}
