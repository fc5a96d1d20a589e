/** Documents, revisions and chunks in Prisma. Implements DocumentStore and the ask pipeline's DocumentLookup. */
import { randomUUID } from "node:crypto";
import type { PrismaClient, Prisma } from "../../generated/prisma/client";
import {
  TitleTakenError,
  type DocumentChanges,
  type DocumentStore,
  type NewDocument,
  type NewRevision,
  type TitleRow,
} from "../../core/documents/document-ports";
import type { RevisionRecord } from "../../core/documents/document-types";
import type { AuditActor } from "../../core/types";
import { appendEvent } from "./prisma-audit-log";
import { chunksHash, type AuditPayload } from "../../core/audit/events";
import type { Sealer } from "../../core/audit/seals";
import type { DocumentFilter, DocumentRecord } from "../../core/documents/document-types";
import type { AccessScope, DocumentLookup, TitleInfo } from "../../core/ask/ask-ports";
import { normalizeTitle } from "../../core/text/normalize-title";
import { guarded, isUniqueViolation } from "./prisma-errors";
import { decodeCursor, encodeCursor, escapeLike } from "./cursor";

const withRevision = {
  currentRevision: { select: { id: true, number: true, effectiveDate: true, createdAt: true } },
} as const;
type Row = Prisma.DocumentGetPayload<{ include: typeof withRevision }>;

