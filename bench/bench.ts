/**
 * npm run bench: figures, not assertions. PGlite (in-memory) and PostgreSQL side by side, on the
 * same seeded corpus and questions: ingestion rate over a generated 10,000-chunk corpus, full-text
 * search latency, a trivial GraphQL query (baseline), extractive ask latency and throughput with 16
 * concurrent clients, and the raw floor of an ask: the very statements each ask sent, replayed
 * through the same driver behind a bare HTTP server (bench/raw-floor.ts). Every figure is the median
 * of BENCH_RUNS (3) runs with its range. Then the ingest, hybrid, claims and audit benches.
 * BENCH_CHUNKS, BENCH_QUERIES, BENCH_CORPUS (text | adversarial) and BENCH_POSTGRES_URL override the defaults.
 */
import pino from "pino";
import { createApp, type App } from "../src/app";
import { loadConfig } from "../src/config";
import { upsertDocument } from "../src/core/documents/manage-documents";
import { MarkdownChunker } from "../src/adapters/markdown/markdown-chunker";
import { accessScopeOf } from "../src/core/ask/ask-ports";
import { PrismaRetriever } from "../src/adapters/prisma/prisma-retriever";
import type { AppConfig } from "../src/config";
import { floorServer, StatementRecorder, type RecordedAsk } from "./raw-floor";
import { pct, repeated, RUNS, spread, timed } from "./figures";
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
let rand = rng(42);

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
function question(bodies: readonly string[][]): string {
  if (CORPUS === "adversarial")
    return `What is the ${word()} ${word()} for unit ${Math.floor(rand() * 500)}?`;
  const doc = bodies[Math.floor(rand() * bodies.length)]!;
  const words = doc[Math.floor(rand() * doc.length)]!.replace(/[.\d]|days/g, "")
    .split(/\s+/)
    .filter(Boolean);
  const picked = Array.from({ length: 3 }, () => words[Math.floor(rand() * words.length)]!);
  return `What is the ${picked.join(" ")}?`;
}

/** The documents (their sections) and questions, drawn once from a fixed seed: both databases get the same. */
interface Corpus {
  docs: string[][];
  questions: string[];
}

function seededCorpus(): Corpus {
  rand = rng(42);
  const docs = Array.from({ length: Math.ceil(CHUNKS / SECTIONS) }, () =>
    Array.from({ length: SECTIONS }, () => `${sentence()} ${sentence()} ${sentence()}`),
  );
  return { docs, questions: Array.from({ length: QUERIES }, () => question(docs)) };
}

const progress = (label: string, phase: string, t0: number) =>
  console.error(`[${label}] ${phase} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

type Gql = (query: string, variables?: unknown) => Promise<unknown>;

function client(url: string): Gql {
  return (query, variables) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.json());
}

const ASK = `mutation($q: String!) { ask(input: { question: $q }) { id status sources { title } } }`;

/** Ingests the corpus in RUNS equal batches: each batch's rate is one run. */
async function ingest(app: App, config: AppConfig, corpus: Corpus): Promise<number[]> {
  const admin = { keyId: null, name: "bench", role: "ADMIN" as const, groups: [] };
  const deps = {
    store: app.documents,
    chunker: new MarkdownChunker(config.limits.chunkMaxChars),
    limits: config.limits,
  };
  const rates: number[] = [];
  const batch = Math.ceil(corpus.docs.length / RUNS);
  for (let from = 0; from < corpus.docs.length; from += batch) {
    const t = performance.now();
    let chunks = 0;
    for (let d = from; d < Math.min(corpus.docs.length, from + batch); d++) {
      const body = corpus.docs[d]!.map((text, k) => `## Section ${k}\n\n${text}`).join("\n\n");
      chunks += corpus.docs[d]!.length;
      await upsertDocument(deps, admin, {
        title: `Generated document ${d}`,
        body,
        groups: d % 10 === 0 ? ["restricted"] : [],
      });
    }
    rates.push(chunks / ((performance.now() - t) / 1000));
  }
  return rates;
}

/** Asks every question once with the recorder on: the statements each ask sent, for the floor. */
async function record(gql: Gql, recorder: StatementRecorder, questions: readonly string[]) {
  const asks: RecordedAsk[] = [];
  for (const q of questions) {
    recorder.start();
    await gql(ASK, { q });
    asks.push(recorder.stop());
  }
  return asks;
}

