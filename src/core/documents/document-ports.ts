/** What the document services need from storage and from the Markdown chunker. */
import type { AuditActor } from "../types";
import type {
  ChunkDraft,
  DocumentFilter,
  DocumentRecord,
  RevisionRecord,
  SourceIdentity,
  TitleChange,
  TitleOrigin,
} from "./document-types";

export interface DocumentChanges {
  title?: string;
  titleKey?: string;
  titleOrigin?: TitleOrigin;
  groups?: string[];
  sourceUrl?: string | null;
  reviewBy?: Date | null;
  status?: "ACTIVE" | "ARCHIVED";
  source?: Omit<SourceIdentity, "titleOrigin">;
  revision?: NewRevision;
}

/** A document as created: its first title, access, source identity and first revision. */
export interface NewDocument {
  title: string;
  titleKey: string;
  groups: string[];
  sourceUrl: string | null;
  reviewBy: Date | null;
  source?: SourceIdentity;
  revision: NewRevision;
}

export interface NewRevision {
  body: string;
  bodyHash: string;
  effectiveDate: Date | null;
  chunks: ChunkDraft[];
}

/** Thrown by a DocumentStore when the unique titleKey is taken (the race the pre-check cannot close). */
export class TitleTakenError extends Error {
  constructor(readonly titleKey: string) {
    super(`title key "${titleKey}" is taken`);
    this.name = "TitleTakenError";
  }
}

/** Reading documents; who may see which is decided in core (read-documents.ts), not here. */
export interface DocumentReader {
  findById(id: string): Promise<DocumentRecord | null>;
  findByIds(ids: readonly string[]): Promise<DocumentRecord[]>;
  /** by titleKey, then id; `readerGroups` scopes the query to documents readable with those groups */
  list(
    filter: DocumentFilter,
    first: number,
    after: string | null,
    readerGroups?: readonly string[] | null,
  ): Promise<{ items: DocumentRecord[]; cursors: string[]; hasNextPage: boolean }>;
  titleHistory(id: string): Promise<TitleChange[]>;
  /** every revision of each document, newest first */
  revisionsOf(documentIds: readonly string[]): Promise<Map<string, RevisionRecord[]>>;
}

export interface DocumentStore extends DocumentReader {
  findByTitleKey(titleKey: string): Promise<DocumentRecord | null>;
  currentBodyHash(id: string): Promise<string | null>;
  findBySourcePath(sourcePath: string): Promise<DocumentRecord | null>;
  /** ACTIVE documents whose sourcePath starts with `prefix` */
  listBySourcePrefix(prefix: string): Promise<DocumentRecord[]>;
  /** writes the document and its DOCUMENT_CREATED audit event in one transaction */
  create(doc: NewDocument, actor: AuditActor): Promise<DocumentRecord>;
  /** writes the change and its audit events (revised, renamed, access changed, archived) in one transaction */
  update(id: string, changes: DocumentChanges, actor: AuditActor): Promise<DocumentRecord>;
  allTitles(): Promise<TitleRow[]>;
}

export interface TitleRow {
  id: string;
  title: string;
  titleKey: string;
  status: string;
  sourcePath: string | null;
  titleOrigin: string;
  aliases: string[];
  titleNotes: string[];
}

export interface Chunker {
  chunk(title: string, markdown: string): ChunkDraft[];
}
