/**
 * npx tsx eval/title-report-sample.ts [<folder>[=<root name>][+<folder>[=<root name>]...] ...] [--json <file>]
 *
 * The title report an admin would read after ingesting each argument's folders into one knowledge
 * base (in-memory PGlite, the real ingest; "a+b" mixes two sources, as a team that loads imported
 * docs beside its own does), every finding with its reason and proposals, so a person can judge each
 * one ("would an admin act on it?") — issue 58's measure. Defaults: the two corpora of the repository.
 */
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { defaultRootName, ingestFolder } from "../src/ingest/ingest-folder";
import type { TitleReport } from "../src/core/documents/title-report";

const ADMIN = { keyId: null, name: "eval", role: "ADMIN" as const, groups: [] };
const DEFAULTS = ["eval/corpora/jaeger/docs=jaeger", "eval/corpora/rustbook/docs=rustbook"];

async function reportOf(sources: { folder: string; rootName: string }[]): Promise<TitleReport> {
  const config = loadConfig({
    DATABASE_URL: "pglite:memory",
    FIELDNOTE_DEMO_DATA: "off",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
  });
  const app = await createApp(config, { logger: pino({ level: "silent" }) });
  try {
    for (const { folder, rootName } of sources)
      await ingestFolder(app.ingestTarget, folder, { rootName });
    return await app.services.titleReport(ADMIN);
  } finally {
    await app.close();
  }
}

function print(name: string, docs: number, report: TitleReport): void {
  const kinds = Object.keys(report) as (keyof TitleReport)[];
  const counts = kinds.map((k) => `${k} ${report[k].length}`).join(", ");
  console.log(`\n=== ${name}: ${docs} documents; ${counts}`);
  for (const kind of kinds)
    for (const f of report[kind]) {
      console.log(`[${kind}] ${f.titles.map((t) => JSON.stringify(t)).join(" / ")}`);
      console.log(`    reason: ${f.reason}`);
      for (const p of f.proposals) console.log(`    -> ${JSON.stringify(p.title)}`);
    }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf("--json");
  const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
  const out: Record<string, TitleReport> = {};
  for (const arg of args.length ? args : DEFAULTS) {
    const sources = arg.split("+").map((one) => {
      const [dir, root] = one.split("=");
      const folder = path.resolve(dir!);
      return { folder, rootName: root ?? defaultRootName(folder) };
    });
    const report = await reportOf(sources);
    const docs = sources
      .flatMap((s) => fs.readdirSync(s.folder, { recursive: true, encoding: "utf8" }))
      .filter((f) => /\.mdx?$/.test(`${f}`));
    const name = sources.map((s) => s.rootName).join("+");
    print(name, docs.length, report);
    out[name] = report;
  }
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(out, null, 2));
}

void main();
