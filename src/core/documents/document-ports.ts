/** What the document services need from storage and from the Markdown chunker. */
import type { ChunkDraft, DocumentFilter, DocumentRecord, TitleChange } from "./document-types";

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

export interface DocumentStore {
  findById(id: string): Promise<DocumentRecord | null>;
  findByTitleKey(titleKey: string): Promise<DocumentRecord | null>;
  currentBodyHash(id: string): Promise<string | null>;
  create(doc: { title: string; titleKey: string; groups: string[]; sourceUrl: string | null; reviewBy: Date | null; revision: NewRevision }): Promise<DocumentRecord>;
  update(
    id: string,
    changes: { title?: string; titleKey?: string; groups?: string[]; sourceUrl?: string | null; reviewBy?: Date | null; status?: "ACTIVE" | "ARCHIVED"; revision?: NewRevision },
  ): Promise<DocumentRecord>;
  list(filter: DocumentFilter, first: number, after: string | null, readerGroups?: readonly string[] | null): Promise<{ items: DocumentRecord[]; hasNextPage: boolean }>;
  titleHistory(id: string): Promise<TitleChange[]>;
  allTitles(): Promise<{ id: string; title: string; titleKey: string; status: string }[]>;
}

export interface Chunker {
  chunk(title: string, markdown: string): ChunkDraft[];
}
