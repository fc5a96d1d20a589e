/** An answer as recorded: what reviewers read and what the hash chain covers. */
import type {
  AnswerStatus,
  CandidateDecision,
  CheckResult,
  ClaimQuote,
  CitationRef,
  ClaimVerdict,
  ConflictSide,
  Diagnosis,
  LimitationKind,
  Role,
  SourceRef,
} from "../types";

export interface StoredCandidate {
  ordinal: number;
  chunkId: string;
  documentId: string;
  revisionId: string;
  title: string;
  breadcrumb: string;
  excerpt: string;
  score: number;
  coverage: number;
  decision: CandidateDecision;
}

/** A source as stored: dates travel as ISO strings so the hash sees what the database returns. */
export type StoredSource = Omit<SourceRef, "effectiveDate" | "quotes"> & {
  ordinal: number;
  effectiveDate: string | null;
  /** absent in rows written before hash version 2 */
  quotes?: SourceRef["quotes"];
};

export interface StoredClaim {
  ordinal: number;
  text: string;
  /** absent in rows written before hash version 2 */
  quote?: ClaimQuote | null;
  verdict: ClaimVerdict;
  citations: CitationRef[];
  checks: CheckResult[];
}

export interface StoredLimitation {
  ordinal: number;
  kind: LimitationKind;
  message: string;
}

export interface StoredConflict {
  ordinal: number;
  conflictKey: string;
  fact: string;
  sides: Array<Omit<ConflictSide, "effectiveDate"> & { effectiveDate: string | null }>;
}

/** The hashed content of one answer: every column of the answer and its children. */
export interface AnswerContent {
  id: string;
  question: string;
  callerKeyId: string | null;
  callerName: string;
  callerRole: Role;
  callerGroups: string[];
  status: AnswerStatus;
  grounded: boolean;
  text: string;
  modelText: string | null;
  diagnosis: Diagnosis[];
  model: string | null;
  promptVersion: string | null;
  trace: unknown;
  createdAt: string;
  candidates: StoredCandidate[];
  sources: StoredSource[];
  claims: StoredClaim[];
  limitations: StoredLimitation[];
  conflicts: StoredConflict[];
}

export interface StoredAnswer extends AnswerContent {
  seq: bigint;
  prevHash: string;
  hash: string;
  hashVersion: number;
  /** the receipt's encrypted position and its signature (null: written without AUDIT_SIGNING_KEY) */
  chainRef?: string | null;
  signature?: string | null;
}
