/**
 * MODEL_UNAVAILABLE evidence grouped as sources are: one entry per document, its chunks best first,
 * documents in the order of their best chunk. The chunks themselves are unchanged.
 */
import type { EvidenceView } from "./answer-view";

export interface EvidenceGroupView {
  documentId: string;
  revisionId: string;
  title: string;
  /** the best chunk's score */
  score: number;
  chunks: EvidenceView[];
}

export function groupEvidence(evidence: readonly EvidenceView[]): EvidenceGroupView[] {
  const groups = new Map<string, EvidenceGroupView>();
  for (const e of evidence) {
    const g = groups.get(e.documentId);
    if (g) g.chunks.push(e);
    else
      groups.set(e.documentId, {
        documentId: e.documentId,
        revisionId: e.revisionId,
        title: e.title,
        score: e.score,
        chunks: [e],
      });
  }
  for (const g of groups.values()) {
    g.chunks.sort((a, b) => b.score - a.score);
    g.score = g.chunks[0]!.score;
  }
  return [...groups.values()].sort((a, b) => b.score - a.score);
}
