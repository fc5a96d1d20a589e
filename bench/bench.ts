/**
 * npm run bench: figures, not assertions. For PGlite (in-memory) and PostgreSQL side by side:
 * ingestion rate over a generated 10,000-chunk corpus, full-text search latency, a trivial GraphQL
 * query (baseline), extractive ask latency and throughput with 16 concurrent clients, and the raw
 * floor of an ask (the same search query plus the same audit-insert transaction, no pipeline), and
 * claim validation time per claim (BENCH_ONLY=claims).
 * BENCH_CHUNKS, BENCH_QUERIES, BENCH_CORPUS (text | adversarial) and BENCH_POSTGRES_URL override the defaults.
 */
import pino from "pino";
import { createApp, type App } from "../src/app";
import { loadConfig } from "../src/config";
import { upsertDocument } from "../src/core/documents/manage-documents";
import { MarkdownChunker } from "../src/adapters/markdown/markdown-chunker";
import { askQuestion } from "../src/core/ask/ask-question";
import { ExtractiveModel } from "../src/adapters/extractive/extractive-model";
import { accessScopeOf } from "../src/core/ask/ask-ports";
import { judgeRelevance } from "../src/core/ask/relevance";
import { analyzeQuestion } from "../src/core/ask/question";
import { auditBench } from "./audit-bench";
import { ingestBench } from "./ingest-bench";
import { claimsBench } from "./claims-bench";
import { hybridBench } from "./hybrid-bench";
import { scratchDatabase } from "./scratch-database";

const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const PG_URL = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const SECTIONS = 20;
const CORPUS = process.env.BENCH_CORPUS ?? "text";

function rng(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}
const rand = rng(42);

// "text" (default): a 4,000-word vocabulary drawn with Zipf frequencies, like prose; questions are
// built from words of a real chunk, so they have answers. "adversarial": 30 words and a term
// ("unit") shared by every chunk, so every question matches every chunk — the worst case for ranking.
const SYLLABLES =
  "ka lo mi re tu sa ve no pi da fe gu ri mo sel tan bor vik lum par den hol fis gar".split(" ");
const VOCAB = Array.from({ length: 4_000 }, (_, i) => {
  let w = "";
  for (let n = i + 7; w.length < 5 || n > 0; n = Math.floor(n / SYLLABLES.length))
    w += SYLLABLES[n % SYLLABLES.length];
  return w;
});
const ZIPF = (() => {
  const weights = VOCAB.map((_, i) => 1 / (i + 1) ** 1.05);
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  return weights.map((w) => (acc += w / total));
})();
const SMALL =
  "inspection interval filter release rollback approval reviewer deployment staging incident severity postmortem retention audit schedule rotation shift calendar pricing supplier volume discount secret rotation laptop buddy quarry bulletin register technician certified".split(
    " ",
  );
