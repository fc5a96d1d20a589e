/**
 * Decision 0003: sources are the retrieved chunks whose document is cited by a supported claim,
 * ONE per document — its best-ranked chunk that supports a claim — with a readable excerpt that
 * contains the supporting quotes, and where in the excerpt they are, so a frontend can highlight
 * them. Retrieved-but-uncited chunks are never sources.
 */
import { excerpt } from "../text/sentences";
import type { CandidateTrace, ClaimResult, Passage, SourceRef } from "../types";

const MAX_EXCERPT = 900;

/** The excerpt: the stretch of the chunk holding its quotes (with a lead-in or table header in front). */
function excerptWithQuotes(
  p: Passage,
  claims: readonly ClaimResult[],
): { excerpt: string; quotes: SourceRef["quotes"] } {
  const quoted = claims
    .filter((c) => c.quote && c.quote.chunkId === p.chunkId)
    .map((c) => c.quote!);
  if (quoted.length === 0) return { excerpt: excerpt(p.text), quotes: [] };
  quoted.sort((a, b) => a.start - b.start);
  // the first quote always, however long (a long list item or table); the others while they fit
  const within = quoted.filter((q, i) => i === 0 || q.end - quoted[0]!.start <= MAX_EXCERPT);
  const lo = within[0]!.start;
  const hi = Math.max(...within.map((q) => q.end));
  const context =
    within[0]!.context && !p.text.slice(Math.max(0, lo - 400), lo).includes(within[0]!.context)
      ? within[0]!.context
      : null;
  const prefix = context ? `${context}\n` : "";
  return {
    excerpt: `${prefix}${p.text.slice(lo, hi)}`,
    quotes: within.map((q) => ({
      text: p.text.slice(q.start, q.end),
      start: prefix.length + q.start - lo,
      end: prefix.length + q.end - lo,
    })),
  };
}

export function composeSources(
  supported: readonly ClaimResult[],
  evidence: readonly Passage[],
  candidates: readonly CandidateTrace[],
): SourceRef[] {
  const cited = new Set(
    supported
      .flatMap((c) => c.citations.map((x) => x.documentId))
      .filter((id): id is string => id !== null),
  );
  const supporting = new Set(
    supported.map((c) => c.chunkId).filter((id): id is string => id !== null),
  );
  const sources: SourceRef[] = [];
  for (const documentId of cited) {
    const chunks = evidence.filter((p) => p.documentId === documentId);
    const p = chunks.find((x) => supporting.has(x.chunkId)) ?? chunks[0];
    if (!p) continue;
    const { excerpt: text, quotes } = excerptWithQuotes(p, supported);
    sources.push({
      documentId: p.documentId,
      revisionId: p.revisionId,
      revision: p.revision,
      chunkId: p.chunkId,
      title: p.title,
      breadcrumb: p.breadcrumb,
      excerpt: text,
      quotes,
      rank: candidates.findIndex((c) => c.passage.chunkId === p.chunkId) + 1,
      score: p.score,
      effectiveDate: p.effectiveDate,
    });
  }
  return sources.sort((a, b) => a.rank - b.rank);
}
