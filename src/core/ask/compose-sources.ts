/**
 * Decision 0003: sources are the retrieved chunks whose document is cited by a supported claim,
 * ONE per document — its best-ranked retrieved chunk — with a readable excerpt cut at sentence
 * boundaries. Retrieved-but-uncited chunks are never sources.
 */
import { excerpt } from "../text/sentences";
import type { CandidateTrace, ClaimResult, Passage, SourceRef } from "../types";

export function composeSources(supported: readonly ClaimResult[], evidence: readonly Passage[], candidates: readonly CandidateTrace[]): SourceRef[] {
  const cited = new Set(supported.flatMap((c) => c.citations.map((x) => x.documentId)).filter((id): id is string => id !== null));
  const sources: SourceRef[] = [];
  const seen = new Set<string>();
  for (const p of evidence) {
    if (!cited.has(p.documentId) || seen.has(p.documentId)) continue;
    seen.add(p.documentId);
    // prefer the sentence a claim was checked against as the start of the excerpt
    sources.push({
      documentId: p.documentId,
      revisionId: p.revisionId,
      revision: p.revision,
      chunkId: p.chunkId,
      title: p.title,
      breadcrumb: p.breadcrumb,
      excerpt: excerpt(p.text),
      rank: candidates.findIndex((c) => c.passage.chunkId === p.chunkId) + 1,
      score: p.score,
      effectiveDate: p.effectiveDate,
    });
  }
  return sources;
}
