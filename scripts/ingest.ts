/* npm run ingest -- <folder>: load every Markdown file of a folder (idempotent; collisions reported). */
import path from "node:path";
import { Command } from "commander";
import { SingleBar, Presets } from "cli-progress";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import { upsertDocument } from "../src/core/documents/manage-documents";
import { MarkdownChunker } from "../src/adapters/markdown/markdown-chunker";
import { ingestFolder, summaryLine } from "../src/ingest/ingest-folder";
import { DataDirInUseError } from "../src/adapters/prisma/dir-lock";

const program = new Command().name("ingest").argument("<folder>", "folder of Markdown files").parse();
const folder = path.resolve(program.args[0]!);

(async () => {
  const config = loadConfig();
  const app = await createApp({ ...config, database: { ...config.database, demoData: "off" } }, { logger: pino({ level: "warn" }) });
  const admin = { keyId: null, name: "ingest CLI", role: "ADMIN" as const, groups: [] };
  const deps = { store: app.documents, chunker: new MarkdownChunker(config.limits.chunkMaxChars), limits: config.limits };
  const bar = new SingleBar({ format: "ingest [{bar}] {value}/{total} {file}", stream: process.stderr }, Presets.shades_classic);
  let started = false;
  try {
    const report = await ingestFolder({ findByTitleKey: (k) => app.documents.findByTitleKey(k), upsert: (i) => upsertDocument(deps, admin, i) }, folder, (done, total, file) => {
      if (!started) {
        bar.start(total, 0, { file });
        started = true;
      }
      bar.update(done, { file });
    });
    if (started) bar.stop();
    for (const c of report.collisions) console.log(`title collision: ${c.file} "${c.title}" collides with existing ${c.existing} (not overwritten)`);
    for (const f of report.failed) console.log(`failed: ${f.file}: ${f.error}`);
    console.log(summaryLine(report));
    process.exitCode = report.failed.length || report.collisions.length ? 1 : 0;
  } finally {
    await app.close();
  }
})().catch((err: unknown) => {
  console.error(err instanceof DataDirInUseError ? `${err.message}: stop the service first (or ingest through a PostgreSQL DATABASE_URL)` : err);
  process.exit(2);
});
