/** The domain's vocabulary: callers, documents, passages and the answer packet. */

export type Role = "READER" | "REVIEWER" | "ADMIN";

export interface Principal {
  /** null for the anonymous caller */
  keyId: string | null;
  name: string;
  role: Role;
  groups: readonly string[];
}

/** Who made a change the audit log records: the API key (null for ingest and start-up) and its name. */
export interface AuditActor {
  keyId: string | null;
  name: string;
}

export type DocumentStatus = "ACTIVE" | "ARCHIVED";

/**
 * A unit of a chunk an answer may quote, found once at ingest from the Markdown structure: its
 * offsets in the chunk text (the quote is exactly text.slice(start, end)) and, for a list item or a
 * table row, the context a reader needs with it (the list's lead-in sentence, the table's header).
 */
export interface QuoteBlock {
  start: number;
  end: number;
  kind: "sentence" | "item" | "row" | "code";
  context?: string;
}

/** A retrieved chunk of a current revision, with what is needed to cite and check it. */
export interface Passage {
  /** "<root>/<path>" of an ingested document: its folder names the version it describes */
  sourcePath: string | null;
  /** quotable blocks marked at ingest (absent for chunks stored before blocks existed) */
  blocks?: readonly QuoteBlock[];
  chunkId: string;
  documentId: string;
  revisionId: string;
  revision: number;
  title: string;
  titleKey: string;
  breadcrumb: string;
  text: string;
  effectiveDate: Date | null;
  reviewBy: Date | null;
  groups: readonly string[];
  /** full-text rank in [0, 1) */
  score: number;
  /** cosine similarity to the question, when hybrid retrieval found it by vector */
  similarity?: number;
}

export type AnswerStatus =
  | "SUPPORTED"
  | "PARTIAL"
  | "INSUFFICIENT_EVIDENCE"
  | "CONFLICTING"
  | "NOT_IN_KNOWLEDGE_BASE"
  | "MODEL_UNAVAILABLE";

/** Internal reasons, recorded for reviewers and admins only. */
export type Diagnosis =
  "EMPTY_CORPUS" | "NO_MATCH" | "RESTRICTED_ONLY" | "STALE_REVISION" | "CONFLICT" | "MODEL_ERROR";

export type ClaimVerdict =
  "SUPPORTED" | "UNSUPPORTED" | "UNKNOWN_CITATION" | "RESTRICTED_CITATION" | "UNCITED";

export type CitationResolution = "RESOLVED" | "UNKNOWN" | "RESTRICTED";

export interface CitationRef {
  /** the bracket content as the model wrote it */
  written: string;
  resolution: CitationResolution;
  documentId: string | null;
  title: string | null;
}

export type CheckName =
  | "CITATION"
  | "EXACT_EXCERPT"
  | "STATEMENT"
  | "NUMBERS"
  | "NEGATION"
  | "POLARITY"
  | "CONDITIONS"
  | "IDENTIFIERS"
  | "OVERLAP"
  | "JUDGE"
  | "RESOLUTION";

export interface CheckResult {
  name: CheckName;
  passed: boolean;
  detail: string;
}

/** Where an extractive claim was quoted from: it must be exactly chunk.text.slice(start, end). */
export interface ClaimQuote {
  chunkId: string;
  start: number;
  end: number;
  /** a table row's header, a list item's lead-in, or the name of the reference entry it describes, shown with the quote */
  context: string | null;
}

export interface ClaimResult {
  text: string;
  /** extractive claims: the block quoted */
  quote: ClaimQuote | null;
  verdict: ClaimVerdict;
  citations: CitationRef[];
  checks: CheckResult[];
  /** the chunk the claim was checked against, when one was */
  chunkId: string | null;
}

export interface SourceRef {
  documentId: string;
  revisionId: string;
  revision: number;
  chunkId: string;
  title: string;
  breadcrumb: string;
  excerpt: string;
  /** the supporting quotes, as offsets into `excerpt` (for highlighting) */
  quotes: { text: string; start: number; end: number }[];
  /** 1-based rank of the chunk among the retrieved candidates */
  rank: number;
  score: number;
  effectiveDate: Date | null;
}

export type LimitationKind =
  | "NOT_IN_KNOWLEDGE_BASE"
  | "MISSING_EVIDENCE"
  | "UNSUPPORTED_CLAIMS_REMOVED"
  | "NO_CITATIONS"
  | "CONFLICTING_SOURCES"
  | "CONFLICT_RESOLVED"
  | "MODEL_UNAVAILABLE"
  | "STALE_SOURCE"
  | "REVIEW_OVERDUE"
  | "SECTION_DEPENDENT"
  | "LOW_CONFIDENCE";

export interface Limitation {
  kind: LimitationKind;
  message: string;
}

export interface ConflictSide {
  documentId: string;
  title: string;
  revisionId: string;
  revision: number;
  effectiveDate: Date | null;
  excerpt: string;
  /** the disputed values as written, e.g. "30 days" */
  values: string[];
}

export interface ConflictFinding {
  /** stable across answers for the same disagreement: resolutions attach to it */
  key: string;
  fact: string;
  sides: ConflictSide[];
}

export type CandidateDecision = "RELEVANT" | "BELOW_SCORE" | "LOW_COVERAGE" | "MISSING_ENTITY";

export interface CandidateTrace {
  passage: Passage;
  coverage: number;
  decision: CandidateDecision;
}

/** Everything an ask produced, before it is recorded. */
export interface AnswerDraft {
  question: string;
  caller: Principal;
  status: AnswerStatus;
  grounded: boolean;
  text: string;
  modelText: string | null;
  claims: ClaimResult[];
  sources: SourceRef[];
  /** the relevant passages (what the model saw); the reader gets them when the model is down */
  evidence: Passage[];
  limitations: Limitation[];
  conflicts: ConflictFinding[];
  diagnosis: Diagnosis[];
  model: string | null;
  promptVersion: string | null;
  candidates: CandidateTrace[];
  trace: AskTrace;
  createdAt: Date;
}

export interface AskTrace {
  settings: {
    limit: number;
    minScore: number;
    minCoverage: number;
    validation: "extractive" | "generative";
  };
  withheldCount: number;
  timingsMs: Record<string, number>;
  modelError?: string;
  /** how the status was decided: share of the question the supported claims cover, by their own words and with context */
  answered?: { own: number; withContext: number; unmetKinds: string[] };
  /** the status model's features and, when one is configured, its verdict (calibrate-status.ts) */
  confidence?: {
    features: Record<string, number>;
    model?: string;
    probability?: number;
    supportedAt?: number;
    contributions?: { feature: string; value: number; contribution: number }[];
  };
}

export function canRead(principal: Principal, documentGroups: readonly string[]): boolean {
  if (principal.role === "ADMIN" || documentGroups.length === 0) return true;
  return documentGroups.some((g) => principal.groups.includes(g));
}
