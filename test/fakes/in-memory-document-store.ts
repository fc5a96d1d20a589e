/**
 * An in-memory DocumentStore with the Prisma store's semantics (the contract suite in
 * test/contract/document-store.contract.ts holds for both): unique title keys, revisions numbered
 * from 1 with the newest current, the title history, list order by titleKey then id with opaque
 * cursors, and the reader-group scope (public documents and those sharing a group). Audit events it
 * records as a plain list, in the order the Prisma store writes them.
 */
import { randomUUID } from "node:crypto";
import {
  TitleTakenError,
  type DocumentChanges,
  type DocumentStore,
  type NewDocument,
  type NewRevision,
  type TitleRow,
} from "../../src/core/documents/document-ports";
import type {
  DocumentFilter,
  DocumentRecord,
  RevisionRecord,
  TitleChange,
} from "../../src/core/documents/document-types";
import { normalizeTitle } from "../../src/core/text/normalize-title";
import type { AuditActor } from "../../src/core/types";

interface StoredRevision extends NewRevision {
  id: string;
  number: number;
  createdAt: Date;
}

const cursorOf = (d: DocumentRecord) =>
  Buffer.from(JSON.stringify({ k: d.titleKey, id: d.id })).toString("base64url");
const readCursor = (c: string) =>
  JSON.parse(Buffer.from(c, "base64url").toString()) as { k: string; id: string };
const byKeyThenId = (a: DocumentRecord, b: DocumentRecord) =>
  a.titleKey < b.titleKey ? -1 : a.titleKey > b.titleKey ? 1 : a.id < b.id ? -1 : 1;

export class InMemoryDocumentStore implements DocumentStore {
  private readonly docs = new Map<string, DocumentRecord>();
  private readonly revisions = new Map<string, StoredRevision[]>();
  private readonly titles = new Map<string, TitleChange[]>();
  readonly events: { type: string; documentId: string; actor: string }[] = [];

  async findById(id: string): Promise<DocumentRecord | null> {
    return this.copy(this.docs.get(id));
  }

  async findByIds(ids: readonly string[]): Promise<DocumentRecord[]> {
    return ids.flatMap((id) => (this.docs.has(id) ? [this.copy(this.docs.get(id))!] : []));
  }

  async findByTitleKey(titleKey: string): Promise<DocumentRecord | null> {
    return this.copy([...this.docs.values()].find((d) => d.titleKey === titleKey));
  }

  async findBySourcePath(sourcePath: string): Promise<DocumentRecord | null> {
    return this.copy([...this.docs.values()].find((d) => d.sourcePath === sourcePath));
  }

  async listBySourcePrefix(prefix: string): Promise<DocumentRecord[]> {
    return [...this.docs.values()]
      .filter((d) => d.status === "ACTIVE" && (d.sourcePath ?? "").startsWith(prefix))
      .sort((a, b) => (a.sourcePath! < b.sourcePath! ? -1 : 1))
      .map((d) => this.copy(d)!);
  }

  async currentBodyHash(id: string): Promise<string | null> {
    return this.revisions.get(id)?.at(-1)?.bodyHash ?? null;
  }

  async create(doc: NewDocument, actor: AuditActor): Promise<DocumentRecord> {
    if ([...this.docs.values()].some((d) => d.titleKey === doc.titleKey))
      throw new TitleTakenError(doc.titleKey);
    const now = new Date();
    const id = randomUUID();
    this.docs.set(id, {
      id,
      title: doc.title,
      titleKey: doc.titleKey,
      groups: [...doc.groups],
      status: "ACTIVE",
      sourceUrl: doc.sourceUrl,
      sourcePath: doc.source?.sourcePath ?? null,
      sourceTitle: doc.source?.sourceTitle ?? null,
      titleOrigin: doc.source?.titleOrigin ?? "ADMIN",
      aliases: doc.source?.aliases ?? [],
      titleNotes: doc.source?.titleNotes ?? [],
      reviewBy: doc.reviewBy,
      revision: null,
      createdAt: now,
      updatedAt: now,
    });
    this.titles.set(id, [{ title: doc.title, changedAt: now }]);
    this.addRevision(id, doc.revision);
    this.events.push({ type: "DOCUMENT_CREATED", documentId: id, actor: actor.name });
    return (await this.findById(id))!;
  }

