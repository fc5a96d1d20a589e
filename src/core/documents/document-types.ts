import type { DocumentStatus } from "../types";

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
  reviewBy: Date | null;
  revision: RevisionInfo | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChunkDraft {
  breadcrumb: string;
  text: string;
}

export interface DocumentInput {
  id?: string | null;
  title: string;
  body: string;
  groups?: readonly string[] | null;
  effectiveDate?: Date | null;
  sourceUrl?: string | null;
  reviewBy?: Date | null;
}

export interface DocumentFilter {
  title?: string | null;
  group?: string | null;
  status?: DocumentStatus | null;
}

export interface TitleChange {
  title: string;
  changedAt: Date;
}
