/** The application services the resolvers call, bound to their adapters in app.ts. */
import type { AnswerFilter, ReviewRecord, ReviewVerdict } from "../core/answers/answer-ports";
import type { AnswerView } from "../core/answers/answer-view";
import type { IntegrityReport } from "../core/answers/audit-integrity";
import type { CheckpointRecord } from "../core/audit/checkpoints";
import type { ApiKeyInput, ApiKeyRecord } from "../core/auth/api-keys";
import type {
  DocumentFilter,
  DocumentInput,
  DocumentRecord,
  RevisionRecord,
  TitleChange,
} from "../core/documents/document-types";
import type { Principal } from "../core/types";
import type { ConflictView } from "../core/conflicts/conflict-view";
import type {
  ConflictDecision,
  ConflictFilter,
  ConflictResolutionRecord,
} from "../core/conflicts/conflict-types";
import type { TitleReport } from "../core/documents/title-report";
import type { Connection } from "../core/paging";

export interface Services {
  authenticate(authorization: string | undefined): Promise<Principal>;
  ask(caller: Principal, question: string): Promise<AnswerView>;
  answer(caller: Principal, id: string): Promise<AnswerView | null>;
  answers(
    caller: Principal,
    filter: AnswerFilter,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Connection<AnswerView>>;
  myAnswers(
    caller: Principal,
    filter: Pick<AnswerFilter, "status" | "since" | "until" | "questionContains">,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Connection<AnswerView>>;
  reviewAnswer(
    caller: Principal,
    input: {
      answerId: string;
      verdict: ReviewVerdict;
      note: string;
      claimMarks?: readonly { claimId: string; verdict: ReviewVerdict }[] | null;
    },
  ): Promise<ReviewRecord>;
  reviewsOf(answerIds: readonly string[]): Promise<Map<string, ReviewRecord[]>>;
  auditIntegrity(caller: Principal): Promise<IntegrityReport>;
  /** the public half of AUDIT_SIGNING_KEY (null without one): what receipts are verified with */
  auditPublicKey(): string | null;
  auditCheckpoint(caller: Principal): Promise<CheckpointRecord>;
  upsertDocument(caller: Principal, input: DocumentInput): Promise<DocumentRecord>;
  renameDocument(caller: Principal, id: string, title: string): Promise<DocumentRecord>;
  archiveDocument(caller: Principal, id: string): Promise<DocumentRecord>;
  /** null when it does not exist or the caller may not read it */
  document(caller: Principal, id: string): Promise<DocumentRecord | null>;
  documentsById(caller: Principal, ids: readonly string[]): Promise<Map<string, DocumentRecord>>;
  documents(
    caller: Principal,
    filter: DocumentFilter,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Connection<DocumentRecord>>;
  titleHistory(caller: Principal, id: string): Promise<TitleChange[] | null>;
  /** revisions of documents the caller has already been allowed to see (resolvers reach a Document only through a read check) */
  revisionsOf(documentIds: readonly string[]): Promise<Map<string, RevisionRecord[]>>;
  conflicts(
    caller: Principal,
    filter: ConflictFilter,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Connection<ConflictView>>;
  resolveConflict(
    caller: Principal,
    input: {
      conflictId: string;
      decision: ConflictDecision;
      winningDocumentId?: string | null;
      note: string;
    },
  ): Promise<ConflictResolutionRecord>;
  titleReport(caller: Principal): Promise<TitleReport>;
  createApiKey(
    caller: Principal,
    input: ApiKeyInput,
  ): Promise<{ secret: string; apiKey: ApiKeyRecord }>;
  revokeApiKey(caller: Principal, id: string): Promise<ApiKeyRecord>;
  apiKeys(caller: Principal, includeRevoked: boolean): Promise<ApiKeyRecord[]>;
}
