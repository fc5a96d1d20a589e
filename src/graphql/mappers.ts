/** The parent types codegen's mappers point at: service-layer views, never database rows. */
export type {
  AnswerView,
  ClaimView,
  CitationView,
  SourceView,
  RetrievalView,
} from "../core/answers/answer-view";
export type { ConflictView } from "../core/conflicts/conflict-view";
export type { ConflictResolutionRecord as ConflictResolutionView } from "../core/conflicts/conflict-types";
export type { DocumentRecord as DocumentView } from "../core/documents/document-types";
export type { ReviewRecord as ReviewView } from "../core/answers/answer-ports";
export type { ApiKeyRecord as ApiKeyView } from "../core/auth/api-keys";
