/**
 * The audit event log and signed checkpoints in Prisma. appendEvent is called inside the
 * transaction of the change it records, under its own chain lock, so an event exists exactly when
 * its change does and each event's prevHash is the hash of the one before it.
 */
import { randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { GENESIS_HASH } from "../../core/audit/answer-hash";
import {
  AuditPayloadSchema,
  CURRENT_EVENT_HASH_VERSION,
  eventHash,
  type AuditPayload,
  type EventLink,
} from "../../core/audit/events";
import type { AuditActor } from "../../core/types";
import type { CheckpointLog, CheckpointRecord, ChainHeads } from "../../core/audit/checkpoints";
import { storable } from "../../core/text/well-formed";
import { guarded } from "./prisma-errors";
import type { Sealer } from "../../core/audit/seals";
import type {
  AuditedRows,
  DocumentRow,
  ResolutionRow,
  ReviewRow,
  RevisionRow,
} from "../../core/audit/derived";

const EVENT_LOCK = 727_073_002;

/**
 * Appends one event, sealed with the deployment key when there is one. `at` is the time of the row
 * the event records (a review, a resolution), so the row's time can be checked against its event.
 */
export async function appendEvent(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  payload: AuditPayload,
  sealer: Sealer | null = null,
  at: Date = new Date(),
): Promise<void> {
  await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock(${EVENT_LOCK})`);
  const last = await tx.auditEvent.findFirst({ orderBy: { seq: "desc" }, select: { hash: true } });
  const prevHash = last?.hash ?? GENESIS_HASH;
  const content = storable({
    id: randomUUID(),
    actorKeyId: actor.keyId,
    actorName: actor.name,
    payload,
    createdAt: at.toISOString(),
  });
  const hash = eventHash(prevHash, content);
  await tx.auditEvent.create({
    data: {
      id: content.id,
      type: payload.type,
      actorKeyId: content.actorKeyId,
      actorName: content.actorName,
      payload: content.payload as Prisma.InputJsonValue,
      createdAt: new Date(content.createdAt),
      prevHash,
      hash,
      hashVersion: CURRENT_EVENT_HASH_VERSION,
      signature: sealer ? sealer.sealEvent(content.id, hash) : null,
    },
  });
}

type EventRow = Prisma.AuditEventGetPayload<object>;

function toLink(r: EventRow): EventLink {
  const parsed = AuditPayloadSchema.safeParse(r.payload);
  return {
    id: r.id,
    prevHash: r.prevHash,
    hash: r.hash,
    hashVersion: r.hashVersion,
    seq: r.seq,
    signature: r.signature,
    // an unparseable payload is kept as it is: verification then reports the event as broken
    content: {
      id: r.id,
      actorKeyId: r.actorKeyId,
      actorName: r.actorName,
      payload: (parsed.success ? parsed.data : r.payload) as AuditPayload,
      createdAt: r.createdAt.toISOString(),
    },
  };
}

/** Reads a table a page at a time, in id order. */
async function* pages<T extends { id: string }>(
  read: (after: string | null, take: number) => Promise<T[]>,
  pageSize: number,
): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows: T[] = await guarded(() => read(after, pageSize));
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

const byId = (after: string | null) => (after === null ? {} : { id: { gt: after } });

export class PrismaAuditLog implements CheckpointLog, AuditedRows {
  constructor(private readonly prisma: PrismaClient) {}

  async *reviewRows(): AsyncGenerator<ReviewRow> {
    const rows = pages(
      (after, take) =>
        this.prisma.review.findMany({ where: byId(after), orderBy: { id: "asc" }, take }),
      500,
    );
    for await (const r of rows)
      yield { ...r, createdAt: r.createdAt.toISOString(), claimMarks: r.claimMarks };
  }

  async *resolutionRows(): AsyncGenerator<ResolutionRow> {
    const rows = pages(
      (after, take) =>
        this.prisma.conflictResolution.findMany({
          where: byId(after),
          orderBy: { id: "asc" },
          take,
        }),
      500,
    );
    for await (const r of rows) yield { ...r, createdAt: r.createdAt.toISOString() };
  }

  async *documentRows(): AsyncGenerator<DocumentRow> {
    yield* pages(
      (after, take) =>
        this.prisma.document.findMany({
          where: byId(after),
          orderBy: { id: "asc" },
          take,
          select: { id: true, title: true, groups: true, status: true, currentRevisionId: true },
        }),
      500,
    );
  }

  /** Revisions with their bodies and chunks, a few at a time (bodies are up to MAX_DOCUMENT_BYTES). */
  async *revisionRows(): AsyncGenerator<RevisionRow> {
    yield* pages(
      (after, take) =>
        this.prisma.documentRevision.findMany({
          where: byId(after),
          orderBy: { id: "asc" },
          take,
          select: {
            id: true,
            documentId: true,
            body: true,
            bodyHash: true,
            chunks: {
              orderBy: { ordinal: "asc" },
              select: {
                ordinal: true,
                breadcrumb: true,
                text: true,
                blocks: true,
                documentId: true,
                searchable: true,
              },
            },
          },
        }),
      20,
    );
  }

  /** Events in chain order, a page at a time. */
  async *chain(pageSize = 500): AsyncGenerator<EventLink> {
    let after: bigint | null = null;
    for (;;) {
      const rows: EventRow[] = await guarded(() =>
        this.prisma.auditEvent.findMany({
          where: after === null ? {} : { seq: { gt: after } },
          orderBy: { seq: "asc" },
          take: pageSize,
        }),
      );
      for (const r of rows) yield toLink(r);
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1]!.seq;
    }
  }

  /** The newest answer and event: what a checkpoint signs. */
  async heads(): Promise<ChainHeads> {
    const [answer, event] = await Promise.all([
      guarded(() =>
        this.prisma.answer.findFirst({
          orderBy: { seq: "desc" },
          select: { seq: true, hash: true },
        }),
      ),
      guarded(() =>
        this.prisma.auditEvent.findFirst({
          orderBy: { seq: "desc" },
          select: { seq: true, hash: true },
        }),
      ),
    ]);
    return {
      answerSeq: answer ? Number(answer.seq) : 0,
      answerHead: answer?.hash ?? GENESIS_HASH,
      eventSeq: event ? Number(event.seq) : 0,
      eventHead: event?.hash ?? GENESIS_HASH,
    };
  }

  async saveCheckpoint(c: Omit<CheckpointRecord, "id">): Promise<CheckpointRecord> {
    const id = randomUUID();
    await guarded(() =>
      this.prisma.auditCheckpoint.create({
        data: {
          id,
          answerSeq: BigInt(c.answerSeq),
          answerHead: c.answerHead,
          eventSeq: BigInt(c.eventSeq),
          eventHead: c.eventHead,
          createdAt: new Date(c.createdAt),
          publicKey: c.publicKey,
          signature: c.signature,
          takenBy: c.takenBy,
        },
      }),
    );
    return { id, ...c };
  }

  async checkpoints(): Promise<CheckpointRecord[]> {
    const rows = await guarded(() =>
      this.prisma.auditCheckpoint.findMany({ orderBy: { createdAt: "asc" } }),
    );
    return rows.map((r) => ({
      id: r.id,
      answerSeq: Number(r.answerSeq),
      answerHead: r.answerHead,
      eventSeq: Number(r.eventSeq),
      eventHead: r.eventHead,
      createdAt: r.createdAt.toISOString(),
      publicKey: r.publicKey,
      signature: r.signature,
      takenBy: r.takenBy,
    }));
  }

  async answerHash(answerId: string): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(answerId)) return null;
    const row = await guarded(() =>
      this.prisma.answer.findUnique({
        where: { id: answerId.toLowerCase() },
        select: { hash: true },
      }),
    );
    return row?.hash ?? null;
  }

  /** Answers and events after the given positions that carry no seal (at most 100 of each). */
  async unsealedAfter(
    answerSeq: number,
    eventSeq: number,
  ): Promise<["answer" | "event", string][]> {
    const [answers, events] = await Promise.all([
      guarded(() =>
        this.prisma.answer.findMany({
          where: { seq: { gt: BigInt(answerSeq) }, signature: null },
          orderBy: { seq: "asc" },
          take: 100,
          select: { id: true },
        }),
      ),
      guarded(() =>
        this.prisma.auditEvent.findMany({
          where: { seq: { gt: BigInt(eventSeq) }, signature: null },
          orderBy: { seq: "asc" },
          take: 100,
          select: { id: true },
        }),
      ),
    ]);
    return [
      ...answers.map((a) => ["answer", a.id] as ["answer", string]),
      ...events.map((e) => ["event", e.id] as ["event", string]),
    ];
  }

  /** The hash stored for the answer / event at a chain position (null when there is none). */
  async hashAt(chain: "answer" | "event", seq: number): Promise<string | null> {
    if (seq === 0) return GENESIS_HASH;
    const row =
      chain === "answer"
        ? await guarded(() =>
            this.prisma.answer.findUnique({ where: { seq: BigInt(seq) }, select: { hash: true } }),
          )
        : await guarded(() =>
            this.prisma.auditEvent.findUnique({
              where: { seq: BigInt(seq) },
              select: { hash: true },
            }),
          );
    return row?.hash ?? null;
  }
}
