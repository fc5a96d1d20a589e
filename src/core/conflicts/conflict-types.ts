import type { StoredConflict } from "../audit/stored-answer";

export type ConflictDecision = "SOURCE_WINS" | "BOTH_VALID";

export interface ConflictResolutionRecord {
  id: string;
  conflictKey: string;
  decision: ConflictDecision;
  winningDocumentId: string | null;
  note: string;
  reviewer: string;
  createdAt: Date;
}

/** A conflict as found by one recorded answer. */
export interface ConflictRecord extends StoredConflict {
  answerId: string;
  createdAt: Date;
  /** in the review queue: how many answers found this disagreement, and the newest of them */
  hits?: number;
  answerIds?: string[];
}

export interface ConflictFilter {
  resolved?: boolean | null;
  documentId?: string | null;
  since?: Date | null;
  until?: Date | null;
}

/** Reviewers' resolutions, as the pipeline and the answer views apply them. */
export interface ResolutionReader {
  /** The newest resolution of each conflict key. */
  latestResolutions(keys: readonly string[]): Promise<Map<string, ConflictResolutionRecord>>;
}

export interface ConflictStore extends ResolutionReader {
  find(answerId: string, ordinal: number): Promise<ConflictRecord | null>;
  /** the newest finding of a disagreement */
  findByKey(conflictKey: string): Promise<ConflictRecord | null>;
  list(
    filter: ConflictFilter,
    first: number,
    after: string | null,
  ): Promise<{ items: ConflictRecord[]; cursors: string[]; hasNextPage: boolean }>;
  appendResolution(
    r: Omit<ConflictResolutionRecord, "id" | "createdAt">,
    reviewerKeyId: string | null,
  ): Promise<ConflictResolutionRecord>;
  /** documentId -> current access groups (missing ids are absent), checked when conflicts are viewed. */
  documentGroups(documentIds: readonly string[]): Promise<Map<string, readonly string[]>>;
}
