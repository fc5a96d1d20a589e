/**
 * An in-memory ConflictStore over the findings of an InMemoryAnswerStore's answers, with the Prisma
 * store's review-queue semantics (test/contract/conflict-store.contract.ts): each disagreement once,
 * as its newest matching finding, newest first, with how many answers hit it; resolutions are
 * appended and shared with the answer store, whose ResolutionReader the pipeline reads.
 */
import { randomUUID } from "node:crypto";
import type {
  ConflictFilter,
  ConflictRecord,
  ConflictResolutionRecord,
  ConflictStore,
} from "../../src/core/conflicts/conflict-types";
import type { InMemoryAnswerStore } from "./in-memory-answer-store";

export class InMemoryConflictStore implements ConflictStore {
  readonly groups = new Map<string, readonly string[]>();

  constructor(private readonly answers: InMemoryAnswerStore) {}

  /** Every finding, newest first (ties: the later recorded first). */
  private findings(): ConflictRecord[] {
    return [...this.answers.answers]
      .reverse()
      .flatMap((a) =>
        a.conflicts.map((c) => ({ ...c, answerId: a.id, createdAt: new Date(a.createdAt) })),
      )
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
  }

  async find(answerId: string, ordinal: number): Promise<ConflictRecord | null> {
    return this.findings().find((c) => c.answerId === answerId && c.ordinal === ordinal) ?? null;
  }

  async findByKey(conflictKey: string): Promise<ConflictRecord | null> {
    return this.findings().find((c) => c.conflictKey === conflictKey) ?? null;
  }

  async list(filter: ConflictFilter, first: number, after: string | null) {
    const all = this.findings();
    const matching = all.filter(
      (c) =>
        (!filter.since || c.createdAt >= filter.since) &&
        (!filter.until || c.createdAt <= filter.until) &&
        (!filter.documentId ||
          c.sides.some((s) => s.documentId === filter.documentId!.toLowerCase())) &&
        (filter.resolved == null ||
          this.answers.resolutions.has(c.conflictKey) === filter.resolved),
    );
    const latest = matching.filter(
      (c, i) => matching.findIndex((x) => x.conflictKey === c.conflictKey) === i,
    );
    const start = after === null ? 0 : Number(after);
    const items = latest.slice(start, start + first).map((c) => {
      const hits = all.filter((x) => x.conflictKey === c.conflictKey);
      return { ...c, hits: hits.length, answerIds: hits.slice(0, 20).map((x) => x.answerId) };
    });
    return {
      items,
      cursors: items.map((_, i) => String(start + i + 1)),
      hasNextPage: latest.length > start + first,
    };
  }

  async appendResolution(
    r: Omit<ConflictResolutionRecord, "id" | "createdAt">,
    _reviewerKeyId: string | null,
  ): Promise<ConflictResolutionRecord> {
    const stored = { ...r, id: randomUUID(), createdAt: new Date() };
    this.answers.resolutions.set(r.conflictKey, stored);
    return stored;
  }

  async latestResolutions(keys: readonly string[]) {
    return this.answers.latestResolutions(keys);
  }

  async documentGroups(documentIds: readonly string[]): Promise<Map<string, readonly string[]>> {
    return new Map(
      documentIds.filter((id) => this.groups.has(id)).map((id) => [id, this.groups.get(id)!]),
    );
  }
}
