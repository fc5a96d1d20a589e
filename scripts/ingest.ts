/* npm run ingest -- <folder> [--titles qualify|skip|fail] [--name <root name>] [--max-file-bytes <n>]: load a documentation
 * site. On the embedded database while the service runs, the running service does the ingest (PGlite
 * allows one process per data directory); otherwise the database is opened here. Ctrl-C stops after
 * the current file and prints the summary. A progress bar (reading, then writing) is drawn on a
 * terminal only (not when output is piped or CI is set). Exit code: 0, or 1 when a file failed or (with
 * --titles fail/skip) a title collided; 2 when the ingest could not run. */
import fs from "node:fs";
import path from "node:path";
import { Command, Option } from "commander";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import {
  ingestFolder,
  reportLines,
  summaryLine,
  type IngestReport,
  type TitlePolicy,
} from "../src/ingest/ingest-folder";
import { DataDirInUseError, lockHolder } from "../src/adapters/prisma/dir-lock";
import { parseDatabaseUrl } from "../src/adapters/prisma/database-url";
import { controlFileFor } from "../src/http/local-control";
import { ingestProgress } from "../src/ingest/ingest-progress";

const program = new Command()
  .name("ingest")
  .argument("<folder>", "folder of Markdown files (a documentation site's content folder)")
  .addOption(
    new Option("--titles <policy>", "colliding titles: qualify them, skip the pages, or fail")
      .choices(["qualify", "skip", "fail"])
      .default("qualify"),
  )
  .option("--name <root>", "the root's name in source keys (default: the folder's name)")
  .option(
    "--max-file-bytes <n>",
    "refuse larger files unread (default: INGEST_MAX_FILE_BYTES, 2000000)",
    (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1)
        throw new Error(`--max-file-bytes: not a byte count: ${v}`);
      return n;
    },
  )
  .parse();
const folder = path.resolve(program.args[0]!);
const opts = program.opts<{ titles: TitlePolicy; name?: string; maxFileBytes?: number }>();
const progress = ingestProgress(process.stderr, process.env);

function finish(report: IngestReport): void {
  for (const line of reportLines(report)) console.log(line);
  console.log(summaryLine(report));
  const collided = opts.titles !== "qualify" && report.collisions.length > 0;
  process.exitCode = report.failed.length || collided ? 1 : 0;
}

async function throughService(controlFile: string): Promise<IngestReport> {
  const control = JSON.parse(fs.readFileSync(controlFile, "utf8")) as {
    ingestUrl?: string;
    token: string;
  };
  if (!control.ingestUrl)
    throw new Error("the running service is too old to ingest through it: stop it and retry");
  console.error("the embedded service is running: ingesting through it");
  const res = await fetch(control.ingestUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-fieldnote-control": control.token },
    body: JSON.stringify({
      folder,
      titles: opts.titles,
      rootName: opts.name,
      maxFileBytes: opts.maxFileBytes,
      progress: true,
    }),
  });
  if (!res.ok || !res.headers.get("content-type")?.includes("ndjson")) {
    // a service that does not stream answers with the report (or the error) as one JSON body
    const body = (await res.json()) as IngestReport & { message?: string };
    if (!res.ok) throw new Error(body.message ?? `the running service refused (${res.status})`);
    return body;
  }
  return readProgressStream(res);
}

/** Progress lines drive the bar; the last line is the report (or the error that ended the run). */
async function readProgressStream(res: Response): Promise<IngestReport> {
  type Line = {
    progress?: { done: number; total: number; file: string; phase: "read" | "write" };
    report?: IngestReport;
    message?: string;
  };
  let pending = "";
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = pending.indexOf("\n")) >= 0) {
      const line = JSON.parse(pending.slice(0, nl)) as Line;
      pending = pending.slice(nl + 1);
      if (line.progress) {
        const p = line.progress;
        progress.onProgress(p.done, p.total, p.file, p.phase);
      } else {
        progress.stop();
        if (line.report) return line.report;
        throw new Error(line.message ?? "the running service stopped the ingest");
      }
    }
  }
  progress.stop();
  throw new Error("the running service closed the connection before the report");
}

(async () => {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    throw new Error(`not a folder: ${folder}`);
  const config = loadConfig();
  const target = parseDatabaseUrl(config.database.url);
  if (
    target.kind === "pglite" &&
    target.dataDir &&
    lockHolder(target.dataDir) &&
    fs.existsSync(controlFileFor(target.dataDir))
  ) {
    finish(await throughService(controlFileFor(target.dataDir)));
    return;
  }
  const app = await createApp(
    { ...config, database: { ...config.database, demoData: "off" } },
    { logger: pino({ level: "warn" }, pino.destination(2)) },
  );
  let stop = false;
  const onSignal = () => {
    if (stop) process.exit(130);
    stop = true;
    console.error("\nstopping after the current file (Ctrl-C again to abort)");
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    const report = await ingestFolder(app.ingestTarget, folder, {
      titles: opts.titles,
      rootName: opts.name,
      maxFileBytes: opts.maxFileBytes ?? config.limits.ingestMaxFileBytes,
      shouldStop: () => stop,
      onProgress: progress.onProgress,
    });
    progress.stop();
    // hybrid retrieval: the new chunks get their vectors before the database is closed
    const embedded = await app
      .embedPending()
      .catch(
        (err: Error) => (console.error(`embedding skipped: ${err.message} (run npm run embed)`), 0),
      );
    if (embedded) console.error(`embedded ${embedded} chunk(s)`);
    finish(report);
    if (stop) process.exitCode = 130;
  } finally {
    progress.stop();
    await app.close();
  }
})().catch((err: unknown) => {
  console.error(
    err instanceof DataDirInUseError
      ? `${err.message}: the service holds it without a control file; stop it and retry`
      : `ingest: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(2);
});
