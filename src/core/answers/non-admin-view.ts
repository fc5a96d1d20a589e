/**
 * What only ADMIN may learn from a recorded answer, whatever the viewer's groups: whether pages the
 * asker could not read matched (diagnosis RESTRICTED_ONLY, the trace's withheldCount), and whether
 * a title the model cited names a restricted document (RESTRICTED_CITATION, resolution RESTRICTED).
 * Every other viewer gets the record as if those pages did not exist — "nothing matched" and "an
 * unknown title" — so no view, and no filter, tells the two cases apart. The record itself keeps
 * what happened.
 */
import type { StoredAnswer } from "../audit/stored-answer";
import type { ClaimVerdict, Diagnosis } from "../types";
import type { AnswerFilter } from "./answer-ports";

/** The answer as a viewer who is not ADMIN may have it. */
export function asNonAdminSees(a: StoredAnswer): StoredAnswer {
  return {
    ...a,
    diagnosis: [
      ...new Set(a.diagnosis.map((d): Diagnosis => (d === "RESTRICTED_ONLY" ? "NO_MATCH" : d))),
    ],
    trace:
      a.trace && typeof a.trace === "object" && "withheldCount" in a.trace
        ? { ...a.trace, withheldCount: 0 }
        : a.trace,
    claims: a.claims.map((c) =>
      c.verdict !== "RESTRICTED_CITATION" && c.citations.every((x) => x.resolution !== "RESTRICTED")
        ? c
        : {
            ...c,
            verdict: c.verdict === "RESTRICTED_CITATION" ? "UNKNOWN_CITATION" : c.verdict,
            citations: c.citations.map((x) =>
              x.resolution === "RESTRICTED"
                ? { ...x, resolution: "UNKNOWN" as const, documentId: null, title: null }
                : x,
            ),
          },
    ),
  };
}

const UNRESOLVED: readonly ClaimVerdict[] = ["UNKNOWN_CITATION", "RESTRICTED_CITATION"];

/** A filter on a claim verdict finds, for a viewer who is not ADMIN, what that viewer sees as that verdict. */
export function filterAsNonAdminSees(filter: AnswerFilter): AnswerFilter {
  if (filter.claimVerdict == null || !UNRESOLVED.includes(filter.claimVerdict)) return filter;
  return { ...filter, claimVerdict: null, claimVerdictIn: UNRESOLVED };
}