  async update(id: string, changes: DocumentChanges, actor: AuditActor): Promise<DocumentRecord> {
    const before = this.docs.get(id);
    if (!before) throw new Error(`no document ${id}`);
    const { revision, source, ...fields } = changes;
    if (
      fields.titleKey &&
      [...this.docs.values()].some((d) => d.titleKey === fields.titleKey && d.id !== id)
    )
      throw new TitleTakenError(fields.titleKey);
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const after = { ...before, ...defined, ...(source ?? {}), updatedAt: new Date() };
    this.docs.set(id, after as DocumentRecord);
    if (fields.title && fields.titleKey)
      this.titles.get(id)!.push({ title: fields.title, changedAt: new Date() });
    const event = (type: string) => this.events.push({ type, documentId: id, actor: actor.name });
    if (fields.title && fields.title !== before.title) event("DOCUMENT_RENAMED");
    if (fields.groups && fields.groups.join() !== before.groups.join())
      event("DOCUMENT_ACCESS_CHANGED");
    if (fields.status && fields.status !== before.status)
      event(fields.status === "ARCHIVED" ? "DOCUMENT_ARCHIVED" : "DOCUMENT_RESTORED");
    if (revision) {
      this.addRevision(id, revision);
      event("DOCUMENT_REVISED");
    }
    return (await this.findById(id))!;
  }

  async list(
    filter: DocumentFilter,
    first: number,
    after: string | null,
    readerGroups: readonly string[] | null = null,
  ): Promise<{ items: DocumentRecord[]; cursors: string[]; hasNextPage: boolean }> {
    const cursor = after != null ? readCursor(after) : null;
    const path = filter.sourcePath;
    const rows = [...this.docs.values()]
      .filter(
        (d) =>
          (!readerGroups ||
            d.groups.length === 0 ||
            d.groups.some((g) => readerGroups.includes(g))) &&
          (!filter.status || d.status === filter.status) &&
          (!filter.group || d.groups.includes(filter.group.trim().toLowerCase())) &&
          (!filter.title || d.titleKey.includes(normalizeTitle(filter.title))) &&
          (!path ||
            (path.endsWith("/") ? (d.sourcePath ?? "").startsWith(path) : d.sourcePath === path)) &&
          (!cursor || d.titleKey > cursor.k || (d.titleKey === cursor.k && d.id > cursor.id)),
      )
      .sort(byKeyThenId);
    const items = rows.slice(0, first).map((d) => this.copy(d)!);
    return { items, cursors: items.map(cursorOf), hasNextPage: rows.length > first };
  }

  async titleHistory(id: string): Promise<TitleChange[]> {
    return [...(this.titles.get(id) ?? [])];
  }

  async revisionsOf(documentIds: readonly string[]): Promise<Map<string, RevisionRecord[]>> {
    return new Map(
      documentIds.map((id) => {
        const all = this.revisions.get(id) ?? [];
        const current = this.docs.get(id)?.revision?.id;
        return [
          id,
          [...all].reverse().map((r) => ({
            id: r.id,
            number: r.number,
            effectiveDate: r.effectiveDate,
            createdAt: r.createdAt,
            body: r.body,
            current: r.id === current,
          })),
        ];
      }),
    );
  }

  async allTitles(): Promise<TitleRow[]> {
    return [...this.docs.values()]
      .sort((a, b) => (a.titleKey < b.titleKey ? -1 : 1))
      .map((d) => ({
        id: d.id,
        title: d.title,
        titleKey: d.titleKey,
        status: d.status,
        sourcePath: d.sourcePath,
        titleOrigin: d.titleOrigin,
        aliases: d.aliases,
        titleNotes: d.titleNotes,
      }));
  }

  private addRevision(id: string, revision: NewRevision): void {
    const list = this.revisions.get(id) ?? [];
    const stored = {
      ...revision,
      id: randomUUID(),
      number: list.length + 1,
      createdAt: new Date(),
    };
    this.revisions.set(id, [...list, stored]);
    const doc = this.docs.get(id)!;
    doc.revision = {
      id: stored.id,
      number: stored.number,
      effectiveDate: stored.effectiveDate,
      createdAt: stored.createdAt,
    };
  }

  private copy(d: DocumentRecord | undefined): DocumentRecord | null {
    return d ? { ...d, groups: [...d.groups], revision: d.revision && { ...d.revision } } : null;
  }
}
