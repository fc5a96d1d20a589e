/** Conflicts found by recorded answers, and reviewers' append-only resolutions of them. */
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { ConflictFilter, ConflictRecord, ConflictResolutionRecord, ConflictStore } from "../../core/conflicts/conflict-types";
import type { StoredConflict } from "../../core/audit/stored-answer";
import { guarded } from "./prisma-errors";
import { decodeCursor, encodeCursor } from "./cursor";

type Row = Prisma.ConflictGetPayload<object>;

function toRecord(r: Row): ConflictRecord {
  return { ordinal: r.ordinal, conflictKey: r.conflictKey, fact: r.fact, sides: r.sides as unknown as StoredConflict["sides"], answerId: r.answerId, createdAt: r.createdAt };
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

export class PrismaConflictStore implements ConflictStore {
  constructor(private readonly prisma: PrismaClient) {}

  async documentGroups(documentIds: readonly string[]): Promise<Map<string, readonly string[]>> {
    if (documentIds.length === 0) return new Map();
    const rows = await guarded(() => this.prisma.document.findMany({ where: { id: { in: [...documentIds] } }, select: { id: true, groups: true } }));
    return new Map(rows.map((r) => [r.id, r.groups]));
  }

  async find(answerId: string, ordinal: number): Promise<ConflictRecord | null> {
    const row = await guarded(() => this.prisma.conflict.findUnique({ where: { answerId_ordinal: { answerId, ordinal } } }));
    return row ? toRecord(row) : null;
  }

  async list(filter: ConflictFilter, first: number, after: string | null) {
    const cursor = after != null ? decodeCursor(after, "conflict") : null;
    const and: Prisma.ConflictWhereInput[] = [];
    if (filter.since) and.push({ createdAt: { gte: filter.since } });
    if (filter.until) and.push({ createdAt: { lte: filter.until } });
    if (filter.documentId) and.push({ sides: { array_contains: [{ documentId: filter.documentId.toLowerCase() }] } });
    if (filter.resolved != null) {
      const keys = (await guarded(() => this.prisma.conflictResolution.findMany({ distinct: ["conflictKey"], select: { conflictKey: true } }))).map((r) => r.conflictKey);
      and.push({ conflictKey: filter.resolved ? { in: keys } : { notIn: keys } });
    }
    if (cursor) {
      const at = new Date(cursor.at!);
      if (Number.isNaN(at.getTime())) decodeCursor("", "conflict");
      and.push({ OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: cursor.id } }] });
    }
    const rows = await guarded(() =>
      this.prisma.conflict.findMany({ where: { AND: and }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: first + 1 }),
    );
    const page = rows.slice(0, first);
    return {
      items: page.map(toRecord),
      cursors: page.map((r) => encodeCursor("conflict", { id: r.id, at: r.createdAt.toISOString() })),
      hasNextPage: rows.length > first,
    };
  }

  async appendResolution(r: Omit<ConflictResolutionRecord, "id" | "createdAt">, reviewerKeyId: string | null): Promise<ConflictResolutionRecord> {
    const row = await guarded(() =>
      this.prisma.conflictResolution.create({
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
      }),
    );
    return toResolution(row);
  }

  async latestResolutions(keys: readonly string[]): Promise<Map<string, ConflictResolutionRecord>> {
    if (keys.length === 0) return new Map();
    const rows = await guarded(() =>
      this.prisma.conflictResolution.findMany({ where: { conflictKey: { in: [...keys] } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    );
    return new Map(rows.map((r) => [r.conflictKey, toResolution(r)]));
  }
}
