/**
 * Reciprocal rank fusion of full-text and vector results (Cormack et al. 2009): each list votes
 * 1 / (K + rank) for its passages; a passage both lists found keeps its full-text rank and gains its
 * similarity. Ties break by title, then chunk id: the same documents always give the same order,
 * in any database (ids differ between installations).
 */
import type { Passage } from "../types";

export const RRF_K = 60;

export function fuseRankings(
  lexical: readonly Passage[],
  vector: readonly Passage[],
  limit: number,
): Passage[] {
  const fused = new Map<string, { passage: Passage; votes: number }>();
  lexical.forEach((p, rank) =>
    fused.set(p.chunkId, { passage: { ...p }, votes: 1 / (RRF_K + rank + 1) }),
  );
  vector.forEach((p, rank) => {
    const hit = fused.get(p.chunkId);
    if (hit) {
      hit.votes += 1 / (RRF_K + rank + 1);
      hit.passage.similarity = p.similarity;
    } else fused.set(p.chunkId, { passage: { ...p }, votes: 1 / (RRF_K + rank + 1) });
  });
  return [...fused.values()]
    .sort(
      (a, b) =>
        b.votes - a.votes ||
        compare(a.passage.titleKey, b.passage.titleKey) ||
        compare(a.passage.chunkId, b.passage.chunkId),
    )
    .slice(0, limit)
    .map((x) => x.passage);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
