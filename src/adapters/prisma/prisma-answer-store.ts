/**
 * The audit trail. An answer and all its parts are written in ONE transaction; the chain lock
 * (a transaction-scoped advisory lock) makes concurrent asks take turns for the few milliseconds
 * of the insert, so each answer's prevHash is exactly the hash of the answer before it.
 * Nothing here updates or deletes: the database would refuse it anyway (migration triggers).
 */
import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import type { AnswerStore, RecordedAnswer } from "../../core/ask/ask-ports";
import type { AnswerDraft } from "../../core/types";
import {
  answerHash,
  CURRENT_HASH_VERSION,
  GENESIS_HASH,
  type ChainLink,
} from "../../core/audit/answer-hash";
import { draftToContent } from "../../core/audit/draft-to-content";
import type { AnswerContent, StoredAnswer } from "../../core/audit/stored-answer";
import type {
  AnswerFilter,
  AnswerReader,
  ReviewRecord,
  ReviewStore,
} from "../../core/answers/answer-ports";
import type { CurrentRevisions } from "../../core/answers/answer-view";
import type { Principal } from "../../core/types";
import { guarded } from "./prisma-errors";
import { answerFilterSql } from "./answer-filter-sql";
import { UUID } from "../../core/answers/check-filter";
import {
  asStored,
  CitationsSchema,
  ChecksSchema,
  ClaimMarksSchema,
  ClaimQuoteSchema,
  ConflictSidesSchema,
  DecisionSchema,
  DiagnosisSchema,
  LimitationKindSchema,
  readStored,
  SourceQuotesSchema,
  type ColumnReader,
} from "./stored-json";
import { decodeCursor, encodeCursor } from "./cursor";
import { PrismaConflictStore } from "./prisma-conflict-store";
import { appendEvent } from "./prisma-audit-log";
import type { Sealer } from "../../core/audit/seals";
import type { ConflictResolutionRecord } from "../../core/conflicts/conflict-types";

const CHAIN_LOCK = 727_073_001;

const children = {
  candidates: { orderBy: { ordinal: "asc" } },
  sources: { orderBy: { ordinal: "asc" } },
  claims: { orderBy: { ordinal: "asc" } },
  limitations: { orderBy: { ordinal: "asc" } },
  conflicts: { orderBy: { ordinal: "asc" } },
} as const satisfies Prisma.AnswerInclude;

export type AnswerRow = Prisma.AnswerGetPayload<{ include: typeof children }>;

type At = (what: string) => string;

function candidateContent(c: AnswerRow["candidates"][number], read: ColumnReader, at: At) {
  return {
    ordinal: c.ordinal,
    chunkId: c.chunkId,
    documentId: c.documentId,
    revisionId: c.revisionId,
    title: c.title,
    breadcrumb: c.breadcrumb,
    excerpt: c.excerpt,
    score: c.score,
    coverage: c.coverage,
    decision: read(DecisionSchema, c.decision, at(`candidate ${c.ordinal} decision`)),
  };
}

function sourceContent(s: AnswerRow["sources"][number], v2: boolean, read: ColumnReader, at: At) {
  return {
    ordinal: s.ordinal,
    documentId: s.documentId,
    revisionId: s.revisionId,
    revision: s.revision,
    chunkId: s.chunkId,
    title: s.title,
    breadcrumb: s.breadcrumb,
    excerpt: s.excerpt,
    ...(v2 ? { quotes: read(SourceQuotesSchema, s.quotes, at(`source ${s.ordinal} quotes`)) } : {}),
    rank: s.rank,
    score: s.score,
    effectiveDate: s.effectiveDate ? s.effectiveDate.toISOString() : null,
  };
}

function claimContent(c: AnswerRow["claims"][number], v2: boolean, read: ColumnReader, at: At) {
  return {
    ordinal: c.ordinal,
    text: c.text,
    ...(v2
      ? { quote: read(ClaimQuoteSchema, c.quote ?? null, at(`claim ${c.ordinal} quote`)) }
      : {}),
    verdict: c.verdict,
    citations: read(CitationsSchema, c.citations, at(`claim ${c.ordinal} citations`)),
    checks: read(ChecksSchema, c.checks, at(`claim ${c.ordinal} checks`)),
  };
}