async function runFor(label: string, url: string, corpus: Corpus): Promise<Record<string, string>> {
  const t0 = performance.now();
  const scratch = await scratchDatabase(url, `fieldnote_bench_${process.pid}`);
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    PORT: "0",
    FIELDNOTE_DEMO_DATA: "off",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
    DATABASE_POOL_SIZE: "20",
  });
  const recorder = new StatementRecorder();
  const app: App = await createApp(config, {
    logger: pino({ level: "silent" }),
    adapterHook: recorder.hook,
  });
  const out: Record<string, string> = {};
  try {
    out["ingest chunks/s"] = spread(await ingest(app, config, corpus), 0);
    progress(label, "ingested", t0);
    const { questions } = corpus;
    const retriever = new PrismaRetriever(app.db.prisma);
    const scope = accessScopeOf({ keyId: null, name: "anonymous", role: "READER", groups: [] });
    for (const q of questions.slice(0, 10)) await retriever.search(q, { limit: 8, scope });
    Object.assign(
      out,
      (
        await repeated(async () => {
          const search: number[] = [];
          for (const q of questions)
            search.push(await timed(() => retriever.search(q, { limit: 8, scope })));
          return { "search p50 ms": pct(search, 50), "search p95 ms": pct(search, 95) };
        })
      ).text,
    );
    progress(label, "searched", t0);

    const http = await app.listen();
    const gql = client(http.url);
    for (let i = 0; i < 20; i++) await gql("{ viewer { role } }");
    Object.assign(
      out,
      (
        await repeated(async () => {
          const trivial: number[] = [];
          for (let i = 0; i < QUERIES; i++)
            trivial.push(await timed(() => gql("{ viewer { role } }")));
          return { "trivial gql p50 ms": pct(trivial, 50), "trivial gql p95 ms": pct(trivial, 95) };
        })
      ).text,
    );
    progress(label, "trivial queries", t0);

    const asked = await repeated(async () => {
      const lat: number[] = [];
      for (const q of questions) lat.push(await timed(() => gql(ASK, { q })));
      let next = 0;
      const t = performance.now();
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < questions.length) await gql(ASK, { q: questions[next++]! });
        }),
      );
      return {
        "ask p50 ms": pct(lat, 50),
        "ask p95 ms": pct(lat, 95),
        "ask 16-conc req/s": questions.length / ((performance.now() - t) / 1000),
      };
    });
    Object.assign(out, asked.text);
    progress(label, "asks", t0);

    const recorded = await record(gql, recorder, questions);
    const statements = recorded.map((a) => a.steps.length);
    out["ask statements"] =
      `${pct(statements, 50)} (${Math.min(...statements)}–${Math.max(...statements)})`;
    const floorHttp = await floorServer(recorder.adapter!, recorded);
    try {
      const floor = await repeated(async () => {
        const lat: number[] = [];
        for (let i = 0; i < recorded.length; i++)
          lat.push(
            await timed(async () => {
              const r = (await fetch(floorHttp.url, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ i }),
              }).then((x) => x.json())) as { error?: string };
              if (r.error) throw new Error(`raw floor replay failed: ${r.error}`);
            }),
          );
        return { "raw floor p50 ms": pct(lat, 50), "raw floor p95 ms": pct(lat, 95) };
      });
      Object.assign(out, floor.text);
      out["ask/floor p50"] = (
        asked.medians["ask p50 ms"]! / floor.medians["raw floor p50 ms"]!
      ).toFixed(2);
    } finally {
      await floorHttp.close();
    }
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
  console.log(`${"metric".padEnd(26)}${"pglite".padStart(24)}${"postgres".padStart(24)}`);
  for (const k of keys)
    console.log(
      `${k.padEnd(26)}${(results.pglite?.[k] ?? "-").padStart(24)}${(results.postgres?.[k] ?? "-").padStart(24)}`,
    );
}

void (async () => {
  const only = process.env.BENCH_ONLY;
  if (!only || only === "ask") {
    const results: Record<string, Record<string, string>> = {};
    const corpus = seededCorpus();
    results.pglite = await runFor("pglite", "pglite:memory", corpus);
    try {
      results.postgres = await runFor("postgres", PG_URL, corpus);
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
        pglite: await claimsBench(),
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
