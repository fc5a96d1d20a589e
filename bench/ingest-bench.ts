/**
 * Ingest of a real, versioned documentation site of ~1,000 pages: copies of the shared corpora
 * (jaeger and rustbook, ../shared/corpora) under renamed version folders, so titles collide as they
 * do on real sites. Figures: pages/s and chunks/s of a first ingest, the time of a second ingest of
 * the unchanged folder (0 changes expected), and titleReport over the ~1,000 documents.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { ingestFolder } from "../src/ingest/ingest-folder";
import { scratchDatabase } from "./scratch-database";
import { repeated, timed } from "./figures";

export const CORPORA = path.join(__dirname, "..", "..", "shared", "corpora");
const COPIES = Number(process.env.BENCH_SITE_COPIES ?? 5);

/** COPIES renamed copies of each corpus: site/v<n>/<corpus>/… */
export function buildSite(copies = COPIES): { root: string; pages: number } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-site-"));
  let pages = 0;
  for (let n = 1; n <= copies; n++) {
    for (const corpus of ["jaeger", "rustbook"]) {
      const dest = path.join(root, "site", `v${n}`, corpus);
      fs.cpSync(path.join(CORPORA, corpus, "docs"), dest, { recursive: true });
      pages += fs
        .readdirSync(dest, { recursive: true })
        .filter((f) => String(f).endsWith(".md")).length;
    }
  }
  return { root: path.join(root, "site"), pages };
}

export async function ingestBench(
  label: string,
  serverUrl: string,
): Promise<Record<string, string>> {
  if (!fs.existsSync(CORPORA))
    throw new Error(`${CORPORA} not found: the ingest bench needs the shared corpora`);
  const { root, pages } = buildSite();
  const scratch = await scratchDatabase(serverUrl, `fieldnote_ingest_bench_${process.pid}`);
  const app = await createApp(
    loadConfig({ DATABASE_URL: scratch.url, FIELDNOTE_DEMO_DATA: "off", LOG_LEVEL: "silent" }),
    { logger: pino({ level: "silent" }) },
  );
  const out: Record<string, string> = {};
  try {
    const t = performance.now();
    const first = await ingestFolder(app.ingestTarget, root, { rootName: "site" });
    const firstS = (performance.now() - t) / 1000;
    const chunks = await app.db.prisma.chunk.count({ where: { searchable: true } });
    out["site pages"] = String(pages);
    out["stored documents"] = String(first.created);
    out["titles qualified"] = String(first.qualified.length);
    // the first ingest of the site is one run (minutes at this size); the figures below are 3
    out["ingest pages/s"] = (pages / firstS).toFixed(1);
    out["ingest chunks/s"] = (chunks / firstS).toFixed(0);
    let second = first;
    const again = await repeated(async () => {
      const t0 = performance.now();
      second = await ingestFolder(app.ingestTarget, root, { rootName: "site" });
      return { "re-ingest unchanged s": (performance.now() - t0) / 1000 };
    }, 1);
    out["re-ingest unchanged s"] = again.text["re-ingest unchanged s"]!;
    out["re-ingest changes"] = String(
      second.created + second.revised + second.updated + second.archived.length,
    );
    const admin = { keyId: null, name: "bench", role: "ADMIN" as const, groups: [] };
    const report = await repeated(
      async () => ({ "titleReport ms": await timed(() => app.services.titleReport(admin)) }),
      0,
    );
    Object.assign(out, report.text);
  } finally {
    await app.close();
    await scratch.drop();
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  }
  console.error(`${label} ingest done`);
  return out;
}