/** Columns added by a later hash version are left out of older rows' content, as they were hashed. */
export function rowToContent(row: AnswerRow, read: ColumnReader = readStored): AnswerContent {
  const v2 = row.hashVersion >= 2;
  const at = (what: string) => `answer ${row.id} ${what}`;
  return {
    id: row.id,
    question: row.question,
    callerKeyId: row.callerKeyId,
    callerName: row.callerName,
    callerRole: row.callerRole,
    callerGroups: row.callerGroups,
    status: row.status,
    grounded: row.grounded,
    text: row.text,
    modelText: row.modelText,
    diagnosis: read(DiagnosisSchema, row.diagnosis, at("diagnosis")),
    model: row.model,
    promptVersion: row.promptVersion,
    trace: row.trace,
    createdAt: row.createdAt.toISOString(),
    candidates: row.candidates.map((c) => candidateContent(c, read, at)),
    sources: row.sources.map((s) => sourceContent(s, v2, read, at)),
    claims: row.claims.map((c) => claimContent(c, v2, read, at)),
    limitations: row.limitations.map((l) => ({
      ordinal: l.ordinal,
      kind: read(LimitationKindSchema, l.kind, at(`limitation ${l.ordinal} kind`)),
      message: l.message,
    })),
    conflicts: row.conflicts.map((c) => ({
      ordinal: c.ordinal,
      conflictKey: c.conflictKey,
      fact: c.fact,
      sides: read(ConflictSidesSchema, c.sides, at(`conflict ${c.ordinal} sides`)),
    })),
  };
}

export function rowToStored(row: AnswerRow, read: ColumnReader = readStored): StoredAnswer {
  return {
    ...rowToContent(row, read),
    seq: row.seq,
    prevHash: row.prevHash,
    hash: row.hash,
    hashVersion: row.hashVersion,
    chainRef: row.chainRef,
    signature: row.signature,
  };
}

const json = (v: unknown) => v as Prisma.InputJsonValue;

/** The answer row itself, linked to the chain by prevHash. */
async function writeAnswer(
  tx: Prisma.TransactionClient,
  c: AnswerContent,
  link: {
    seq: bigint;
    prevHash: string;
    hash: string;
    seal: { chainRef: string; signature: string } | null;
  },
): Promise<void> {
  const id = c.id;
  const { seq, prevHash, hash, seal } = link;
  await tx.answer.create({
    data: {
      id,
      seq,
      chainRef: seal?.chainRef ?? null,
      signature: seal?.signature ?? null,
      question: c.question,
      callerKeyId: c.callerKeyId,
      callerName: c.callerName,
      callerRole: c.callerRole,
      callerGroups: c.callerGroups,
      status: c.status,
      grounded: c.grounded,
      text: c.text,
      modelText: c.modelText,
      diagnosis: c.diagnosis,
      model: c.model,
      promptVersion: c.promptVersion,
      trace: json(c.trace),
      createdAt: new Date(c.createdAt),
      prevHash,
      hash,
      hashVersion: CURRENT_HASH_VERSION,
    },
  });
}

/** The answer's candidates, sources, claims, limitations and conflicts, in its transaction. */
async function writeChildren(tx: Prisma.TransactionClient, c: AnswerContent): Promise<void> {
  await writeEvidence(tx, c);
  await writeFindings(tx, c);
}

/** What the answer rests on: the retrieval candidates and the cited sources. */
async function writeEvidence(tx: Prisma.TransactionClient, c: AnswerContent): Promise<void> {
  const id = c.id;
  if (c.candidates.length)
    await tx.retrievalCandidate.createMany({
      data: c.candidates.map((x) => ({ id: randomUUID(), answerId: id, ...x })),
    });
  if (c.sources.length) {
    await tx.answerSource.createMany({
      data: c.sources.map((x) => ({
        id: randomUUID(),
        answerId: id,
        ...x,
        quotes: json(x.quotes ?? []),
        effectiveDate: x.effectiveDate ? new Date(x.effectiveDate) : null,
      })),
    });
  }
}

