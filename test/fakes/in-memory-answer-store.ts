/**
 * An in-memory AnswerStore + AnswerReader + ReviewStore: the same chain (draftToContent, answerHash)
 * as the Prisma store, so the contract suite holds for both. Filters it does not implement throw,
 * rather than silently matching everything.
 */
import { randomUUID } from "node:crypto";
import type {
  AnswerFilter,
  AnswerReader,
  ReviewRecord,
  ReviewStore,
} from "../../src/core/answers/answer-ports";
import type { CurrentRevisions } from "../../src/core/answers/answer-view";
import {
  answerHash,
  CURRENT_HASH_VERSION,
  GENESIS_HASH,
  type ChainLink,
} from "../../src/core/audit/answer-hash";
import { draftToContent } from "../../src/core/audit/draft-to-content";
import type { StoredAnswer } from "../../src/core/audit/stored-answer";
import type { AnswerStore, RecordedAnswer } from "../../src/core/ask/ask-ports";
import type { ConflictResolutionRecord } from "../../src/core/conflicts/conflict-types";
import type { AnswerDraft, Principal } from "../../src/core/types";

const SUPPORTED_FILTERS = new Set([
  "status",
  "callerKeyId",
  "since",
  "until",
  "reviewed",
  "questionContains",
]);

export class InMemoryAnswerStore implements AnswerStore, AnswerReader, ReviewStore {
  readonly answers: StoredAnswer[] = [];
  readonly reviews: ReviewRecord[] = [];
  readonly resolutions = new Map<string, ConflictResolutionRecord>();
  readonly revisions = new Map<
    string,
    { id: string; number: number; groups?: readonly string[] }
  >();

  async record(draft: AnswerDraft): Promise<RecordedAnswer> {
    const id = randomUUID();
    const content = draftToContent(id, draft);
    const prevHash = this.answers.at(-1)?.hash ?? GENESIS_HASH;
    const hash = answerHash(prevHash, content);
    const seq = BigInt(this.answers.length + 1);
    this.answers.push({ ...content, seq, prevHash, hash, hashVersion: CURRENT_HASH_VERSION });
    return { id, createdAt: draft.createdAt, hash };
  }

  async findById(id: string): Promise<StoredAnswer | null> {
    return this.answers.find((a) => a.id === id) ?? null;
  }

  async list(filter: AnswerFilter, first: number, after: string | null) {
    const used = Object.entries(filter)
      .filter(([, v]) => v != null)
      .map(([k]) => k);
    const unsupported = used.filter((k) => !SUPPORTED_FILTERS.has(k));
    if (unsupported.length) throw new Error(`InMemoryAnswerStore cannot filter by ${unsupported}`);
    const before = after === null ? Infinity : Number(after);
    const matches = [...this.answers]
      .reverse()
      .filter((a) => Number(a.seq) < before && this.matches(a, filter));
    const items = matches.slice(0, first);
    return {
      items,
      cursors: items.map((a) => a.seq.toString()),
      hasNextPage: matches.length > first,
    };
  }

  private matches(a: StoredAnswer, f: AnswerFilter): boolean {
    const created = new Date(a.createdAt);
    const reviewed = this.reviews.some((r) => r.answerId === a.id);
    return (
      (!f.status?.length || f.status.includes(a.status)) &&
      (!f.callerKeyId || a.callerKeyId === f.callerKeyId.toLowerCase()) &&
      (!f.since || created >= f.since) &&
      (!f.until || created <= f.until) &&
      (f.reviewed == null || reviewed === f.reviewed) &&
      (!f.questionContains || a.question.toLowerCase().includes(f.questionContains.toLowerCase()))
    );
  }

  async currentRevisions(documentIds: readonly string[]): Promise<CurrentRevisions> {
    return new Map(
      documentIds.filter((id) => this.revisions.has(id)).map((id) => [id, this.revisions.get(id)!]),
    );
  }

  async latestResolutions(keys: readonly string[]) {
    return new Map(
      keys.filter((k) => this.resolutions.has(k)).map((k) => [k, this.resolutions.get(k)!]),
    );
  }

  async *chain(): AsyncGenerator<ChainLink> {
    for (const { seq: _seq, prevHash, hash, hashVersion, ...content } of this.answers)
      yield { id: content.id, prevHash, hash, hashVersion, content };
  }

  async append(review: Omit<ReviewRecord, "id" | "createdAt">, _reviewer: Principal) {
    const stored = { ...review, id: randomUUID(), createdAt: new Date() };
    this.reviews.push(stored);
    return stored;
  }

  async listFor(answerIds: readonly string[]) {
    return new Map(answerIds.map((id) => [id, this.reviews.filter((r) => r.answerId === id)]));
  }
}