function word(): string {
  if (CORPUS === "adversarial") return SMALL[Math.floor(rand() * SMALL.length)]!;
  const r = rand();
  let lo = 0;
  let hi = ZIPF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ZIPF[mid]! < r) lo = mid + 1;
    else hi = mid;
  }
  return VOCAB[lo]!;
}
function sentence(): string {
  if (CORPUS === "adversarial")
    return `${word()} ${word()} ${word()} is ${Math.floor(rand() * 90) + 1} days for unit ${Math.floor(rand() * 500)}.`;
  const words = Array.from({ length: 10 + Math.floor(rand() * 8) }, word);
  words.splice(3 + Math.floor(rand() * 5), 0, `${Math.floor(rand() * 90) + 1} days`);
  return `${words.join(" ")}.`;
}
const bodies: string[][] = [];
function question(): string {
  if (CORPUS === "adversarial")
    return `What is the ${word()} ${word()} for unit ${Math.floor(rand() * 500)}?`;
  const doc = bodies[Math.floor(rand() * bodies.length)]!;
  const words = doc[Math.floor(rand() * doc.length)]!.replace(/[.\d]|days/g, "")
    .split(/\s+/)
    .filter(Boolean);
  const picked = Array.from({ length: 3 }, () => words[Math.floor(rand() * words.length)]!);
  return `What is the ${picked.join(" ")}?`;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const f = (n: number) => n.toFixed(2);

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const progress = (label: string, phase: string, t0: number) =>
  console.error(`[${label}] ${phase} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

async function runFor(label: string, url: string): Promise<Record<string, string>> {
  const t0 = performance.now();
  const scratch = await scratchDatabase(url, `fieldnote_bench_${process.pid}`);
  url = scratch.url;
  const config = loadConfig({
    DATABASE_URL: url,
    PORT: "0",
    FIELDNOTE_DEMO_DATA: "off",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
    DATABASE_POOL_SIZE: "20",
  });
  const app: App = await createApp(config, { logger: pino({ level: "silent" }) });
  const out: Record<string, string> = {};
  try {
    const admin = { keyId: null, name: "bench", role: "ADMIN" as const, groups: [] };
    const deps = {
      store: app.documents,
      chunker: new MarkdownChunker(config.limits.chunkMaxChars),
      limits: config.limits,
    };
    const docs = Math.ceil(CHUNKS / SECTIONS);
    let t = performance.now();
    for (let d = 0; d < docs; d++) {
      const sections = Array.from(
        { length: SECTIONS },
        () => `${sentence()} ${sentence()} ${sentence()}`,
      );
      bodies.push(sections);
      const body = sections.map((text, s) => `## Section ${s}\n\n${text}`).join("\n\n");
      await upsertDocument(deps, admin, {
        title: `Generated document ${d}`,
        body,
        groups: d % 10 === 0 ? ["restricted"] : [],
      });
    }
    const ingestS = (performance.now() - t) / 1000;
    progress(label, "ingested", t0);
    const chunks = await app.db.prisma.chunk.count({ where: { searchable: true } });
    out["ingest chunks/s"] = (chunks / ingestS).toFixed(0);
    const questions = Array.from({ length: QUERIES }, question);
    const retriever = new (await import("../src/adapters/prisma/prisma-retriever")).PrismaRetriever(
      app.db.prisma,
    );
    const reader = { keyId: null, name: "anonymous", role: "READER" as const, groups: [] };
    for (const q of questions.slice(0, 10))
      await retriever.search(q, { limit: 8, scope: accessScopeOf(reader) });
    const search: number[] = [];
    for (const q of questions)
      search.push(
        await timed(() => retriever.search(q, { limit: 8, scope: accessScopeOf(reader) })),
      );
    out["search p50 ms"] = f(pct(search, 50));
    out["search p95 ms"] = f(pct(search, 95));
    progress(label, "searched", t0);

    const http = await app.listen();
    const gql = (query: string, variables?: unknown) =>
      fetch(http.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json());
    for (let i = 0; i < 20; i++) await gql("{ viewer { role } }");
    const trivial: number[] = [];
    for (let i = 0; i < QUERIES; i++) trivial.push(await timed(() => gql("{ viewer { role } }")));
    out["trivial gql p50 ms"] = f(pct(trivial, 50));
    out["trivial gql p95 ms"] = f(pct(trivial, 95));
    progress(label, "trivial queries", t0);

    const ASK = `mutation($q: String!) { ask(input: { question: $q }) { id status sources { title } } }`;
    const askLat: number[] = [];
    for (const q of questions) askLat.push(await timed(() => gql(ASK, { q })));
    out["ask p50 ms"] = f(pct(askLat, 50));
    out["ask p95 ms"] = f(pct(askLat, 95));
    progress(label, "sequential asks", t0);
    let next = 0;
    t = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < questions.length)
          await gql(ASK, { q: questions[next++ % questions.length]! });
      }),
    );
    out["ask 16-conc req/s"] = (questions.length / ((performance.now() - t) / 1000)).toFixed(1);
    progress(label, "concurrent asks", t0);

    // raw floor: the same search SQL and the same audit transaction, without the pipeline or GraphQL
    const model = new ExtractiveModel();
    const drafts: import("../src/core/types").AnswerDraft[] = [];
    for (const q of questions.slice(0, 20)) {
      const { draft } = await askQuestion(
        {
          retriever,
          model,
          documents: app.documents,
          store: { record: async () => ({ id: "x", createdAt: new Date(), hash: "" }) },
          clock: { now: () => new Date() },
          settings: { ...config.retrieval, maxQuestionLength: 2000 },
        },
        reader,
        q,
      );
      drafts.push(draft);
    }
    const floor: number[] = [];
    for (let i = 0; i < questions.length; i++) {
      floor.push(
        await timed(async () => {
          const found = await retriever.search(questions[i]!, {
            limit: config.retrieval.limit,
            scope: accessScopeOf(reader),
          });
          judgeRelevance(
            analyzeQuestion(questions[i]!, await retriever.termStats()),
            found,
            config.retrieval,
          );
          await app.answers.record(drafts[i % drafts.length]!);
        }),
      );
    }
    out["raw floor p50 ms"] = f(pct(floor, 50));
    out["raw floor p95 ms"] = f(pct(floor, 95));
    out["ask/floor p50"] = (pct(askLat, 50) / pct(floor, 50)).toFixed(2);
    out["rss MB"] = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
  } finally {
    await app.close();
    await scratch.drop();
  }
  console.error(`${label} done`);
  return out;
}

