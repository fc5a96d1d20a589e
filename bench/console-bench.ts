/**
 * npm run bench:console: time to first useful paint of the console's Answers page over
 * BENCH_ANSWERS (100,000) recorded answers on PostgreSQL (the audit bench's generated answers),
 * in Debian's chromium: from the navigation's start to the first page of rows on screen, signed in
 * as a REVIEWER. Prints the median and range of BENCH_RUNS (5) cold page loads.
 */
import pg from "pg";
import pino from "pino";
import { chromium } from "playwright-core";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { auditBench } from "./audit-bench";

const BASE = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECRET = "bench-reviewer-secret-0123456789"; // the audit bench's reviewer

async function main(): Promise<void> {
  // CONSOLE_DB: an audit bench database already filled (kept with BENCH_KEEP_DB); dropped after
  const name = process.env.CONSOLE_DB ?? `fieldnote_audit_bench_${process.pid}`;
  process.env.BENCH_KEEP_DB = "1";
  const t0 = performance.now();
  if (!process.env.CONSOLE_DB) await auditBench("console", BASE, { measure: false });
  if (!process.env.CONSOLE_DB)
    console.log(
      `seeded ${process.env.BENCH_ANSWERS ?? 100_000} answers in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  const u = new URL(BASE);
  u.pathname = `/${name}`;
  const config = loadConfig({
    DATABASE_URL: u.toString(),
    PORT: "0",
    FIELDNOTE_DEMO_DATA: "off",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  const http = await app.listen();
  const base = http.url.replace(/\/graphql$/, "");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/console/`);
    await page.getByLabel("API key").fill(SECRET);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByTestId("viewer").waitFor();
    const times: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      await page.goto(`${base}/console/?run=${i}#/answers`);
      await page.locator("table.rows tbody tr").first().waitFor();
      const ms = await page.evaluate(() => performance.now());
      if (i > 0) times.push(ms); // the first load warms the database's caches
    }
    times.sort((a, b) => a - b);
    const rows = await page.locator("table.rows tbody tr").count();
    console.log(
      `Answers first useful paint (${rows} rows of the stored answers): median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms (${times[0]!.toFixed(0)}–${times[times.length - 1]!.toFixed(0)}) over ${RUNS} loads`,
    );
  } finally {
    await browser.close();
    await http.stop();
    await app.close();
    const c = new pg.Client({ connectionString: BASE });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  }
}

void main();
