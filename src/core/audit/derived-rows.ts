/** The served rows the event chain backs (read by the adapter, checked in derived.ts). */

export interface ReviewRow {
  id: string;
  answerId: string;
  verdict: string;
  note: string;
  claimMarks: unknown;
  reviewerKeyId: string | null;
  reviewerName: string;
  createdAt: string;
}

export interface ResolutionRow {
  id: string;
  conflictKey: string;
  decision: string;
  winningDocumentId: string | null;
  note: string;
  reviewerKeyId: string | null;
  reviewerName: string;
  createdAt: string;
}

export interface DocumentRow {
  id: string;
  title: string;
  groups: string[];
  status: string;
  currentRevisionId: string | null;
}

export interface RevisionRow {
  id: string;
  documentId: string;
  body: string;
  bodyHash: string;
  chunks: {
    ordinal: number;
    breadcrumb: string;
    text: string;
    blocks: unknown;
    documentId: string;
    searchable: boolean;
  }[];
}

/** The served tables, each read a page at a time. */
export interface AuditedRows {
  reviewRows(): AsyncIterable<ReviewRow>;
  resolutionRows(): AsyncIterable<ResolutionRow>;
  documentRows(): AsyncIterable<DocumentRow>;
  revisionRows(): AsyncIterable<RevisionRow>;
}
