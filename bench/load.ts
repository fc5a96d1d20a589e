/**
 * npm run bench:load: 32 concurrent askers send LOAD_REQUESTS (default 3,000) asks to a Fieldnote
 * on PostgreSQL; once a third of them are done, the PostgreSQL server is restarted. Reports
 * requests acknowledged vs answer records stored (must be equal), partial records (must be 0; the
 * hash chain must verify), the error codes seen during the outage, recovery time, and latency
 * before and after. Only loopback traffic; bounded in count and time.
 * LOAD_POSTGRES_URL (default this machine's server) and LOAD_RESTART_CMD override the defaults.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import { scratchDatabase } from "./scratch-database";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";

const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 3_000);
const WORKERS = 32;
const BASE = process.env.LOAD_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const RESTART =
  process.env.LOAD_RESTART_CMD ??
  `pg_ctlcluster --skip-systemctl-redirect ${fs.existsSync("/etc/postgresql") ? fs.readdirSync("/etc/postgresql")[0] : "15"} main restart`;
const QUESTIONS = [
  "How do I roll back a release?",
  "When must a rollback start?",
  "How many reviewers must approve a production release?",
  "How long are application logs kept?",
  "What is the AX-4 inspection interval?",
  "What is the zebra budget?",
];

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

void (async () => {
  const scratch = await scratchDatabase(BASE, `fieldnote_load_${process.pid}`);
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    PORT: "0",
    FIELDNOTE_DEMO_DATA: "on",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
    DATABASE_POOL_SIZE: "16",
  });
  // internal errors go to stderr: an outage must surface as SERVICE_UNAVAILABLE, anything else is a finding
  const app = await createApp(config, { logger: pino({ level: "error" }, pino.destination(2)) });
  const http = await app.listen();
  type Result = { start: number; end: number; ok: boolean; code?: string };
  const results: Result[] = [];
  let next = 0;
  let restartAt = 0;
  let restartDone = 0;
  const deadline = Date.now() + 10 * 60_000;
  const restart = async () => {
    restartAt = performance.now();
    console.error(`restarting PostgreSQL: ${RESTART}`);
    execSync(RESTART, { stdio: "inherit" });
    restartDone = performance.now();
  };
  let restarted: Promise<void> | undefined;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < REQUESTS && Date.now() < deadline) {
        const i = next++;
        if (i === Math.floor(REQUESTS / 3) && !restarted)
          restarted = new Promise<void>((r) => setImmediate(r)).then(restart);
        const start = performance.now();
        try {
          const res = await fetch(http.url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              query: `mutation($q: String!) { ask(input: { question: $q }) { id status } }`,
              variables: { q: QUESTIONS[i % QUESTIONS.length] },
            }),
          });
          const body = (await res.json()) as {
            data?: { ask?: { id: string } };
            errors?: { extensions?: { code?: string } }[];
          };
          results.push({
            start,
            end: performance.now(),
            ok: Boolean(body.data?.ask?.id),
            code: body.errors?.[0]?.extensions?.code,
          });
        } catch (err) {
          results.push({
            start,
            end: performance.now(),
            ok: false,
            code: `transport:${(err as Error).message}`,
          });
        }
      }
    }),
  );
  await restarted;
  const wall = (performance.now() - t0) / 1000;

  const acknowledged = results.filter((r) => r.ok).length;
  const stored = await app.db.prisma.answer.count();
  const partial = await app.db.prisma.answer.count({
    where: {
      status: { in: ["SUPPORTED", "PARTIAL", "CONFLICTING"] },
      OR: [{ claims: { none: {} } }, { sources: { none: {} } }],
    },
  });
  const integrity = await app.services.auditIntegrity({
    keyId: "load",
    name: "load",
    role: "REVIEWER",
    groups: [],
  });
  const failures = results.filter((r) => !r.ok);
  const codes = new Map<string, number>();
  for (const f of failures) codes.set(f.code ?? "none", (codes.get(f.code ?? "none") ?? 0) + 1);
  const firstFail = Math.min(...failures.map((f) => f.start));
  const lastFail = Math.max(...failures.map((f) => f.end));
  const firstOkAfter = Math.min(
    ...results
      .filter((r) => r.ok && r.start >= (failures.length ? lastFail : restartDone))
      .map((r) => r.end),
  );
  const before = results.filter((r) => r.ok && r.end < restartAt).map((r) => r.end - r.start);
  const after = results
    .filter((r) => r.ok && r.start > (failures.length ? lastFail : restartDone))
    .map((r) => r.end - r.start);

  console.log(
    `\nFieldnote bench:load: ${results.length} asks, ${WORKERS} concurrent, PostgreSQL restarted once (${wall.toFixed(1)} s wall)`,
  );
  console.log(`acknowledged answers      ${acknowledged}`);
  console.log(
    `answer records stored     ${stored}   ${stored === acknowledged ? "(equal)" : "(NOT EQUAL)"}`,
  );
  console.log(`partial records           ${partial}`);
  console.log(
    `hash chain                ${integrity.ok ? "verifies" : `BROKEN at ${integrity.firstBrokenAnswerId}`} (${integrity.checked} answers)`,
  );
  console.log(
    `failed requests           ${failures.length}: ${[...codes].map(([c, n]) => `${c} x${n}`).join(", ") || "none"}`,
  );
  console.log(`restart command took      ${((restartDone - restartAt) / 1000).toFixed(2)} s`);
  console.log(
    `errors seen from/to       ${failures.length ? `${((firstFail - restartAt) / 1000).toFixed(2)} s .. ${((lastFail - restartAt) / 1000).toFixed(2)} s after the restart began` : "-"}`,
  );
  console.log(
    `recovery                  first success ${Number.isFinite(firstOkAfter) ? ((firstOkAfter - restartAt) / 1000).toFixed(2) : "-"} s after the restart began`,
  );
  console.log(
    `latency before  p50/p95   ${pct(before, 50).toFixed(1)} / ${pct(before, 95).toFixed(1)} ms (${before.length})`,
  );
  console.log(
    `latency after   p50/p95   ${pct(after, 50).toFixed(1)} / ${pct(after, 95).toFixed(1)} ms (${after.length})`,
  );
  await app.close();
  // the server was just restarted: give it a moment before dropping the database
  for (let i = 0; ; i++) {
    try {
      await scratch.drop();
      break;
    } catch (err) {
      if (i >= 30) throw err;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
  process.exitCode = stored === acknowledged && partial === 0 && integrity.ok ? 0 : 1;
})();
