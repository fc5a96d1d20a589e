/* npm run audit:export -- --format jsonl|csv [--since ISO] [--until ISO] [--out file]
 * Streams every recorded answer with its claims, sources and chain hashes, oldest first, one page
 * at a time (constant memory), progress on stderr. JSONL carries the same content the hash covers,
 * so an auditor can re-verify the chain from the export alone. */
import fs from "node:fs";
import { Command, Option } from "commander";
import { stringify } from "csv-stringify";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import { DataDirInUseError } from "../src/adapters/prisma/dir-lock";
import type { StoredAnswer } from "../src/core/audit/stored-answer";

const opts = new Command()
  .name("audit:export")
  .addOption(
    new Option("--format <format>", "jsonl or csv").choices(["jsonl", "csv"]).default("jsonl"),
  )
  .option("--since <date>", "only answers recorded at or after this ISO date")
  .option("--until <date>", "only answers recorded at or before this ISO date")
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
    a.seq.toString(),
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

(async () => {
  const since = date(opts.since, "since");
  const until = date(opts.until, "until");
  const config = loadConfig();
  const app = await createApp(
    { ...config, database: { ...config.database, demoData: "off" } },
    { logger: pino({ level: "warn" }, pino.destination(2)) },
  );
  const out = opts.out ? fs.createWriteStream(opts.out) : process.stdout;
  const write = (chunk: string) =>
    out.write(chunk) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r()));
  const csv = opts.format === "csv" ? stringify({ header: true, columns: CSV_COLUMNS }) : null;
  csv?.on("data", (chunk: Buffer) => out.write(chunk));
  let n = 0;
  try {
    for await (const a of app.answers.stream({ since, until })) {
      if (csv) {
        if (!csv.write(csvRow(a))) await new Promise<void>((r) => csv.once("drain", () => r()));
      } else {
        await write(`${JSON.stringify({ ...a, seq: a.seq.toString() })}\n`);
      }
      if (++n % 1000 === 0) process.stderr.write(`\raudit:export ${n} answers`);
    }
    if (csv) await new Promise<void>((r) => csv.end(() => r()));
    process.stderr.write(`\raudit:export ${n} answers exported\n`);
  } finally {
    if (out !== process.stdout)
      await new Promise<void>((r) => (out as fs.WriteStream).end(() => r()));
    await app.close();
  }
})().catch((err: unknown) => {
  console.error(
    `audit:export: ${err instanceof DataDirInUseError ? `${err.message}: stop the service first (or export from PostgreSQL)` : err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
