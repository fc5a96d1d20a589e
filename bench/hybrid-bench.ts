/**
 * Hybrid retrieval cost on REAL text: the shared corpora copied into a versioned site (~10k chunks),
 * asked their own 120 questions. The embedder is in process (deterministic hashed features, 1,536
 * dimensions like text-embedding-3-small), so the figures are Fieldnote's own cost — vector scoring
 * within the caller's scope, fusion, the extra relevance path — without an embeddings endpoint's
 * network latency (add yours: one request per question). Lexical and hybrid run on two databases
 * holding the same site.
 */
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import pino from "pino";
import { createApp, type App } from "../src/app";
import { loadConfig } from "../src/config";
import type { Embedder } from "../src/core/ask/ask-ports";
import { ingestFolder } from "../src/ingest/ingest-folder";
import { PrismaVectors } from "../src/adapters/prisma/prisma-vectors";
import { PgvectorIndex } from "../src/adapters/prisma/pgvector-index";
import { buildSite, CORPORA } from "./ingest-bench";
import { scratchDatabase } from "./scratch-database";
import { pct, repeated, timed } from "./figures";

const DIMENSIONS = 1536;

/** Hashed word features: not semantic, but the same size and cost as a real model's vectors. */
class HashingEmbedder implements Embedder {
  readonly model = "bench-hashing-1536";
  async embed(texts: readonly string[]): Promise<number[][]> {
    return texts.map((t) => {
      const v = new Array<number>(DIMENSIONS).fill(0);
      for (const w of t.toLowerCase().match(/[a-z0-9_]{2,}/g) ?? []) {
        const h = createHash("md5").update(w).digest();
        v[h.readUInt16LE(0) % DIMENSIONS]! += h[2]! & 1 ? 1 : -1;
      }
      return v;
    });
  }
}

const READER = { keyId: null, name: "bench", role: "READER" as const, groups: [] };

async function askAll(app: App, questions: string[]): Promise<number[]> {
  const ms: number[] = [];
  for (const q of questions) {
    const t = performance.now();
    await app.services.ask(READER, q);
    ms.push(performance.now() - t);
  }
  return ms;
}

/**
 * pgvector's HNSW index (ADMIN searches) against the exact scan on the same vectors: build time,
 * search p50 and the share of the exact top 16 the index finds. "-" where the database lacks pgvector.
 */
async function hnswFigures(
  app: App,
  embedder: Embedder,
  questions: string[],
): Promise<Record<string, string>> {
  const index = await PgvectorIndex.open(app.db.prisma, 0);
  if (!index) return { "HNSW build s": "no pgvector" };
  const started = performance.now();
  await index.buildDue(embedder.model);
  const buildS = (performance.now() - started) / 1000;
  const exact = new PrismaVectors(app.db.prisma);
  const indexed = new PrismaVectors(app.db.prisma, Date.now, index);
  const opts = { limit: 16, scope: { all: true } as const, model: embedder.model };
  const qvs = await embedder.embed(questions);
  await exact.nearest(qvs[0]!, opts); // loads the cache
  const e: number[] = [];
  const h: number[] = [];
  let found = 0;
  let wanted = 0;
  for (const v of qvs) {
    let a: string[] = [];
    let b: string[] = [];
    e.push(await timed(async () => (a = (await exact.nearest(v, opts)).map((p) => p.chunkId))));
    h.push(await timed(async () => (b = (await indexed.nearest(v, opts)).map((p) => p.chunkId))));
    wanted += a.length;
    found += a.filter((id) => b.includes(id)).length;
  }
  return {
    "HNSW build s": buildS.toFixed(1),
    "ADMIN exact search ms p50": pct(e, 50).toFixed(1),
    "ADMIN HNSW search ms p50": pct(h, 50).toFixed(1),
    "HNSW recall@16 vs exact": (found / Math.max(1, wanted)).toFixed(3),
  };
}

export async function hybridBench(
  label: string,
  serverUrl: string,
): Promise<Record<string, string>> {
  if (!fs.existsSync(CORPORA))
    throw new Error(`${CORPORA} not found: the hybrid bench needs the shared corpora`);
  const questions = ["jaeger", "rustbook"].flatMap((c) =>
    fs
      .readFileSync(path.join(CORPORA, c, "questions.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { question: string }).question),
  );
  const { root } = buildSite(Number(process.env.BENCH_HYBRID_COPIES ?? 5));
  const out: Record<string, string> = {};
  const embedder = new HashingEmbedder();
  const open = async (name: string, hybrid: boolean) => {
    const scratch = await scratchDatabase(serverUrl, `${name}_${process.pid}`);
    const app = await createApp(
      loadConfig({
        DATABASE_URL: scratch.url,
        FIELDNOTE_DEMO_DATA: "off",
        LOG_LEVEL: "silent",
        RATE_LIMIT_PER_MINUTE: "0",
      }),
      {
        logger: pino({ level: "silent" }),
        embedder: hybrid ? embedder : undefined,
      },
    );
    const t = performance.now();
    await ingestFolder(app.ingestTarget, root, { rootName: "site" });
    await app.embedPending();
    return { app, scratch, ingestS: (performance.now() - t) / 1000 };
  };
  const lexical = await open("fieldnote_bench_lexical", false);
  const hybrid = await open("fieldnote_bench_hybrid", true);
  try {
    await hybrid.app.embedPending();
    const withVectors = await hybrid.app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "ChunkEmbedding"`,
    );
    out["chunks with vectors"] = String(withVectors[0]?.n ?? 0);
    out["ingest s lexical"] = lexical.ingestS.toFixed(1);
    out["ingest s hybrid"] = hybrid.ingestS.toFixed(1);
    const vectors = new PrismaVectors(hybrid.app.db.prisma);
    const [qv] = await embedder.embed([questions[0]!]);
    await vectors.nearest(qv!, {
      limit: 16,
      scope: { all: false, groups: [] },
      model: embedder.model,
    }); // loads the cache
    const vectorRuns = await repeated(async () => {
      const near: number[] = [];
      for (const q of questions) {
        const [v] = await embedder.embed([q]);
        near.push(
          await timed(() =>
            vectors.nearest(v!, {
              limit: 16,
              scope: { all: false, groups: [] },
              model: embedder.model,
            }),
          ),
        );
      }
      return { "vector search ms p50": pct(near, 50) };
    });
    Object.assign(out, vectorRuns.text);
    if (process.env.BENCH_HNSW !== "0")
      Object.assign(out, await hnswFigures(hybrid.app, embedder, questions));
    await askAll(lexical.app, questions.slice(0, 10)); // warm-up
    await askAll(hybrid.app, questions.slice(0, 10));
    const asks = await repeated(async () => {
      const lex = await askAll(lexical.app, questions);
      const hyb = await askAll(hybrid.app, questions);
      return {
        "lexical ask ms p50": pct(lex, 50),
        "hybrid ask ms p50": pct(hyb, 50),
        "hybrid / lexical p50": pct(hyb, 50) / pct(lex, 50),
        "hybrid ask ms p95": pct(hyb, 95),
      };
    });
    Object.assign(out, asks.text);
    out["heap MB after"] = (process.memoryUsage().heapUsed / 2 ** 20).toFixed(0);
  } finally {
    for (const x of [lexical, hybrid]) {
      await x.app.close();
      await x.scratch.drop();
    }
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  }
  console.error(`${label} hybrid done`);
  return out;
}