/** What the answer says: its claims with their checks, its limitations and its conflicts. */
async function writeFindings(tx: Prisma.TransactionClient, c: AnswerContent): Promise<void> {
  const id = c.id;
  if (c.claims.length) {
    await tx.claim.createMany({
      data: c.claims.map((x) => ({
        id: randomUUID(),
        answerId: id,
        ...x,
        quote: x.quote ? json(x.quote) : Prisma.DbNull,
        citations: json(x.citations),
        checks: json(x.checks),
      })),
    });
  }
  if (c.limitations.length)
    await tx.limitation.createMany({
      data: c.limitations.map((x) => ({ id: randomUUID(), answerId: id, ...x })),
    });
  if (c.conflicts.length) {
    await tx.conflict.createMany({
      data: c.conflicts.map((x) => ({
        id: randomUUID(),
        answerId: id,
        ...x,
        sides: json(x.sides),
        createdAt: new Date(c.createdAt),
      })),
    });
  }
}

export class PrismaAnswerStore implements AnswerStore, AnswerReader, ReviewStore {
  constructor(
    private readonly prisma: PrismaClient,
    /** seals every answer and audit event with AUDIT_SIGNING_KEY (null: unsealed) */
    private readonly sealer: Sealer | null = null,
  ) {}

  async record(draft: AnswerDraft): Promise<RecordedAnswer> {
    const id = randomUUID();
    const c = draftToContent(id, draft);
    return guarded(() =>
      this.prisma.$transaction(
        async (tx) => {
          // one writer at a time extends the chain: the lock orders the reads of the last hash
          await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock(${CHAIN_LOCK})`);
          const last = await tx.answer.findFirst({
            orderBy: { seq: "desc" },
            select: { hash: true },
          });
          const prevHash = last?.hash ?? GENESIS_HASH;
          const hash = answerHash(prevHash, c);
          // the position is taken first so the seal (the caller's receipt) can carry it, encrypted
          const [next] = await tx.$queryRawUnsafe<{ seq: bigint }[]>(
            `SELECT nextval(pg_get_serial_sequence('"Answer"', 'seq'))::bigint AS seq`,
          );
          const seal =
            this.sealer?.sealAnswer(
              { answerId: id, hash, hashVersion: CURRENT_HASH_VERSION, createdAt: c.createdAt },
              BigInt(next!.seq),
            ) ?? null;
          await writeAnswer(tx, c, { seq: BigInt(next!.seq), prevHash, hash, seal });
          await writeChildren(tx, c);
          return {
            id,
            createdAt: new Date(c.createdAt),
            hash,
            chainRef: seal?.chainRef ?? null,
            signature: seal?.signature ?? null,
          };
        },
        { timeout: 30_000, maxWait: 30_000 },
      ),
    );
  }

  async findById(id: string): Promise<StoredAnswer | null> {
    const row = await guarded(() =>
      this.prisma.answer.findUnique({ where: { id }, include: children }),
    );
    return row ? rowToStored(row) : null;
  }

  /** Answers in chain order, in pages by seq, so 100,000 answers hold one page in memory. */
  async *stream(
    range: { since?: Date; until?: Date } = {},
    pageSize = 500,
    read: ColumnReader = readStored,
  ): AsyncGenerator<StoredAnswer> {
    let after: bigint | null = null;
    const dates = {
      ...(range.since ? { gte: range.since } : {}),
      ...(range.until ? { lte: range.until } : {}),
    };
    for (;;) {
      const rows: AnswerRow[] = await guarded(() =>
        this.prisma.answer.findMany({
          where: {
            ...(after === null ? {} : { seq: { gt: after } }),
            ...(range.since || range.until ? { createdAt: dates } : {}),
          },
          orderBy: { seq: "asc" },
          take: pageSize,
          include: children,
        }),
      );
      for (const row of rows) yield rowToStored(row, read);
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1]!.seq;
    }
  }

  /** The chain as stored, unchecked: a malformed row is reported by its hash, not thrown. */
  async *chain(): AsyncGenerator<ChainLink> {
    const rows = this.stream({}, 500, asStored);
    for await (const { seq, prevHash, hash, hashVersion, chainRef, signature, ...content } of rows)
      yield { id: content.id, prevHash, hash, hashVersion, content, seq, chainRef, signature };
  }

  async list(
    filter: AnswerFilter,
    first: number,
    after: string | null,
  ): Promise<{ items: StoredAnswer[]; cursors: string[]; hasNextPage: boolean }> {
    const where = answerFilterSql(
      filter,
      after != null ? await this.seqAfter(after, filter) : null,
    );
    const page = await guarded(() =>
      this.prisma.$queryRaw<{ id: string }[]>(
        Prisma.sql`SELECT a.id FROM "Answer" a WHERE ${where} ORDER BY a.seq DESC LIMIT ${first + 1}`,
      ),
    );
    const rows = await guarded(() =>
      this.prisma.answer.findMany({
        where: { id: { in: page.map((r) => r.id) } },
        orderBy: { seq: "desc" },
        include: children,
      }),
    );
    const items = rows.slice(0, first).map((row) => rowToStored(row));
    return {
      items,
      cursors: items.map((a) => encodeCursor("answer", { id: a.id })),
      hasNextPage: rows.length > first,
    };
  }

  /**
   * Where a page that follows `after` starts. A cursor names the last answer of the previous page
   * by its id only: the chain position (seq) stays inside, as receipts leave it out. An answer that
   * does not exist, or is not the caller's own in `myAnswers`, is a cursor this list never gave.
   */
  private async seqAfter(after: string, filter: AnswerFilter): Promise<bigint> {
    const { id } = decodeCursor(after, "answer");
    if (!UUID.test(id)) decodeCursor("", "answer");
    const row = await guarded(() =>
      this.prisma.answer.findFirst({
        where: {
          id,
          ...(filter.callerKeyId ? { callerKeyId: filter.callerKeyId.toLowerCase() } : {}),
        },
        select: { seq: true },
      }),
    );
    if (!row) decodeCursor("", "answer");
    return row!.seq;
  }

  async currentRevisions(documentIds: readonly string[]): Promise<CurrentRevisions> {
    if (documentIds.length === 0) return new Map();
    const rows = await guarded(() =>
      this.prisma.document.findMany({
        where: { id: { in: [...documentIds] } },
        select: { id: true, groups: true, currentRevision: { select: { id: true, number: true } } },
      }),
    );
    return new Map(
      rows
        .filter((r) => r.currentRevision)
        .map((r) => [r.id, { ...r.currentRevision!, groups: r.groups }]),
    );
  }

  latestResolutions(keys: readonly string[]): Promise<Map<string, ConflictResolutionRecord>> {
    return new PrismaConflictStore(this.prisma, this.sealer).latestResolutions(keys);
  }

  /** The review and its REVIEW_APPENDED audit event, in one transaction. */
  async append(
    review: Omit<ReviewRecord, "id" | "createdAt">,
    reviewer: Principal,
  ): Promise<ReviewRecord> {
    const row = await guarded(() =>
      this.prisma.$transaction(async (tx) => {
        const created = await tx.review.create({
          data: {
            id: randomUUID(),
            answerId: review.answerId,
            verdict: review.verdict,
            note: review.note,
            claimMarks: json(review.claimMarks),
            reviewerKeyId: reviewer.keyId,
            reviewerName: reviewer.name,
            createdAt: new Date(),
          },
        });
        await appendEvent(
          tx,
          { keyId: reviewer.keyId, name: reviewer.name },
          {
            type: "REVIEW_APPENDED",
            reviewId: created.id,
            answerId: created.answerId,
            verdict: created.verdict,
            note: created.note,
            claimMarks: review.claimMarks,
          },
          this.sealer,
          created.createdAt,
        );
        return created;
      }),
    );
    return toReview(row);
  }

  async listFor(answerIds: readonly string[]): Promise<Map<string, ReviewRecord[]>> {
    const rows = await guarded(() =>
      this.prisma.review.findMany({
        where: { answerId: { in: [...answerIds] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    );
    const out = new Map<string, ReviewRecord[]>(answerIds.map((id) => [id, []]));
    for (const r of rows) out.get(r.answerId)?.push(toReview(r));
    return out;
  }
}

function toReview(r: Prisma.ReviewGetPayload<object>): ReviewRecord {
  return {
    id: r.id,
    answerId: r.answerId,
    verdict: r.verdict,
    note: r.note,
    claimMarks: readStored(ClaimMarksSchema, r.claimMarks, `review ${r.id} claimMarks`),
    reviewer: r.reviewerName,
    createdAt: r.createdAt,
  };
}
