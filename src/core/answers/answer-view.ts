/**
 * What a caller may see of a recorded answer. The caller who asked gets the reader-facing packet;
 * REVIEWER and ADMIN get everything. Reader views never carry anything that could reveal a
 * restricted document: a restricted citation looks exactly like an unknown one, and the written
 * text of unresolved citations is redacted (it may spell a restricted title).
 */
import { receiptOf, type ReceiptView } from "./receipt-view";
import type { StoredAnswer } from "../audit/stored-answer";
import type { ConflictResolutionRecord } from "../conflicts/conflict-types";
import { toConflictView, type ConflictView } from "../conflicts/conflict-view";
import type {
  AnswerStatus,
  CheckResult,
  CitationResolution,
  ClaimVerdict,
  Limitation,
} from "../types";

export const REDACTED_CITATION = "[unresolved citation]";

export interface CitationView {
  written: string;
  resolution: CitationResolution;
  documentId: string | null;
}

export interface ClaimView {
  id: string;
  text: string;
  verdict: ClaimVerdict;
  citations: CitationView[];
  checks: CheckResult[];
  /** true when the claim rests on a document outside the viewer's groups: text and citations removed */
  withheld: boolean;
}

export interface SourceView {
  id: string;
  documentId: string;
  title: string;
  breadcrumb: string;
  excerpt: string;
  quotes: { text: string; start: number; end: number }[];
  rank: number;
  score: number;
  revision: number;
  revisionId: string;
  effectiveDate: Date | null;
  stale: boolean;
  currentRevision: number | null;
}

export interface EvidenceView {
  documentId: string;
  revisionId: string;
  title: string;
  breadcrumb: string;
  excerpt: string;
  score: number;
}

export interface RetrievalView {
  candidates: {
    rank: number;
    documentId: string;
    revisionId: string;
    title: string;
    breadcrumb: string;
    excerpt: string;
    score: number;
    coverage: number;
    decision: string;
  }[];
  withheldCount: number;
  settings: unknown;
  timingsMs: unknown;
  modelError: string | null;
  /** how the status was decided (coverage of the question by the supported claims) */
  answered: unknown;
  confidence: unknown;
}

export interface AnswerView {
  id: string;
  question: string;
  status: AnswerStatus;
  grounded: boolean;
  text: string;
  claims: ClaimView[];
  sources: SourceView[];
  evidence: EvidenceView[];
  limitations: Limitation[];
  conflicts: ConflictView[];
  model: string | null;
  promptVersion: string | null;
  createdAt: Date;
  /** reviewer-only parts; null in a reader view */
  diagnosis: string[] | null;
  retrieval: RetrievalView | null;
  caller: { keyId: string | null; name: string; role: string; groups: string[] } | null;
  modelText: string | null;
  hash: string | null;
  /** what the caller keeps: the answer's id, hash, hash version, time, encrypted position and the signature over them */
  receipt: ReceiptView;
  /** how many parts (claims, sources, evidence, candidates, conflicts) were withheld from this viewer */
  withheldParts: number;
}

/** documentId -> current revision (id and number) and access groups, read when an answer is viewed. */
export type CurrentRevisions = ReadonlyMap<
  string,
  { id: string; number: number; groups?: readonly string[] }
>;

export function toAnswerView(
  a: StoredAnswer,
  full: boolean,
  current: CurrentRevisions,
  resolutions: ReadonlyMap<string, ConflictResolutionRecord> = new Map(),
): AnswerView {
  return {
    id: a.id,
    question: a.question,
    status: a.status,
    grounded: a.grounded,
    text: a.text,
    claims: a.claims.map((c) => claimView(a.id, c, full)),
    sources: a.sources.map((s) => sourceView(a.id, s, current.get(s.documentId))),
    evidence: evidenceOf(a),
    limitations: a.limitations.map((l) => ({ kind: l.kind, message: l.message })),
    conflicts: a.conflicts.map((c) =>
      toConflictView(
        { ...c, answerId: a.id, createdAt: new Date(a.createdAt) },
        full,
        resolutions.get(c.conflictKey) ?? null,
      ),
    ),
    model: a.model,
    promptVersion: a.promptVersion,
    createdAt: new Date(a.createdAt),
    diagnosis: full ? a.diagnosis : null,
    retrieval: full ? retrievalView(a) : null,
    caller: full
      ? { keyId: a.callerKeyId, name: a.callerName, role: a.callerRole, groups: a.callerGroups }
      : null,
    modelText: full ? a.modelText : null,
    hash: full ? a.hash : null,
    receipt: receiptOf(a),
    withheldParts: 0,
  };
}

/** Readers never see a restricted citation as such: it looks exactly like an unknown one. */
function claimView(answerId: string, c: StoredAnswer["claims"][number], full: boolean): ClaimView {
  return {
    id: `${answerId}:${c.ordinal}`,
    text: c.text,
    verdict: !full && c.verdict === "RESTRICTED_CITATION" ? "UNKNOWN_CITATION" : c.verdict,
    citations: c.citations.map((x) =>
      full || x.resolution === "RESOLVED"
        ? { written: x.written, resolution: x.resolution, documentId: x.documentId }
        : { written: REDACTED_CITATION, resolution: "UNKNOWN", documentId: null },
    ),
    checks: c.checks,
    withheld: false,
  };
}

function sourceView(
  answerId: string,
  s: StoredAnswer["sources"][number],
  cur: { id: string; number: number } | undefined,
): SourceView {
  return {
    id: `${answerId}:s${s.ordinal}`,
    documentId: s.documentId,
    title: s.title,
    breadcrumb: s.breadcrumb,
    excerpt: s.excerpt,
    quotes: s.quotes ?? [],
    rank: s.rank,
    score: s.score,
    revision: s.revision,
    revisionId: s.revisionId,
    effectiveDate: s.effectiveDate ? new Date(s.effectiveDate) : null,
    stale: cur ? cur.id !== s.revisionId : true,
    currentRevision: cur?.number ?? null,
  };
}

/** MODEL_UNAVAILABLE only: what retrieval found, not an answer. */
function evidenceOf(a: StoredAnswer): EvidenceView[] {
  if (a.status !== "MODEL_UNAVAILABLE") return [];
  return a.candidates
    .filter((c) => c.decision === "RELEVANT")
    .map((c) => ({
      documentId: c.documentId,
      revisionId: c.revisionId,
      title: c.title,
      breadcrumb: c.breadcrumb,
      excerpt: c.excerpt,
      score: c.score,
    }));
}

function retrievalView(a: StoredAnswer): RetrievalView {
  const trace = (a.trace ?? {}) as {
    withheldCount?: number;
    settings?: unknown;
    timingsMs?: unknown;
    modelError?: string;
    answered?: unknown;
    confidence?: unknown;
  };
  return {
    candidates: a.candidates.map((c) => ({ ...c, rank: c.ordinal + 1 })),
    withheldCount: trace.withheldCount ?? 0,
    settings: trace.settings ?? {},
    timingsMs: trace.timingsMs ?? {},
    modelError: trace.modelError ?? null,
    answered: trace.answered ?? null,
    confidence: trace.confidence ?? null,
  };
}
