/** Step 7 of an ask: disagreements among the evidence, and what reviewers decided about them. */
import type { ConflictResolutionRecord, ResolutionReader } from "../conflicts/conflict-types";
import type { Passage } from "../types";
import type { Disagreements } from "./compose-answer";
import { disagreementsOf } from "./detect-conflicts";
import type { QuestionAnalysis } from "./question";

/** 7 conflicts among the evidence, with the newest reviewer resolution of each. */
export async function findConflicts(
  resolver: ResolutionReader | undefined,
  q: QuestionAnalysis,
  evidence: readonly Passage[],
): Promise<Disagreements> {
  const { conflicts, sections } = disagreementsOf(q, evidence);
  const resolutions =
    conflicts.length && resolver
      ? await resolver.latestResolutions(conflicts.map((c) => c.key))
      : new Map<string, ConflictResolutionRecord>();
  const overruled = new Set<string>();
  for (const c of conflicts) {
    const r = resolutions.get(c.key);
    if (r?.decision === "SOURCE_WINS")
      for (const s of c.sides)
        if (s.documentId !== r.winningDocumentId) overruled.add(s.documentId);
  }
  return { conflicts, resolutions, overruled, sections };
}