function table(title: string, results: Record<string, Record<string, string>>): void {
  const keys = Object.keys(results.pglite ?? {});
  console.log(`\n${title}`);
  console.log(`${"metric".padEnd(24)}${"pglite".padStart(12)}${"postgres".padStart(12)}`);
  for (const k of keys)
    console.log(
      `${k.padEnd(24)}${(results.pglite?.[k] ?? "-").padStart(12)}${(results.postgres?.[k] ?? "-").padStart(12)}`,
    );
}

void (async () => {
  const only = process.env.BENCH_ONLY;
  if (!only || only === "ask") {
    const results: Record<string, Record<string, string>> = {};
    results.pglite = await runFor("pglite", "pglite:memory");
    try {
      results.postgres = await runFor("postgres", PG_URL);
    } catch (err) {
      console.error(`postgres skipped: ${(err as Error).message}`);
    }
    table(
      `Fieldnote bench: ${CHUNKS} chunks (${CORPUS} corpus), ${QUERIES} queries (node ${process.version})`,
      results,
    );
  }
  if (!only || only === "ingest") {
    const ingest: Record<string, Record<string, string>> = {};
    try {
      ingest.pglite = await ingestBench("pglite", "pglite:memory");
      ingest.postgres = await ingestBench("postgres", PG_URL).catch(
        (err: Error) => (console.error(`postgres skipped: ${err.message}`), {}),
      );
      table(
        `Ingest: a ~1,000-page versioned site (${process.env.BENCH_SITE_COPIES ?? 5} renamed copies of each shared corpus)`,
        ingest,
      );
    } catch (err) {
      console.error(`ingest bench skipped: ${(err as Error).message}`);
    }
  }
  if (!only || only === "hybrid") {
    const hybrid: Record<string, Record<string, string>> = {};
    try {
      hybrid.pglite = await hybridBench("pglite", "pglite:memory");
      hybrid.postgres = await hybridBench("postgres", PG_URL).catch(
        (err: Error) => (console.error(`postgres skipped: ${err.message}`), {}),
      );
      table(
        "Hybrid retrieval on real text (the shared corpora as a versioned site; in-process 1,536-d embedder)",
        hybrid,
      );
    } catch (err) {
      console.error(`hybrid bench skipped: ${(err as Error).message}`);
    }
  }
  if (!only || only === "claims") {
    try {
      table("Claim validation (generative checks, in process; the same on both databases)", {
        pglite: claimsBench(),
      });
    } catch (err) {
      console.error(`claims bench skipped: ${(err as Error).message}`);
    }
  }
  if (!only || only === "audit") {
    const audit: Record<string, Record<string, string>> = {};
    audit.pglite = await auditBench("pglite", "pglite:memory");
    try {
      audit.postgres = await auditBench("postgres", PG_URL);
    } catch (err) {
      console.error(`postgres skipped: ${(err as Error).message}`);
    }
    table(`Audit trail: ${process.env.BENCH_ANSWERS ?? 100_000} answers`, audit);
  }
})();
