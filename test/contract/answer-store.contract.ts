/**
 * The contract of the answer ports (AnswerStore, AnswerReader, ReviewStore), run against every
 * implementation: the in-memory fake and the Prisma store on PGlite and on PostgreSQL. A fake
 * that drifts from the real store fails here, not in the unit tests that trust it.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import type { AnswerReader, ReviewStore } from "../../src/core/answers/answer-ports";
import { verifyChain } from "../../src/core/audit/answer-hash";
import type { AnswerStore } from "../../src/core/ask/ask-ports";
import { draft } from "../fixtures/drafts";

export type AnswerPorts = AnswerStore & AnswerReader & ReviewStore;

const reviewer = { keyId: null, name: "contract reviewer", role: "REVIEWER" as const, groups: [] };

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of items) out.push(x);
  return out;
}

export function answerStoreContract(name: string, ports: () => AnswerPorts): void {
  describe(`answer ports contract: ${name}`, () => {
    it("an answer reads back as recorded, and the chain over it verifies", async () => {
      const store = ports();
      const d = draft({ question: `Recorded ${randomUUID()}?` });
      const recorded = await store.record(d);
      const read = await store.findById(recorded.id);
      expect(read).toMatchObject({
        id: recorded.id,
        question: d.question,
        status: "SUPPORTED",
        hash: recorded.hash,
        claims: [
          expect.objectContaining({
            text: d.claims[0]!.text,
            verdict: "SUPPORTED",
            quote: d.claims[0]!.quote,
            citations: d.claims[0]!.citations,
          }),
        ],
        sources: [
          expect.objectContaining({ title: "Filter schedule", quotes: d.sources[0]!.quotes }),
        ],
      });
      const check = verifyChain(await collect(store.chain()));
      expect(check.brokenIds).toEqual([]);
      expect(check.lastHash).toBe(recorded.hash);
    });

    it("findById of an unknown id is null", async () => {
      expect(await ports().findById(randomUUID())).toBeNull();
    });

    it("lists newest first, page by page, each answer once", async () => {
      const store = ports();
      const tag = randomUUID().slice(0, 8);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push((await store.record(draft({ question: `Paged ${tag} ${i}?` }))).id);
      const seen: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await store.list({ questionContains: tag }, 2, after);
        seen.push(...page.items.map((a) => a.id));
        expect(page.cursors).toHaveLength(page.items.length);
        if (!page.hasNextPage) break;
        after = page.cursors[page.cursors.length - 1]!;
      }
      expect(seen).toEqual([...ids].reverse());
    });

    it("filters by status, caller and review, all of them together", async () => {
      const store = ports();
      const tag = randomUUID().slice(0, 8);
      const caller = { keyId: randomUUID(), name: "filtered", role: "READER" as const, groups: [] };
      const missing = await store.record(
        draft({ question: `Filter ${tag} a?`, status: "NOT_IN_KNOWLEDGE_BASE", caller }),
      );
      const supported = await store.record(draft({ question: `Filter ${tag} b?`, caller }));
      const other = await store.record(draft({ question: `Filter ${tag} c?` }));
      await store.append(
        { answerId: supported.id, verdict: "CORRECT", note: "ok", claimMarks: [], reviewer: "r" },
        reviewer,
      );
      const ids = async (f: Parameters<AnswerReader["list"]>[0]) =>
        (await store.list({ questionContains: tag, ...f }, 10, null)).items.map((a) => a.id);
      expect(await ids({ status: ["NOT_IN_KNOWLEDGE_BASE"] })).toEqual([missing.id]);
      expect(await ids({ callerKeyId: caller.keyId })).toEqual([supported.id, missing.id]);
      expect(await ids({ reviewed: true })).toEqual([supported.id]);
      expect(await ids({ reviewed: false })).toEqual([other.id, missing.id]);
      expect(await ids({ reviewed: false, callerKeyId: caller.keyId })).toEqual([missing.id]);
    });

    it("reviews are appended, never replaced, and listed oldest first", async () => {
      const store = ports();
      const a = await store.record(draft());
      const first = await store.append(
        { answerId: a.id, verdict: "CORRECT", note: "first", claimMarks: [], reviewer: "r" },
        reviewer,
      );
      const second = await store.append(
        {
          answerId: a.id,
          verdict: "INCORRECT",
          note: "second",
          claimMarks: [{ claimId: `${a.id}:0`, verdict: "INCORRECT" }],
          reviewer: "r",
        },
        reviewer,
      );
      const listed = (await store.listFor([a.id, randomUUID()])).get(a.id)!;
      expect(listed.map((r) => [r.id, r.verdict, r.note])).toEqual([
        [first.id, "CORRECT", "first"],
        [second.id, "INCORRECT", "second"],
      ]);
      expect(listed[1]!.claimMarks).toEqual([{ claimId: `${a.id}:0`, verdict: "INCORRECT" }]);
    });

    it("the newest resolutions of unknown conflict keys: an empty map, not an error", async () => {
      expect((await ports().latestResolutions([`nothing-${randomUUID()}`])).size).toBe(0);
    });
  });
}
