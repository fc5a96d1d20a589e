/* npm run audit:export -- --format jsonl|csv [--since ISO] [--until ISO] [--out file]
 * JSONL: the whole audit trail, oldest first, one page at a time (constant memory), progress on
 * stderr: a header, every answer with the content its hash covers and its seal, every audit event
 * (hashed content, prevHash, hash, seal), every review and conflict resolution, every checkpoint;
 * each record carries what its verification needs (README, "The audit trail"). CSV: one row per
 * answer, for spreadsheets. On the embedded database while the service runs, the running service
 * exports (local control), as `npm run ingest` and `npm run key:create` do. */
import fs from "node:fs";
import readline from "node:readline";
import { Readable } from "node:stream";
import { Command, Option } from "commander";
import { stringify } from "csv-stringify";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import { exportAuditTrail } from "../src/audit-commands";
import { callControl, runningControl } from "./running-service";
import type { StoredAnswer } from "../src/core/audit/stored-answer";

const opts = new Command()
  .name("audit:export")
  .addOption(
    new Option("--format <format>", "jsonl or csv").choices(["jsonl", "csv"]).default("jsonl"),
  )
  .option("--since <date>", "only records made at or after this ISO date")
  .option("--until <date>", "only records made at or before this ISO date")
  .option("--out <file>", "write here instead of stdout")
  .parse()
  .opts<{ format: "jsonl" | "csv"; since?: string; until?: string; out?: string }>();

function date(v: string | undefined, name: string): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()))
    throw new Error(`--${name} "${v}" is not an ISO date (e.g. 2026-11-01)`);
  return d;
}

const CSV_COLUMNS = [
  "seq",
  "id",
  "createdAt",
  "callerName",
  "callerRole",
  "question",
  "status",
  "grounded",
  "diagnosis",
  "model",
  "promptVersion",
  "claims",
  "sources",
  "conflicts",
  "prevHash",
  "hash",
  "hashVersion",
];

function csvRow(a: StoredAnswer): unknown[] {
  return [
    String(a.seq),
    a.id,
    a.createdAt,
    a.callerName,
    a.callerRole,
    a.question,
    a.status,
    a.grounded,
    a.diagnosis.join(" "),
    a.model ?? "",
    a.promptVersion ?? "",
    a.claims.map((c) => `${c.verdict}: ${c.text}`).join("\n"),
    a.sources.map((s) => `${s.title} r${s.revision} (${s.revisionId})`).join("\n"),
    a.conflicts
      .map((c) => c.sides.map((s) => `${s.title}: ${s.values.join(", ")}`).join(" vs "))
      .join("\n"),
    a.prevHash,
    a.hash,
    a.hashVersion,
  ];
}

/** Sends the trail's JSON lines to `sink`: from the running service's local control, or the database. */
async function exportTo(
  range: { since?: Date; until?: Date },
  sink: (line: string) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  const control = runningControl(config.database.url);
  if (control) {
    const res = await callControl(control, "/local/audit-export", {
      since: range.since?.toISOString(),
      until: range.until?.toISOString(),
    });
    if (!res.ok || !res.body) throw new Error(`the running service refused (${res.status})`);
    const rl = readline.createInterface({ input: Readable.fromWeb(res.body as never) });
    for await (const line of rl) {
      if (!line) continue;
      if (line.startsWith(`{"record":"error"`))
        throw new Error((JSON.parse(line) as { message: string }).message);
      await sink(`${line}\n`);
    }
    return;
  }
  const app = await createApp(
    { ...config, database: { ...config.database, demoData: "off" } },
    { logger: pino({ level: "warn" }, pino.destination(2)) },
  );
  try {
    await exportAuditTrail(app, range, sink);
  } finally {
    await app.close();
  }
}

(async () => {
  const range = { since: date(opts.since, "since"), until: date(opts.until, "until") };
  const out = opts.out ? fs.createWriteStream(opts.out) : process.stdout;
  const write = (chunk: string) =>
    out.write(chunk) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r()));
  const csv = opts.format === "csv" ? stringify({ header: true, columns: CSV_COLUMNS }) : null;
  csv?.on("data", (chunk: Buffer) => out.write(chunk));
  let n = 0;
  try {
    await exportTo(range, async (line) => {
      if (csv) {
        const r = JSON.parse(line) as { record: string } & StoredAnswer;
        if (r.record !== "answer") return;
        if (!csv.write(csvRow(r))) await new Promise<void>((res) => csv.once("drain", () => res()));
      } else await write(line);
      if (++n % 1000 === 0) process.stderr.write(`\raudit:export ${n} records`);
    });
    if (csv) await new Promise<void>((r) => csv.end(() => r()));
    process.stderr.write(`\raudit:export ${n} records exported\n`);
  } finally {
    if (out !== process.stdout)
      await new Promise<void>((r) => (out as fs.WriteStream).end(() => r()));
  }
})().catch((err: unknown) => {
  console.error(`audit:export: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
