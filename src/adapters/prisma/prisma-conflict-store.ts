/** Conflicts found by recorded answers, and reviewers' append-only resolutions of them. */
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type {
  ConflictFilter,
  ConflictRecord,
  ConflictResolutionRecord,
  ConflictStore,
} from "../../core/conflicts/conflict-types";
import { guarded } from "./prisma-errors";
import { ConflictSidesSchema, readStored } from "./stored-json";
import { appendEvent } from "./prisma-audit-log";
import type { Sealer } from "../../core/audit/seals";
import { decodeCursor, encodeCursor } from "./cursor";

type Row = Prisma.ConflictGetPayload<object>;

function toRecord(r: Row): ConflictRecord {
  return {
    ordinal: r.ordinal,
    conflictKey: r.conflictKey,
    fact: r.fact,
    sides: readStored(ConflictSidesSchema, r.sides, `conflict ${r.answerId}/${r.ordinal} sides`),
    answerId: r.answerId,
    createdAt: r.createdAt,
  };
}

function toResolution(r: Prisma.ConflictResolutionGetPayload<object>): ConflictResolutionRecord {
  return {
    id: r.id,
    conflictKey: r.conflictKey,
    decision: r.decision as ConflictResolutionRecord["decision"],
    winningDocumentId: r.winningDocumentId,
    note: r.note,
    reviewer: r.reviewerName,
    createdAt: r.createdAt,
  };
}

type Param = (v: unknown) => string;

/** The filter as SQL conditions on a finding `c`, its values bound through `param`. */
function filterClauses(filter: ConflictFilter, param: Param): string[] {
  const where: string[] = [];
  if (filter.since) where.push(`c."createdAt" >= ${param(filter.since)}::timestamptz`);
  if (filter.until) where.push(`c."createdAt" <= ${param(filter.until)}::timestamptz`);
  if (filter.documentId)
    where.push(
      `c.sides @> ${param(JSON.stringify([{ documentId: filter.documentId.toLowerCase() }]))}::jsonb`,
    );
  if (filter.resolved != null)
    where.push(
      `c."conflictKey" ${filter.resolved ? "IN" : "NOT IN"} (SELECT "conflictKey" FROM "ConflictResolution")`,
    );
  return where;
}

/** Keyset paging on (createdAt, id) of the latest finding `l`; a forged cursor is refused. */
function afterClause(cursor: { id: string; at?: string }, param: Param): string {
  const at = new Date(cursor.at!);
  if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/i.test(cursor.id))
    decodeCursor("", "conflict");
  return `(l."createdAt" < ${param(at)}::timestamptz OR (l."createdAt" = ${param(at)}::timestamptz AND l.id < ${param(cursor.id)}::uuid))`;
}

export class PrismaConflictStore implements ConflictStore {
  constructor(
    private readonly prisma: PrismaClient,
    /** seals every answer and audit event with AUDIT_SIGNING_KEY (null: unsealed) */
    private readonly sealer: Sealer | null = null,
  ) {}

  async documentGroups(documentIds: readonly string[]): Promise<Map<string, readonly string[]>> {
    if (documentIds.length === 0) return new Map();
    const rows = await guarded(() =>
      this.prisma.document.findMany({
        where: { id: { in: [...documentIds] } },
        select: { id: true, groups: true },
      }),
    );
    return new Map(rows.map((r) => [r.id, r.groups]));
  }

  async find(answerId: string, ordinal: number): Promise<ConflictRecord | null> {
    const row = await guarded(() =>
      this.prisma.conflict.findUnique({ where: { answerId_ordinal: { answerId, ordinal } } }),
    );
    return row ? toRecord(row) : null;
  }

  /**
   * The review queue: each disagreement (conflictKey) once, newest first, as its most recent
   * finding, with the answers that hit it (newest 20) and how many did.
   */
  async list(filter: ConflictFilter, first: number, after: string | null) {
    const cursor = after != null ? decodeCursor(after, "conflict") : null;
    const params: unknown[] = [];
    const param = (v: unknown) => (params.push(v), `$${params.length}`);
    const where = filterClauses(filter, param);
    const page = cursor ? [afterClause(cursor, param)] : [];
    const sql = `
      WITH latest AS (
        SELECT DISTINCT ON (c."conflictKey") c.* FROM "Conflict" c
        ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY c."conflictKey", c."createdAt" DESC, c.id DESC
      )
      SELECT l.id, l."answerId", l.ordinal, l."conflictKey", l.fact, l.sides, l."createdAt",
             (SELECT count(*)::int FROM "Conflict" x WHERE x."conflictKey" = l."conflictKey") AS hits,
             ARRAY(SELECT x."answerId"::text FROM "Conflict" x WHERE x."conflictKey" = l."conflictKey" ORDER BY x."createdAt" DESC, x.id DESC LIMIT 20) AS answer_ids
      FROM latest l ${page.length ? `WHERE ${page.join(" AND ")}` : ""}
      ORDER BY l."createdAt" DESC, l.id DESC
      LIMIT ${param(first + 1)}`;
    type ListRow = Row & { hits: number; answer_ids: string[] };
    const rows = await guarded(() => this.prisma.$queryRawUnsafe<ListRow[]>(sql, ...params));
    const items = rows.slice(0, first);
    return {
      items: items.map((r) => ({
        ...toRecord({ ...r, createdAt: new Date(r.createdAt) }),
        hits: Number(r.hits),
        answerIds: r.answer_ids,
      })),
      cursors: items.map((r) =>
        encodeCursor("conflict", { id: r.id, at: new Date(r.createdAt).toISOString() }),
      ),
      hasNextPage: rows.length > first,
    };
  }

  async findByKey(conflictKey: string): Promise<ConflictRecord | null> {
    const row = await guarded(() =>
      this.prisma.conflict.findFirst({
        where: { conflictKey },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
    );
    return row ? toRecord(row) : null;
  }

  /** The resolution and its CONFLICT_RESOLVED audit event, in one transaction. */
  async appendResolution(
    r: Omit<ConflictResolutionRecord, "id" | "createdAt">,
    reviewerKeyId: string | null,
  ): Promise<ConflictResolutionRecord> {
    const row = await guarded(() =>
      this.prisma.$transaction(async (tx) => {
        const created = await tx.conflictResolution.create({
          data: {
            id: randomUUID(),
            conflictKey: r.conflictKey,
            decision: r.decision,
            winningDocumentId: r.winningDocumentId,
            note: r.note,
            reviewerKeyId,
            reviewerName: r.reviewer,
            createdAt: new Date(),
          },
        });
        await appendEvent(
          tx,
          { keyId: reviewerKeyId, name: r.reviewer },
          {
            type: "CONFLICT_RESOLVED",
            resolutionId: created.id,
            conflictKey: created.conflictKey,
            decision: created.decision,
            winningDocumentId: created.winningDocumentId,
            note: created.note,
          },
          this.sealer,
          created.createdAt,
        );
        return created;
      }),
    );
    return toResolution(row);
  }

  async latestResolutions(keys: readonly string[]): Promise<Map<string, ConflictResolutionRecord>> {
    if (keys.length === 0) return new Map();
    const rows = await guarded(() =>
      this.prisma.conflictResolution.findMany({
        where: { conflictKey: { in: [...keys] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    );
    return new Map(rows.map((r) => [r.conflictKey, toResolution(r)]));
  }
}
