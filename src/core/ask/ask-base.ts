/** What every outcome of an ask shares: the question, the caller, the candidates, the trace. */
import type { Clock } from "./ask-ports";
import type { Timer } from "./timer";
import type { AnswerDraft, AskTrace, CandidateTrace, Principal } from "../types";

/** What every outcome of an ask shares: the question, the caller, the trace. */
export type Base = Pick<
  AnswerDraft,
  "question" | "caller" | "candidates" | "evidence" | "createdAt" | "trace"
>;

interface BaseDeps {
  clock: Clock;
  model: { mode: AskTrace["settings"]["validation"] };
  settings: { limit: number; minScore: number; minCoverage: number };
}

export function baseOf(
  deps: BaseDeps,
  caller: Principal,
  question: string,
  candidates: CandidateTrace[],
  timer: Timer,
): Base {
  const trace: AskTrace = {
    settings: {
      limit: deps.settings.limit,
      minScore: deps.settings.minScore,
      minCoverage: deps.settings.minCoverage,
      validation: deps.model.mode,
    },
    withheldCount: 0,
    timingsMs: timer.timings,
  };
  const evidence = candidates.filter((c) => c.decision === "RELEVANT").map((c) => c.passage);
  return { question, caller, candidates, evidence, createdAt: deps.clock.now(), trace };
}
