/**
 * npm run bench:timing: what a timing observer learns about restricted pages. The demo knowledge base
 * plus 3,000 restricted chunks (150 pages × 20 sections, group "hr") that all hold one made-up word;
 * a READER outside "hr" then asks about that word and about a word no page holds, in shuffled
 * pairs, over HTTP. Both asks answer NOT_IN_KNOWLEDGE_BASE with the same text; the figures are the
 * median latency of each and the median of the paired differences (with its 10th–90th percentile),
 * then the two statements whose cost grows with the restricted matches (full-text search in the
 * reader's scope, and the count of withheld chunks), timed on their own.
 * TIMING_PAIRS (25), TIMING_CHUNKS (3000) and TIMING_DATABASE_URL (pglite:memory; a postgresql://
 * server URL gets a scratch database, dropped after) override the defaults.
 */
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { upsertDocument } from "../src/core/documents/manage-documents";
import { MarkdownChunker } from "../src/adapters/markdown/markdown-chunker";
import { PrismaRetriever } from "../src/adapters/prisma/prisma-retriever";
import { accessScopeOf } from "../src/core/ask/ask-ports";
import { pct, timed } from "./figures";
import { scratchDatabase } from "./scratch-database";

const PAIRS = Math.min(Number(process.env.TIMING_PAIRS ?? 25), 500);
const CHUNKS = Math.min(Number(process.env.TIMING_CHUNKS ?? 3_000), 20_000);
const URL = process.env.TIMING_DATABASE_URL ?? "pglite:memory";
const SECTIONS = 20;
const WORD = "vornique";
const HELD = `Tell me about ${WORD}.`;
const NONE = "Tell me about quandrel.";

const ASK = `mutation($q: String!) { ask(input: { question: $q }) { status text } }`;

function rng(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const ms = (x: number) => x.toFixed(2).padStart(8);

void (async () => {
  const scratch = await scratchDatabase(URL, `fieldnote_timing_${process.pid}`);
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    PORT: "0",
    FIELDNOTE_DEMO_DATA: "on",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  try {
    const admin = { keyId: null, name: "bench", role: "ADMIN" as const, groups: [] };
    const deps = {
      store: app.documents,
      chunker: new MarkdownChunker(config.limits.chunkMaxChars),
      limits: config.limits,
    };
    const t0 = performance.now();
    for (let d = 0; d < Math.ceil(CHUNKS / SECTIONS); d++) {
      const body = Array.from(
        { length: SECTIONS },
        (_, k) => `## Part ${k}\n\nThe ${WORD} allowance for grade ${d}.${k} is ${k + 3} days.`,
      ).join("\n\n");
      await upsertDocument(deps, admin, { title: `HR sheet ${d}`, body, groups: ["hr"] });
    }
    await app.documents.analyzeIfStale(true);
    console.error(
      `ingested ${CHUNKS} restricted chunks (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );

    const http = await app.listen();
    const reader = await app.services.createApiKey(admin, {
      name: "timing reader",
      role: "READER",
      groups: [],
    });
    const ask = (q: string) =>
      fetch(http.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${reader.secret}`,
        },
        body: JSON.stringify({ query: ASK, variables: { q } }),
      }).then((r) => r.json() as Promise<{ data: { ask: { status: string; text: string } } }>);

    const [a, b] = [await ask(HELD), await ask(NONE)];
    if (a.data.ask.status !== b.data.ask.status || a.data.ask.text !== b.data.ask.text)
      throw new Error("the two asks do not answer alike: the bench measures the wrong thing");
    for (let i = 0; i < 10; i++) await ask(i % 2 ? HELD : NONE); // warm up

    const rand = rng(7);
    /** PAIRS shuffled pairs of `fn(HELD)` and `fn(NONE)`: medians, and the paired differences' median and 10th–90th percentiles. */
    const paired = async (fn: (q: string) => Promise<unknown>) => {
      const held: number[] = [];
      const none: number[] = [];
      const diffs: number[] = [];
      for (let i = 0; i < PAIRS; i++) {
        const order = rand() < 0.5 ? [HELD, NONE] : [NONE, HELD];
        const times: Record<string, number> = {};
        for (const q of order) times[q] = await timed(() => fn(q));
        held.push(times[HELD]!);
        none.push(times[NONE]!);
        diffs.push(times[HELD]! - times[NONE]!);
      }
      return `${ms(pct(held, 50))}${ms(pct(none, 50))}${ms(pct(diffs, 50))}  (${pct(diffs, 10).toFixed(2)} to ${pct(diffs, 90).toFixed(2)})`;
    };
    const asks = await paired(ask);
    const retriever = new PrismaRetriever(app.db.prisma);
    const scope = accessScopeOf({ keyId: null, name: "r", role: "READER", groups: [] });
    const search = await paired((q) => retriever.search(q, { limit: 8, scope }));

    const label = URL.startsWith("postgres") ? "postgres" : "pglite";
    console.log(
      `\nREADER ask, ${CHUNKS} restricted chunks holding "${WORD}" vs a word no page holds (${label}, ${PAIRS} shuffled pairs, ms)`,
    );
    console.log(
      `${"".padEnd(26)}${"held".padStart(8)}${"none".padStart(8)}${"diff".padStart(8)}  (diff p10 to p90)`,
    );
    console.log(`${"ask over HTTP".padEnd(26)}${asks}`);
    console.log(`${"search statement".padEnd(26)}${search}`);
  } finally {
    await app.close();
    await scratch.drop();
  }
})().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
