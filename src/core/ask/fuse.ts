/**
 * Reciprocal rank fusion of full-text and vector results (Cormack et al. 2009): each list votes
 * 1 / (K + rank) for its passages; a passage both lists found keeps its full-text rank and gains its
 * similarity. Ties break by chunk id, so the same inputs always give the same order.
 */
import type { Passage } from "../types";

export const RRF_K = 60;

export function fuseRankings(lexical: readonly Passage[], vector: readonly Passage[], limit: number): Passage[] {
  const fused = new Map<string, { passage: Passage; votes: number }>();
  lexical.forEach((p, rank) => fused.set(p.chunkId, { passage: { ...p }, votes: 1 / (RRF_K + rank + 1) }));
  vector.forEach((p, rank) => {
    const hit = fused.get(p.chunkId);
    if (hit) {
      hit.votes += 1 / (RRF_K + rank + 1);
      hit.passage.similarity = p.similarity;
    } else fused.set(p.chunkId, { passage: { ...p }, votes: 1 / (RRF_K + rank + 1) });
  });
  return [...fused.values()]
    .sort((a, b) => b.votes - a.votes || (a.passage.chunkId < b.passage.chunkId ? -1 : a.passage.chunkId > b.passage.chunkId ? 1 : 0))
    .slice(0, limit)
    .map((x) => x.passage);
}
