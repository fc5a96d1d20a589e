/**
 * Loads a folder of Markdown files as documents. Title: front matter `title:`, else the first
 * "# " heading, else the file name. Front matter may also set `groups`, `effective_date`,
 * `review_by` and `source_url` (default: the file's path, which is how a re-run finds the same
 * document). Idempotent: unchanged files make no new revision. A title that collides with a
 * different document is reported, never overwritten.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";
import { AppError } from "../core/errors";
import { normalizeTitle } from "../core/text/normalize-title";
import type { DocumentInput, DocumentRecord } from "../core/documents/document-types";

export interface IngestTarget {
  findByTitleKey(titleKey: string): Promise<DocumentRecord | null>;
  upsert(input: DocumentInput): Promise<{ document: DocumentRecord; outcome: "CREATED" | "REVISED" | "UNCHANGED" | "UPDATED" }>;
}

export interface IngestReport {
  created: number;
  revised: number;
  unchanged: number;
  updated: number;
  collisions: { file: string; title: string; existing: string }[];
  failed: { file: string; error: string }[];
}

export function listMarkdown(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith(".")) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(md|markdown)$/i.test(e.name)) out.push(p);
    }
  };
  walk(folder);
  return out;
}

function toDate(v: unknown): Date | null {
  if (v == null || v === "") return null;
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) throw new AppError("BAD_USER_INPUT", `invalid date "${String(v)}" in front matter`);
  return d;
}

/** `source_url` in front matter may be relative to the folder (how two files name one document). */
export function readMarkdownDocument(file: string, root: string): DocumentInput {
  const parsed = matter(fs.readFileSync(file, "utf8"));
  const data = parsed.data as Record<string, unknown>;
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(parsed.content)?.[1];
  const title = typeof data.title === "string" && data.title.trim() ? data.title : heading ?? path.basename(file).replace(/\.(md|markdown)$/i, "");
  const groups = Array.isArray(data.groups) ? data.groups.map(String) : typeof data.groups === "string" ? data.groups.split(",").map((g) => g.trim()).filter(Boolean) : [];
  return {
    title,
    body: parsed.content.trim(),
    groups,
    effectiveDate: toDate(data.effective_date),
    reviewBy: toDate(data.review_by),
    sourceUrl: typeof data.source_url === "string" ? new URL(data.source_url, pathToFileURL(`${path.resolve(root)}/`)).href : pathToFileURL(path.resolve(file)).href,
  };
}

export async function ingestFolder(target: IngestTarget, folder: string, onProgress?: (done: number, total: number, file: string) => void): Promise<IngestReport> {
  const files = listMarkdown(folder);
  const report: IngestReport = { created: 0, revised: 0, unchanged: 0, updated: 0, collisions: [], failed: [] };
  let done = 0;
  for (const file of files) {
    const rel = path.relative(folder, file);
    try {
      const input = readMarkdownDocument(file, folder);
      const existing = await target.findByTitleKey(normalizeTitle(input.title));
      if (existing && existing.sourceUrl !== (input.sourceUrl ?? null)) {
        report.collisions.push({ file: rel, title: input.title, existing: `${existing.title} (${existing.sourceUrl ?? existing.id})` });
      } else {
        const { outcome } = await target.upsert({ ...input, id: existing?.id ?? null });
        report[outcome.toLowerCase() as "created" | "revised" | "unchanged" | "updated"]++;
      }
    } catch (err) {
      report.failed.push({ file: rel, error: err instanceof Error ? err.message : String(err) });
    }
    onProgress?.(++done, files.length, rel);
  }
  return report;
}

export function summaryLine(r: IngestReport): string {
  return `ingested: ${r.created} created, ${r.revised} revised, ${r.updated} updated, ${r.unchanged} unchanged, ${r.collisions.length} title collision(s), ${r.failed.length} failed`;
}
