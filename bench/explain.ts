/**
 * npm run bench:explain: fills a PostgreSQL database with BENCH_ANSWERS generated answers (kept),
 * captures the SQL that the `answers` filters of the bench send, and prints EXPLAIN ANALYZE for
 * each, so indexes are chosen from plans rather than guesses.
 */
import pg from "pg";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { listAnswers } from "../src/core/answers/answer-service";
import { auditBench } from "./audit-bench";

const BASE = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

void (async () => {
  const name = `fieldnote_audit_bench_${process.pid}`;
  process.env.BENCH_KEEP_DB = "1";
  if (!process.env.EXPLAIN_DB) await auditBench("explain", BASE, { measure: false });
  const u = new URL(BASE);
  u.pathname = `/${process.env.EXPLAIN_DB ?? name}`;
  const captured: { query: string; params: string }[] = [];
  const config = loadConfig({
    DATABASE_URL: u.toString(),
    FIELDNOTE_DEMO_DATA: "off",
    LOG_LEVEL: "silent",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  await client.query("ANALYZE");
  const caller = (
    await client.query(
      `SELECT "callerKeyId" AS id FROM "Answer" WHERE "callerKeyId" IS NOT NULL LIMIT 1`,
    )
  ).rows[0].id;
  const doc = (await client.query(`SELECT "documentId" AS id FROM "AnswerSource" LIMIT 1`)).rows[0]
    .id;
  const reviewer = { keyId: "x", name: "x", role: "REVIEWER" as const, groups: [] };
  const filters = {
    "status+claimVerdict": { status: ["SUPPORTED" as const], claimVerdict: "SUPPORTED" as const },
    "caller+since": { callerKeyId: caller, since: new Date("2026-01-15") },
    "citedDocument+unreviewed": { citedDocumentId: doc, reviewed: false },
    questionContains: { questionContains: "fact 42 of" },
    stale: { hasStaleSources: true },
    "not stale+PARTIAL": { hasStaleSources: false, status: ["PARTIAL" as const] },
    "newest review INCORRECT": { reviewVerdict: "INCORRECT" as const },
  };
  const spy = await createApp(config, {
    logger: pino({ level: "silent" }),
    onQuery: (query, params) => captured.push({ query, params }),
  });
  for (const [label, f] of Object.entries(filters)) {
    captured.length = 0;
    await listAnswers(spy.answers, reviewer, f, 50, null);
    // the page's id query (one SQL condition, answer-filter-sql.ts)
    const main = captured.find((c) => /FROM "Answer" a WHERE/.test(c.query));
    if (!main) continue;
    const plan = await client.query(
      `EXPLAIN (ANALYZE, BUFFERS OFF) ${main.query}`,
      JSON.parse(main.params) as unknown[],
    );
    console.log(
      `\n=== ${label}\n${plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n")}`,
    );
  }
  await spy.close();
  await app.close();
  await client.end();
})();
