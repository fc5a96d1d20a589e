import type { DocumentStatus, QuoteBlock } from "../types";

export interface RevisionInfo {
  id: string;
  number: number;
  effectiveDate: Date | null;
  createdAt: Date;
}

export interface DocumentRecord {
  id: string;
  title: string;
  titleKey: string;
  groups: string[];
  status: DocumentStatus;
  sourceUrl: string | null;
  /** identity of an ingested document ("<root>/<path>"); null for documents made through the API */
  sourcePath: string | null;
  /** the title as the source gives it, before qualification */
  sourceTitle: string | null;
  titleOrigin: TitleOrigin;
  aliases: string[];
  titleNotes: string[];
  reviewBy: Date | null;
  revision: RevisionInfo | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChunkDraft {
  breadcrumb: string;
  text: string;
  blocks: QuoteBlock[];
}

/** Where a document's title comes from: ingest keeps an ADMIN title and re-applies the others. */
export type TitleOrigin = "SOURCE" | "QUALIFIED" | "ADMIN";

/** What ingest knows about a document beyond the API's fields. */
export interface SourceIdentity {
  sourcePath: string;
  sourceTitle: string;
  titleOrigin: Exclude<TitleOrigin, "ADMIN">;
  aliases: string[];
  titleNotes: string[];
}

export interface DocumentInput {
  id?: string | null;
  /** set by ingest only */
  source?: SourceIdentity;
  title: string;
  body: string;
  groups?: readonly string[] | null;
  effectiveDate?: Date | null;
  sourceUrl?: string | null;
  reviewBy?: Date | null;
}

export interface DocumentFilter {
  title?: string | null;
  /** documents ingested from this source path, or (ending in "/") from under it */
  sourcePath?: string | null;
  group?: string | null;
  status?: DocumentStatus | null;
}

export interface RevisionRecord {
  id: string;
  number: number;
  effectiveDate: Date | null;
  createdAt: Date;
  body: string;
  current: boolean;
}

export interface TitleChange {
  title: string;
  changedAt: Date;
}
