/**
 * Issue 11: hybrid retrieval through the real OpenAIEmbeddings client against a local /v1/embeddings
 * stub. Vectors are stored per chunk and model; a paraphrase that full-text search misses is found
 * by meaning; a reader's vector search is exact within their scope; a failing endpoint leaves
 * full-text search working.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";
import {
  startEmbeddingsStub,
  stubVector as stubVectorOf,
  STUB_DIMENSIONS,
  type EmbeddingsStub,
} from "../helpers/embeddings-stub";
import { PrismaVectors } from "../../src/adapters/prisma/prisma-vectors";

let stub: EmbeddingsStub;
let hybrid: TestApp;
let lexical: TestApp;
const ASK = `mutation($q: String!) { ask(input: { question: $q }) { status sources { title } } }`;
const RUNBOOK = {
  title: "Rollback runbook",
  body: "To roll back a release, redeploy the previous release tag from the deployment dashboard.",
};
const OTHERS = [
  { title: "Office guide", body: "The office opens at eight. Visitors sign in at the front desk." },
  {
    title: "Expense policy",
    body: "Expenses above 500 credits need a manager's approval before purchase.",
  },
];

beforeAll(async () => {
  stub = await startEmbeddingsStub();
  const env = {
    EMBEDDINGS_MODEL: "stub-embed",
    EMBEDDINGS_BASE_URL: stub.url,
    EMBEDDINGS_MIN_SIMILARITY: "0.45",
    EMBEDDINGS_BATCH_SIZE: "2",
  };
  hybrid = await startTestApp({ env });
  lexical = await startTestApp();
  for (const t of [hybrid, lexical]) for (const d of [RUNBOOK, ...OTHERS]) await addDocument(t, d);
  await hybrid.app.embedPending();
});
afterAll(async () => {
  await hybrid?.close();
  await lexical?.close();
  await stub?.close();
});

describe("hybrid retrieval", () => {
  it("embeds every searchable chunk once, in batches, with the configured model", async () => {
    const rows = await hybrid.app.db.prisma.$queryRawUnsafe<
      { model: string; dimensions: number; n: number }[]
    >(
      `SELECT model, dimensions, count(*)::int AS n FROM "ChunkEmbedding" GROUP BY model, dimensions`,
    );
    expect(rows).toEqual([{ model: "stub-embed", dimensions: STUB_DIMENSIONS, n: 3 }]);
    expect(stub.requests.every((r) => r.model === "stub-embed" && r.input.length <= 2)).toBe(true);
    expect(await hybrid.app.embedPending()).toBe(0); // resumable: nothing left to do
  });

  it("a paraphrase full-text search misses is found by meaning; an unrelated question still abstains", async () => {
    const q = "How do I revert a release?";
    expect((await lexical.gql(ASK, { q }, null)).data.ask.status).toBe("NOT_IN_KNOWLEDGE_BASE");
    const a = (await hybrid.gql(ASK, { q }, null)).data.ask;
    expect(a.status).not.toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(a.sources).toEqual([{ title: "Rollback runbook" }]);
    expect(
      (await hybrid.gql(ASK, { q: "Which glacier feeds the northern lake?" }, null)).data.ask
        .status,
    ).toBe("NOT_IN_KNOWLEDGE_BASE");
  });

  it("restricted chunks never take a reader's places, and are never returned to a reader", async () => {
    for (let i = 0; i < 3; i++) {
      await addDocument(hybrid, {
        title: `Restricted rollback memo ${i}`,
        body: `To revert a release ${i}, page the release captain first.`,
        groups: ["ops"],
      });
    }
    await hybrid.app.embedPending();
    const vectors = new PrismaVectors(hybrid.app.db.prisma);
    const v = stubVectorOf("How do I revert a release?");
    const reader = await vectors.nearest(v, {
      limit: 1,
      scope: { all: false, groups: [] },
      model: "stub-embed",
    });
    expect(reader.map((p) => p.title)).toEqual(["Rollback runbook"]);
    const admin = await vectors.nearest(v, { limit: 4, scope: { all: true }, model: "stub-embed" });
    expect(admin.map((p) => p.title)).toContain("Restricted rollback memo 0");
    const a = (await hybrid.gql(ASK, { q: "How do I revert a release?" }, null)).data.ask;
    expect(a.sources.map((s: { title: string }) => s.title)).toEqual(["Rollback runbook"]);
  });

  it("vectors of another model are never compared", async () => {
    const vectors = new PrismaVectors(hybrid.app.db.prisma);
    expect(
      await vectors.nearest(stubVectorOf("revert a release"), {
        limit: 3,
        scope: { all: true },
        model: "another-model",
      }),
    ).toEqual([]);
    expect(
      await vectors.nearest([1, 0, 0], { limit: 3, scope: { all: true }, model: "stub-embed" }),
    ).toEqual([]); // wrong dimensions
  });

  it("a failing embeddings endpoint leaves full-text search answering", async () => {
    stub.failNext(50);
    const a = (await hybrid.gql(ASK, { q: "How do I roll back a release?" }, null)).data.ask;
    expect(a.status).not.toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(a.sources).toEqual([{ title: "Rollback runbook" }]);
    stub.failNext(0);
  });
});
