/**
 * The ConflictStore contract (the review queue), run against the in-memory fake and the Prisma store
 * on PGlite and on PostgreSQL. Each test records its own answers in a time window of its own (far
 * in the future) and lists only that window, so the suites share a database.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import type { AnswerStore } from "../../src/core/ask/ask-ports";
import type { ConflictStore } from "../../src/core/conflicts/conflict-types";
import type { ConflictFinding } from "../../src/core/types";
import { draft } from "../fixtures/drafts";

export interface ConflictPorts {
  answers: AnswerStore;
  conflicts: ConflictStore;
}

function finding(key: string, documentIds: [string, string]): ConflictFinding {
  return {
    key,
    fact: "intake filter interval (days)",
    sides: documentIds.map((documentId, i) => ({
      documentId,
      title: `Side ${i}`,
      revisionId: randomUUID(),
      revision: 1,
      effectiveDate: null,
      excerpt: `Replace the filter every ${i ? 300 : 30} days.`,
      values: [`${i ? 300 : 30} days`],
    })),
  };
}

/** A window of its own: a random day in the 24th century. */
function window(): { at: (minute: number) => Date; since: Date; until: Date } {
  const day = Date.UTC(2300, 0, 1) + Math.floor(Math.random() * 30_000) * 86_400_000;
  return {
    at: (minute) => new Date(day + minute * 60_000),
    since: new Date(day),
    until: new Date(day + 86_400_000 - 1),
  };
}

export function conflictStoreContract(name: string, ports: () => ConflictPorts): void {
  describe(`conflict store contract: ${name}`, () => {
    it("the queue lists each disagreement once, as its newest finding, with the answers that hit it", async () => {
      const { answers, conflicts } = ports();
      const w = window();
      const [a, b] = [randomUUID(), randomUUID()];
      const key = `k-${randomUUID()}`;
      const other = `k-${randomUUID()}`;
      const first = await answers.record(
        draft({ conflicts: [finding(key, [a, b])], createdAt: w.at(1) }),
      );
      const second = await answers.record(
        draft({ conflicts: [finding(key, [a, b])], createdAt: w.at(2) }),
      );
      const third = await answers.record(
        draft({ conflicts: [finding(other, [a, b])], createdAt: w.at(3) }),
      );
      const page = await conflicts.list({ since: w.since, until: w.until }, 10, null);
      expect(page.items.map((c) => [c.conflictKey, c.answerId, c.hits, c.answerIds])).toEqual([
        [other, third.id, 1, [third.id]],
        [key, second.id, 2, [second.id, first.id]],
      ]);
      expect((await conflicts.findByKey(key))?.answerId).toBe(second.id);
      expect((await conflicts.find(first.id, 0))?.conflictKey).toBe(key);
      expect(await conflicts.find(first.id, 5)).toBeNull();
      expect(await conflicts.findByKey(`k-${randomUUID()}`)).toBeNull();
    });

    it("pages with cursors, newest first, each disagreement once", async () => {
      const { answers, conflicts } = ports();
      const w = window();
      const keys: string[] = [];
      for (let i = 0; i < 5; i++) {
        const key = `k-${randomUUID()}`;
        keys.unshift(key);
        await answers.record(
          draft({ conflicts: [finding(key, [randomUUID(), randomUUID()])], createdAt: w.at(i) }),
        );
      }
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Awaited<ReturnType<ConflictStore["list"]>> = await conflicts.list(
          { since: w.since, until: w.until },
          2,
          after,
        );
        seen.push(...page.items.map((c) => c.conflictKey));
        if (!page.hasNextPage) break;
        after = page.cursors.at(-1)!;
      }
      expect(seen).toEqual(keys);
    });

    it("a resolution is appended and read back; the resolved filter splits the queue", async () => {
      const { answers, conflicts } = ports();
      const w = window();
      const [a, b] = [randomUUID(), randomUUID()];
      const resolved = `k-${randomUUID()}`;
      const open = `k-${randomUUID()}`;
      await answers.record(draft({ conflicts: [finding(resolved, [a, b])], createdAt: w.at(1) }));
      await answers.record(draft({ conflicts: [finding(open, [a, b])], createdAt: w.at(2) }));
      const r = await conflicts.appendResolution(
        {
          conflictKey: resolved,
          decision: "SOURCE_WINS",
          winningDocumentId: b,
          note: "the 300-day figure is the current schedule",
          reviewer: "contract reviewer",
        },
        null,
      );
      expect(r).toMatchObject({
        conflictKey: resolved,
        decision: "SOURCE_WINS",
        winningDocumentId: b,
      });
      const latest = await conflicts.latestResolutions([resolved, open]);
      expect([...latest.keys()]).toEqual([resolved]);
      expect(latest.get(resolved)?.note).toBe("the 300-day figure is the current schedule");
      const keys = async (isResolved: boolean) =>
        (
          await conflicts.list({ since: w.since, until: w.until, resolved: isResolved }, 10, null)
        ).items.map((c) => c.conflictKey);
      expect(await keys(true)).toEqual([resolved]);
      expect(await keys(false)).toEqual([open]);
    });

    it("filters by a document on either side", async () => {
      const { answers, conflicts } = ports();
      const w = window();
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      const ab = `k-${randomUUID()}`;
      const bc = `k-${randomUUID()}`;
      await answers.record(draft({ conflicts: [finding(ab, [a, b])], createdAt: w.at(1) }));
      await answers.record(draft({ conflicts: [finding(bc, [b, c])], createdAt: w.at(2) }));
      const keys = async (documentId: string) =>
        (await conflicts.list({ since: w.since, until: w.until, documentId }, 10, null)).items.map(
          (x) => x.conflictKey,
        );
      expect(await keys(a)).toEqual([ab]);
      expect(await keys(b.toUpperCase())).toEqual([bc, ab]);
      expect(await keys(randomUUID())).toEqual([]);
    });
  });
}