function toRecord(row: Row): DocumentRecord {
  return {
    id: row.id,
    title: row.title,
    titleKey: row.titleKey,
    groups: row.groups,
    status: row.status,
    sourceUrl: row.sourceUrl,
    sourcePath: row.sourcePath,
    sourceTitle: row.sourceTitle,
    titleOrigin: row.titleOrigin as DocumentRecord["titleOrigin"],
    aliases: row.aliases,
    titleNotes: row.titleNotes,
    reviewBy: row.reviewBy,
    revision: row.currentRevision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The new revision's chunks become the searchable ones (if the document is active); the old stop being. */
async function replaceChunks(
  tx: Prisma.TransactionClient,
  documentId: string,
  revisionId: string,
  revision: NewRevision,
  searchable: boolean,
): Promise<void> {
  await tx.chunk.updateMany({
    where: { documentId, searchable: true },
    data: { searchable: false },
  });
  if (revision.chunks.length === 0) return;
  await tx.chunk.createMany({
    data: revision.chunks.map((c, ordinal) => ({
      id: randomUUID(),
      revisionId,
      documentId,
      ordinal,
      breadcrumb: c.breadcrumb,
      text: c.text,
      blocks: c.blocks as unknown as Prisma.InputJsonValue,
      searchable,
    })),
  });
}

/** What the revision's event records of its chunks, exactly as they are stored (JSON round trip). */
function revisionChunksHash(revision: NewRevision): string {
  return chunksHash(
    revision.chunks.map((c, ordinal) => ({
      ordinal,
      breadcrumb: c.breadcrumb,
      text: c.text,
      blocks: JSON.parse(JSON.stringify(c.blocks)) as unknown,
    })),
  );
}

/** Archiving hides the document's chunks from search; restoring shows its current revision's again. */
async function setSearchable(
  tx: Prisma.TransactionClient,
  id: string,
  active: boolean,
): Promise<void> {
  const doc = await tx.document.findUniqueOrThrow({
    where: { id },
    select: { currentRevisionId: true },
  });
  await tx.chunk.updateMany({
    where: { documentId: id, searchable: !active },
    data: { searchable: false },
  });
  if (active && doc.currentRevisionId)
    await tx.chunk.updateMany({
      where: { revisionId: doc.currentRevisionId },
      data: { searchable: true },
    });
}

export class PrismaDocumentStore implements DocumentStore, DocumentLookup {
  /** chunks written since the planner's statistics were last refreshed, and the table size then */
  private chunksSinceAnalyze = 0;
  private chunksAtAnalyze = 0;

  constructor(
    private readonly prisma: PrismaClient,
    /** seals every answer and audit event with AUDIT_SIGNING_KEY (null: unsealed) */
    private readonly sealer: Sealer | null = null,
  ) {}

  /**
   * Refreshes the planner's statistics (ANALYZE) once enough chunks were written. PGlite has no
   * autovacuum: without statistics the planner guesses one readable document and re-scans the
   * chunk index per document — seconds per search on 10,000 chunks instead of milliseconds.
   */
  async analyzeIfStale(force = false): Promise<void> {
    if (!force && this.chunksSinceAnalyze < Math.max(200, this.chunksAtAnalyze * 0.5)) return;
    await guarded(() =>
      this.prisma.$executeRawUnsafe(`ANALYZE "Chunk", "Document", "DocumentRevision"`),
    );
    this.chunksAtAnalyze = await this.prisma.chunk.count();
    this.chunksSinceAnalyze = 0;
  }

  private async wrote(chunks: number): Promise<void> {
    this.chunksSinceAnalyze += chunks;
    await this.analyzeIfStale();
  }

  async findById(id: string): Promise<DocumentRecord | null> {
    const row = await guarded(() =>
      this.prisma.document.findUnique({ where: { id }, include: withRevision }),
    );
    return row ? toRecord(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<DocumentRecord[]> {
    const rows = await guarded(() =>
      this.prisma.document.findMany({ where: { id: { in: [...ids] } }, include: withRevision }),
    );
    return rows.map(toRecord);
  }

  async findByTitleKey(titleKey: string): Promise<DocumentRecord | null> {
    const row = await guarded(() =>
      this.prisma.document.findUnique({ where: { titleKey }, include: withRevision }),
    );
    return row ? toRecord(row) : null;
  }

  async findBySourcePath(sourcePath: string): Promise<DocumentRecord | null> {
    const row = await guarded(() =>
      this.prisma.document.findUnique({ where: { sourcePath }, include: withRevision }),
    );
    return row ? toRecord(row) : null;
  }

  async findLegacy(fileUrl: string): Promise<DocumentRecord | null> {
    const row = await guarded(() =>
      this.prisma.document.findFirst({
        where: { sourcePath: null, sourceUrl: fileUrl },
        include: withRevision,
      }),
    );
    return row ? toRecord(row) : null;
  }

  async listBySourcePrefix(prefix: string): Promise<DocumentRecord[]> {
    const rows = await guarded(() =>
      this.prisma.document.findMany({
        where: { status: "ACTIVE", sourcePath: { startsWith: escapeLike(prefix) } },
        include: withRevision,
        orderBy: { sourcePath: "asc" },
      }),
    );
    return rows.map(toRecord);
  }

  async currentBodyHash(id: string): Promise<string | null> {
    const row = await this.prisma.document.findUnique({
      where: { id },
      select: { currentRevision: { select: { bodyHash: true } } },
    });
    return row?.currentRevision?.bodyHash ?? null;
  }

  private async addRevision(
    tx: Prisma.TransactionClient,
    documentId: string,
    revision: NewRevision,
    searchable: boolean,
  ): Promise<string> {
    const last = await tx.documentRevision.findFirst({
      where: { documentId },
      orderBy: { number: "desc" },
      select: { number: true },
    });
    const revisionId = randomUUID();
    await tx.documentRevision.create({
      data: {
        id: revisionId,
        documentId,
        number: (last?.number ?? 0) + 1,
        body: revision.body,
        bodyHash: revision.bodyHash,
        effectiveDate: revision.effectiveDate,
      },
    });
    await replaceChunks(tx, documentId, revisionId, revision, searchable);
    return revisionId;
  }

  /** An audit event in the change's transaction, sealed with the deployment key. */
  private event(tx: Prisma.TransactionClient, actor: AuditActor, payload: AuditPayload) {
    return appendEvent(tx, actor, payload, this.sealer);
  }

  async create(doc: NewDocument, actor: AuditActor): Promise<DocumentRecord> {
    const id = randomUUID();
    try {
      await guarded(() =>
        this.prisma.$transaction((tx) => this.insertDocument(tx, id, doc, actor), {
          timeout: 60_000,
        }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new TitleTakenError(doc.titleKey);
      throw err;
    }
    await this.wrote(doc.revision.chunks.length);
    return (await this.findById(id))!;
  }

  /** The document, its first title, its first revision and DOCUMENT_CREATED, in one transaction. */
  private async insertDocument(
    tx: Prisma.TransactionClient,
    id: string,
    doc: NewDocument,
    actor: AuditActor,
  ): Promise<void> {
    await tx.document.create({
      data: {
        id,
        title: doc.title,
        titleKey: doc.titleKey,
        groups: doc.groups,
        sourceUrl: doc.sourceUrl,
        reviewBy: doc.reviewBy,
        ...(doc.source ? { ...doc.source } : {}),
      },
    });
    await tx.documentTitle.create({
      data: { id: randomUUID(), documentId: id, title: doc.title, titleKey: doc.titleKey },
    });
    const revisionId = await this.addRevision(tx, id, doc.revision, true);
    await tx.document.update({ where: { id }, data: { currentRevisionId: revisionId } });
    await this.event(tx, actor, {
      type: "DOCUMENT_CREATED",
      documentId: id,
      title: doc.title,
      groups: doc.groups,
      revisionId,
      bodyHash: doc.revision.bodyHash,
      chunksHash: revisionChunksHash(doc.revision),
    });
  }

  async update(id: string, changes: DocumentChanges, actor: AuditActor): Promise<DocumentRecord> {
    try {
      await guarded(() =>
        this.prisma.$transaction((tx) => this.applyChanges(tx, id, changes, actor), {
          timeout: 60_000,
        }),
      );
    } catch (err) {
      if (isUniqueViolation(err) && changes.titleKey) throw new TitleTakenError(changes.titleKey);
      throw err;
    }
    if (changes.revision) await this.wrote(changes.revision.chunks.length);
    return (await this.findById(id))!;
  }

  /** The change, its title history, its audit events and its revision or search visibility. */
  private async applyChanges(
    tx: Prisma.TransactionClient,
    id: string,
    changes: DocumentChanges,
    actor: AuditActor,
  ): Promise<void> {
    const before = await tx.document.findUniqueOrThrow({
      where: { id },
      select: { title: true, groups: true, status: true },
    });
    const { revision, source, ...fields } = changes;
    await tx.document.update({
      where: { id },
      data: { ...fields, ...(source ?? {}), updatedAt: new Date() },
    });
    if (changes.title && changes.titleKey)
      await tx.documentTitle.create({
        data: {
          id: randomUUID(),
          documentId: id,
          title: changes.title,
          titleKey: changes.titleKey,
        },
      });
    const active =
      (await tx.document.findUniqueOrThrow({ where: { id }, select: { status: true } })).status ===
      "ACTIVE";
    await this.recordChanges(tx, id, before, changes, actor);
    if (revision) {
      const revisionId = await this.addRevision(tx, id, revision, active);
      await tx.document.update({ where: { id }, data: { currentRevisionId: revisionId } });
      await this.event(tx, actor, {
        type: "DOCUMENT_REVISED",
        documentId: id,
        revisionId,
        bodyHash: revision.bodyHash,
        chunksHash: revisionChunksHash(revision),
      });
    } else if (changes.status) await setSearchable(tx, id, active);
  }

  /** The audit events of a document change, written in its transaction. */
  private async recordChanges(
    tx: Prisma.TransactionClient,
    id: string,
    before: { title: string; groups: string[]; status: string },
    changes: DocumentChanges,
    actor: AuditActor,
  ): Promise<void> {
    if (changes.title && changes.title !== before.title)
      await this.event(tx, actor, {
        type: "DOCUMENT_RENAMED",
        documentId: id,
        from: before.title,
        to: changes.title,
      });
    if (changes.groups && changes.groups.join() !== before.groups.join()) {
      await this.event(tx, actor, {
        type: "DOCUMENT_ACCESS_CHANGED",
        documentId: id,
        from: before.groups,
        to: changes.groups,
      });
    }
    if (changes.status && changes.status !== before.status) {
      await this.event(tx, actor, {
        type: changes.status === "ARCHIVED" ? "DOCUMENT_ARCHIVED" : "DOCUMENT_RESTORED",
        documentId: id,
      });
    }
  }

  /** `readerGroups` null = everything (admin); otherwise active documents those groups may read. */
  async list(
    filter: DocumentFilter,
    first: number,
    after: string | null,
    readerGroups: readonly string[] | null = null,
  ): Promise<{ items: DocumentRecord[]; cursors: string[]; hasNextPage: boolean }> {
    const cursor = after != null ? decodeCursor(after, "document") : null;
    // the caller's groups as a query scope (the rule of who may see what is core's, read-documents.ts)
    const access: Prisma.DocumentWhereInput[] = readerGroups
      ? [{ OR: [{ groups: { isEmpty: true } }, { groups: { hasSome: [...readerGroups] } }] }]
      : [];
    const where: Prisma.DocumentWhereInput = {
      AND: access,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.group ? { groups: { has: filter.group.trim().toLowerCase() } } : {}),
      ...(filter.title ? { titleKey: { contains: escapeLike(normalizeTitle(filter.title)) } } : {}),
      ...(filter.sourcePath
        ? filter.sourcePath.endsWith("/")
          ? { sourcePath: { startsWith: escapeLike(filter.sourcePath) } }
          : { sourcePath: filter.sourcePath }
        : {}),
      ...(cursor
        ? { OR: [{ titleKey: { gt: cursor.k } }, { titleKey: cursor.k, id: { gt: cursor.id } }] }
        : {}),
    };
    const rows = await guarded(() =>
      this.prisma.document.findMany({
        where,
        include: withRevision,
        orderBy: [{ titleKey: "asc" }, { id: "asc" }],
        take: first + 1,
      }),
    );
    const items = rows.slice(0, first).map(toRecord);
    return {
      items,
      cursors: items.map((d) => encodeCursor("document", { k: d.titleKey, id: d.id })),
      hasNextPage: rows.length > first,
    };
  }

  async revisionsOf(documentIds: readonly string[]): Promise<Map<string, RevisionRecord[]>> {
    const rows = await guarded(() =>
      this.prisma.documentRevision.findMany({
        where: { documentId: { in: [...documentIds] } },
        select: {
          id: true,
          documentId: true,
          number: true,
          effectiveDate: true,
          createdAt: true,
          body: true,
          currentOf: { select: { id: true } },
        },
        orderBy: [{ documentId: "asc" }, { number: "desc" }],
      }),
    );
    const out = new Map<string, RevisionRecord[]>(documentIds.map((id) => [id, []]));
    for (const r of rows) {
      out.get(r.documentId)?.push({
        id: r.id,
        number: r.number,
        effectiveDate: r.effectiveDate,
        createdAt: r.createdAt,
        body: r.body,
        current: r.currentOf !== null,
      });
    }
    return out;
  }

  async titleHistory(id: string): Promise<{ title: string; changedAt: Date }[]> {
    const rows = await this.prisma.documentTitle.findMany({
      where: { documentId: id },
      orderBy: { createdAt: "asc" },
    });
    return rows.map((r) => ({ title: r.title, changedAt: r.createdAt }));
  }

  async allTitles(): Promise<TitleRow[]> {
    return this.prisma.document.findMany({
      select: {
        id: true,
        title: true,
        titleKey: true,
        status: true,
        sourcePath: true,
        titleOrigin: true,
        aliases: true,
        titleNotes: true,
      },
      orderBy: { titleKey: "asc" },
    });
  }

  /**
   * One statement for every title: each phrase looked up through the GIN index, kept where the
   * passage's breadcrumb (its page title and headings) holds it, as words and as text (a stop-word
   * title like "About this documentation" is only "documentation" to the text search), counted per source of the other
   * documents (the SQL twin of sourceOf in title-proposals.ts).
   */
  async subjectMentions(
    titles: readonly { id: string; title: string }[],
  ): Promise<Map<string, Map<string, number>>> {
    if (titles.length === 0) return new Map();
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<{ id: string; source: string; n: number }[]>(
        `SELECT t.id::text AS id,
           CASE WHEN d."sourcePath" ~* '^https?://' THEN lower(split_part(d."sourcePath", '/', 3))
                WHEN position('/' in coalesce(d."sourcePath", '')) > 0 THEN split_part(d."sourcePath", '/', 1)
                ELSE '' END AS source,
           count(DISTINCT d.id)::int AS n
         FROM unnest($1::uuid[], $2::text[]) AS t(id, title)
         JOIN "Chunk" c ON c.searchable AND c."documentId" <> t.id
           AND c.tsv @@ phraseto_tsquery('english', t.title)
           AND to_tsvector('english', c.breadcrumb) @@ phraseto_tsquery('english', t.title)
           AND position(lower(t.title) in lower(c.breadcrumb)) > 0
         JOIN "Document" d ON d.id = c."documentId" AND d.status = 'ACTIVE'
         GROUP BY 1, 2`,
        titles.map((t) => t.id),
        titles.map((t) => t.title),
      ),
    );
    const out = new Map<string, Map<string, number>>();
    for (const r of rows) out.set(r.id, (out.get(r.id) ?? new Map()).set(r.source, Number(r.n)));
    return out;
  }

  // DocumentLookup (ask pipeline)

  async findByTitleKeys(keys: readonly string[]): Promise<TitleInfo[]> {
    const rows = await guarded(() =>
      this.prisma.document.findMany({
        where: { titleKey: { in: [...keys] } },
        select: { id: true, titleKey: true, groups: true },
      }),
    );
    return rows.map((r) => ({ titleKey: r.titleKey, documentId: r.id, groups: r.groups }));
  }

  /**
   * Driven from the documents the scope may read (public ones first found by their index), so a
   * caller outside every group does not wait on a walk over restricted chunks.
   */
  async hasSearchableContent(scope: AccessScope): Promise<boolean> {
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<{ found: boolean }[]>(
        `SELECT EXISTS (
           SELECT 1 FROM "Document" d
           WHERE ($1::text[] IS NULL OR cardinality(d.groups) = 0 OR d.groups && $1::text[])
             AND EXISTS (SELECT 1 FROM "Chunk" c WHERE c."documentId" = d.id AND c.searchable)
         ) AS found`,
        scope.all ? null : [...scope.groups],
      ),
    );
    return rows[0]?.found === true;
  }

  async currentRevisionIds(documentIds: readonly string[]): Promise<Map<string, string>> {
    if (documentIds.length === 0) return new Map();
    const rows = await guarded(() =>
      this.prisma.document.findMany({
        where: { id: { in: [...documentIds] } },
        select: { id: true, currentRevisionId: true },
      }),
    );
    return new Map(
      rows.filter((r) => r.currentRevisionId).map((r) => [r.id, r.currentRevisionId!]),
    );
  }
}
