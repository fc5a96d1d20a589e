/** Step 8 of an ask, continued: what the reader must know about the answer's sources themselves. */
import type { Diagnosis, Limitation, SourceRef } from "../types";
import type { AskDeps } from "./ask-question";
import type { Base } from "./ask-base";
import * as limits from "./limitations";

/** What the reader must know about the sources themselves: changed while answering, past review. */
export async function sourceLimitations(
  deps: AskDeps,
  base: Base,
  sources: readonly SourceRef[],
  diagnosis: Diagnosis[],
): Promise<Limitation[]> {
  const out: Limitation[] = [];
  const current = await deps.documents.currentRevisionIds([
    ...new Set(sources.map((s) => s.documentId)),
  ]);
  const stale = sources.filter((s) => current.get(s.documentId) !== s.revisionId);
  if (stale.length) {
    diagnosis.push("STALE_REVISION");
    out.push(limits.staleSource([...new Set(stale.map((s) => s.title))]));
  }
  const overdue = overdueTitles(base, sources);
  if (overdue.length) out.push(limits.reviewOverdue(overdue));
  return out;
}

/** Titles of cited documents past their review-by date when the answer was made. */
function overdueTitles(base: Base, sources: readonly { documentId: string }[]): string[] {
  const now = base.createdAt;
  const cited = base.evidence.filter(
    (p) => p.reviewBy && p.reviewBy < now && sources.some((s) => s.documentId === p.documentId),
  );
  return [...new Map(cited.map((p) => [p.documentId, p.title])).values()];
}
