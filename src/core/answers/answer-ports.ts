import type { StoredAnswer } from "../audit/stored-answer";
import type { ChainLink } from "../audit/answer-hash";
import type { AnswerStatus, ClaimVerdict, Principal } from "../types";
import type { CurrentRevisions } from "./answer-view";
import type { ResolutionReader } from "../conflicts/conflict-types";

export type ReviewVerdict = "CORRECT" | "INCORRECT" | "PARTIALLY_CORRECT" | "NEEDS_FOLLOW_UP";

export interface AnswerFilter {
  status?: readonly AnswerStatus[] | null;
  claimVerdict?: ClaimVerdict | null;
  /** internal (not in the API): at least one claim of one of these verdicts */
  claimVerdictIn?: readonly ClaimVerdict[] | null;
  callerKeyId?: string | null;
  since?: Date | null;
  until?: Date | null;
  citedDocumentId?: string | null;
  hasConflicts?: boolean | null;
  hasStaleSources?: boolean | null;
  reviewed?: boolean | null;
  reviewVerdict?: ReviewVerdict | null;
  questionContains?: string | null;
}

export interface ReviewRecord {
  id: string;
  answerId: string;
  verdict: ReviewVerdict;
  note: string;
  claimMarks: { claimId: string; verdict: ReviewVerdict }[];
  reviewer: string;
  createdAt: Date;
}

/** Reading the audit trail. */
export interface AnswerReader extends ResolutionReader {
  findById(id: string): Promise<StoredAnswer | null>;
  /** Newest first; `after` is an opaque cursor from a previous page. */
  list(
    filter: AnswerFilter,
    first: number,
    after: string | null,
  ): Promise<{ items: StoredAnswer[]; cursors: string[]; hasNextPage: boolean }>;
  currentRevisions(documentIds: readonly string[]): Promise<CurrentRevisions>;
  chain(): AsyncIterable<ChainLink>;
}

export interface ReviewStore {
  append(
    review: Omit<ReviewRecord, "id" | "createdAt">,
    reviewer: Principal,
  ): Promise<ReviewRecord>;
  /** Reviews of each answer, oldest first. */
  listFor(answerIds: readonly string[]): Promise<Map<string, ReviewRecord[]>>;
}
