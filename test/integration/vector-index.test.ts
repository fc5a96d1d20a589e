/**
 * Issue 11: pgvector's HNSW index. Where the database has the extension (PGlite always; a
 * PostgreSQL server only if installed) a model with VECTOR_INDEX_MIN_VECTORS vectors gets a partial
 * HNSW index, used for ADMIN searches only; readers keep the exact in-scope scan. Where the server
 * lacks it, nothing is indexed and every search is exact.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, usingPostgres, type TestApp } from "../helpers/test-app";
import { startEmbeddingsStub, stubVector, type EmbeddingsStub } from "../helpers/embeddings-stub";
import { PrismaVectors } from "../../src/adapters/prisma/prisma-vectors";
import { nearestSql, PgvectorIndex } from "../../src/adapters/prisma/pgvector-index";

let stub: EmbeddingsStub;
let t: TestApp;
let hasPgvector = false;
let firstId = "";

const TOPICS = [
  "To roll back a release, redeploy the previous release tag from the deployment dashboard.",
  "The office opens at eight. Visitors sign in at the front desk.",
  "Expenses above 500 credits need a manager's approval before purchase.",
  "Backups run nightly and are kept for thirty days in the cold store.",
  "On-call engineers acknowledge pages within fifteen minutes.",
  "Release notes are published on the wiki after every deployment.",
];

async function hnswIndexes(): Promise<string[]> {
  const rows = await t.app.db.prisma.$queryRawUnsafe<{ indexdef: string }[]>(
    `SELECT indexdef FROM pg_indexes WHERE tablename = 'ChunkEmbedding' AND indexdef ILIKE '%hnsw%'`,
  );
  return rows.map((r) => r.indexdef);
}

beforeAll(async () => {
  stub = await startEmbeddingsStub();
  t = await startTestApp({
    env: {
      EMBEDDINGS_MODEL: "stub-embed",
      EMBEDDINGS_BASE_URL: stub.url,
      VECTOR_INDEX_MIN_VECTORS: "6",
    },
  });
  const rows = await t.app.db.prisma.$queryRawUnsafe<{ ok: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS ok`,
  );
  hasPgvector = Boolean(rows[0]?.ok);
  for (const [i, body] of TOPICS.slice(0, 5).entries()) {
    const d = await addDocument(t, { title: `Topic ${i}`, body });
    if (i === 0) firstId = d.id;
  }
  await t.app.embedPending();
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe("the HNSW vector index", () => {
  it("pgvector is there on the embedded database (on a server only where installed)", () => {
    if (!usingPostgres()) expect(hasPgvector).toBe(true);
  });

  it("is not built below the threshold", async () => {
    expect(await hnswIndexes()).toEqual([]);
  });

  it("is built once the model has enough vectors, for that model and size only (where pgvector exists)", async () => {
    await addDocument(t, { title: "Topic 5", body: TOPICS[5], groups: ["ops"] });
    await t.app.embedPending();
    const defs = await hnswIndexes();
    if (!hasPgvector) {
      expect(defs).toEqual([]);
      return;
    }
    expect(defs).toHaveLength(1);
    expect(defs[0]).toMatch(/vector\(64\)/);
    expect(defs[0]).toMatch(/model = 'stub-embed'::text/);
  });

  it("answers ADMIN searches like the exact scan, skipping chunks no longer searchable", async () => {
    // the old revision's chunk keeps its vector but is no longer searchable
    await addDocument(t, {
      id: firstId,
      title: "Topic 0",
      body: "Releases are rolled back by the release captain.",
    });
    await t.app.embedPending();
    const index = await PgvectorIndex.open(t.app.db.prisma, 6);
    expect(index !== null).toBe(hasPgvector);
    const q = stubVector("roll back a release from the deployment dashboard");
    const exact = new PrismaVectors(t.app.db.prisma);
    const indexed = new PrismaVectors(t.app.db.prisma, Date.now, index);
    const opts = { limit: 4, scope: { all: true } as const, model: "stub-embed" };
    const fromIndex = await indexed.nearest(q, opts);
    expect(fromIndex.map((p) => p.chunkId)).toEqual(
      (await exact.nearest(q, opts)).map((p) => p.chunkId),
    );
    expect(fromIndex.map((p) => p.text)).not.toContain(TOPICS[0]);
    if (index) {
      // the search can use the index (the planner prefers a plain scan on a table this small)
      const plan = await t.app.db.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`);
        return tx.$queryRawUnsafe<Record<string, string>[]>(
          `EXPLAIN ${nearestSql("stub-embed", q.length, 4)}`,
          `[${q.join(",")}]`,
        );
      });
      expect(plan.map((r) => Object.values(r)[0]).join("\n")).toMatch(
        /Index Scan using "?ChunkEmbedding_hnsw_/,
      );
      const hits = await index.nearest(Float32Array.from(q), "stub-embed", 4);
      // the same chunks (equal similarities may come in another order before the read-back sorts them)
      expect(hits?.map((h) => h.chunkId).sort()).toEqual(fromIndex.map((p) => p.chunkId).sort());
      // another model (or size) has no index: the caller falls back to the exact scan
      expect(await index.nearest(Float32Array.from(q), "another-model", 4)).toBeNull();
      expect(await index.nearest(new Float32Array([1, 0, 0]), "stub-embed", 4)).toBeNull();
    }
  });

  it("is never used for a reader: restricted chunks stay out of their results", async () => {
    const index = await PgvectorIndex.open(t.app.db.prisma, 6);
    const vectors = new PrismaVectors(t.app.db.prisma, Date.now, index);
    const q = stubVector(TOPICS[5]!);
    const reader = await vectors.nearest(q, {
      limit: 3,
      scope: { all: false, groups: [] },
      model: "stub-embed",
    });
    expect(reader).toHaveLength(3);
    expect(reader.map((p) => p.title)).not.toContain("Topic 5");
    const admin = await vectors.nearest(q, { limit: 1, scope: { all: true }, model: "stub-embed" });
    expect(admin.map((p) => p.title)).toEqual(["Topic 5"]);
  });
});
