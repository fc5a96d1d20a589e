/**
 * Loads a documentation site (a folder of Markdown) as documents, without losing a page. A
 * document's identity is its source key ("<root name>/<path>"), not its title: re-ingest matches by
 * source key, keeps a title an admin set, applies a changed source title as a rename, archives what
 * disappeared from the same root, and never turns an older version (by effective date) current.
 * Colliding titles are qualified (`--titles qualify`, the default), skipped or refused.
 */
import fs from "node:fs";
import path from "node:path";
import { qualifyTitles, type TitledFile } from "../core/documents/qualify-titles";
import { titleSkeleton } from "../core/text/title-skeleton";
import type { TitleRow } from "../core/documents/document-ports";
import type { DocumentInput, DocumentRecord } from "../core/documents/document-types";
import { readSourceDocument, type SourceDocument } from "./read-source";
import { readLimitsFor, RefusedFile, type ReadLimits } from "./safe-read";

export type TitlePolicy = "qualify" | "skip" | "fail";

export interface IngestTarget {
  findBySourcePath(sourcePath: string): Promise<DocumentRecord | null>;
  /** a document ingested before source keys existed, found by the file URL it was stored under */
  findLegacy(fileUrl: string): Promise<DocumentRecord | null>;
  listBySourcePrefix(prefix: string): Promise<DocumentRecord[]>;
  allTitles(): Promise<TitleRow[]>;
  upsert(input: DocumentInput): Promise<{
    document: DocumentRecord;
    outcome: "CREATED" | "REVISED" | "UNCHANGED" | "UPDATED";
  }>;
  archive(id: string): Promise<unknown>;
}

export interface IngestOptions {
  titles?: TitlePolicy;
  /** the root's name in source keys (default: the folder's name) */
  rootName?: string;
  /** files larger are refused unread (INGEST_MAX_FILE_BYTES; default safe-read.ts) */
  maxFileBytes?: number;
  /** reading the files ("read"), then writing the documents ("write") */
  onProgress?: (done: number, total: number, file: string, phase: "read" | "write") => void;
  /** checked between files: true stops cleanly after the current one */
  shouldStop?: () => boolean;
}

export interface IngestReport {
  root: string;
  files: number;
  created: number;
  revised: number;
  updated: number;
  unchanged: number;
  archived: string[];
  qualified: { file: string; title: string; from: string }[];
  renamed: { file: string; from: string; to: string }[];
  collisions: { file: string; title: string; existing: string }[];
  drafts: string[];
  /** pages with nothing to cite once markup is rendered (a section index that is front matter only) */
  empty: string[];
  notMarkdown: string[];
  flagged: { file: string; note: string }[];
  unknownShortcodes: { name: string; files: number }[];
  unresolvedIncludes: string[];
  /** files not read: outside the root's real path (symbolic links), too large, or not text */
  refused: { file: string; reason: string }[];
  /** documents whose groups (who may read them) changed in this run */
  accessChanged: { file: string; from: string[]; to: string[] }[];
  failed: { file: string; error: string }[];
  stopped: boolean;
}

const MARKDOWN = /\.(md|markdown|mdx)$/i;

export function listFiles(folder: string): { markdown: string[]; other: string[] } {
  const markdown: string[] = [];
  const other: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else (MARKDOWN.test(e.name) ? markdown : other).push(p);
    }
  };
  walk(folder);
  return { markdown, other };
}

/** Folder names too generic to tell two sites apart ("docs") are prefixed with their parent's. */
const GENERIC_ROOTS = new Set([
  "docs",
  "doc",
  "content",
  "src",
  "source",
  "documentation",
  "site",
  "pages",
  "book",
  "md",
  "markdown",
]);

export function defaultRootName(root: string): string {
  const base = path.basename(root);
  const parent = path.basename(path.dirname(root));
  return GENERIC_ROOTS.has(base.toLowerCase()) && parent ? `${parent}/${base}` : base;
}

function emptyReport(root: string): IngestReport {
  return {
    root,
    files: 0,
    created: 0,
    revised: 0,
    updated: 0,
    unchanged: 0,
    archived: [],
    qualified: [],
    renamed: [],
    collisions: [],
    drafts: [],
    empty: [],
    notMarkdown: [],
    flagged: [],
    unknownShortcodes: [],
    unresolvedIncludes: [],
    refused: [],
    accessChanged: [],
    failed: [],
    stopped: false,
  };
}

/** Files sharing a source key are versions of one document: oldest first, the newest last. */
function versionsByKey(docs: SourceDocument[]): Map<string, SourceDocument[]> {
  const byKey = new Map<string, SourceDocument[]>();
  for (const d of docs) byKey.set(d.sourceKey, [...(byKey.get(d.sourceKey) ?? []), d]);
  for (const versions of byKey.values()) {
    versions.sort(
      (a, b) =>
        (a.effectiveDate?.getTime() ?? Infinity) - (b.effectiveDate?.getTime() ?? Infinity) ||
        a.relPath.localeCompare(b.relPath),
    );
  }
  return byKey;
}

/** `_index.md` (Hugo), `index.md` (MkDocs, Docusaurus), `README.md` (GitBook, mdBook): a folder's own page. */
function isSectionPage(file: string): boolean {
  return /^(?:_index|index|readme)$/i.test(file);
}

/** Folder (relative, "/"-joined) -> the title of its section page, as the site's breadcrumb names it. */
function sectionTitles(docs: readonly SourceDocument[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of [...docs].sort((a, b) => a.relPath.localeCompare(b.relPath)))
    if (isSectionPage(d.file) && !out.has(d.folder.join("/"))) out.set(d.folder.join("/"), d.title);
  return out;
}

/** The run's titles: qualified where they collide within the run (every member of a group). */
function runTitles(
  byKey: Map<string, SourceDocument[]>,
): Map<string, { title: string; qualifier: string | null }> {
  const newest = [...byKey.entries()].map(([key, versions]) => [key, versions.at(-1)!] as const);
  const sections = sectionTitles(newest.map(([, d]) => d));
  const files: TitledFile[] = newest.map(([key, d]) => {
    // a section page belongs to the section above it
    const parent = isSectionPage(d.file) ? d.folder.slice(0, -1) : d.folder;
    const section = sections.get(parent.join("/"));
    return { key, title: d.title, folder: d.folder, file: d.file, section };
  });
  return new Map(
    qualifyTitles(files).map((q) => [q.key, { title: q.title, qualifier: q.qualifier }]),
  );
}

interface TitleBook {
  /** skeleton -> document id holding it */
  held: Map<string, string>;
  claim(title: string, id: string): void;
  takenBy(title: string): string | undefined;
}

function titleBook(rows: TitleRow[]): TitleBook {
  const held = new Map(rows.map((r) => [titleSkeleton(r.title), r.id]));
  return {
    held,
    claim: (title, id) => held.set(titleSkeleton(title), id),
    takenBy: (title) => held.get(titleSkeleton(title)),
  };
}

/** A title no other document holds: a later page that collides is the only one qualified. */
function freeTitle(
  title: string,
  newest: SourceDocument,
  rootName: string,
  book: TitleBook,
  selfId: string | null,
): string {
  const free = (t: string) => {
    const holder = book.takenBy(t);
    return holder === undefined || holder === selfId;
  };
  if (free(title)) return title;
  const folder = newest.folder;
  for (let k = 1; k <= folder.length; k++) {
    const candidate = `${title} (${folder.slice(0, k).join("/")})`;
    if (free(candidate)) return candidate;
  }
  for (const candidate of [
    `${title} (${[rootName, ...folder].join("/")})`,
    `${title} (${[rootName, ...folder, newest.file].join("/")})`,
  ]) {
    if (free(candidate)) return candidate;
  }
  for (let n = 2; ; n++) if (free(`${title} (${n})`)) return `${title} (${n})`;
}

interface IngestContext {
  rootName: string;
  policy: TitlePolicy;
  book: TitleBook;
  report: IngestReport;
}

/**
 * The title a page is stored under: an admin's rename or an unchanged source title stays; otherwise
 * the planned one, qualified if taken. Null when the policy refuses a collision (it is reported).
 */
function titleFor(
  newest: SourceDocument,
  existing: DocumentRecord | null,
  planned: { title: string; qualifier: string | null },
  ctx: IngestContext,
): string | null {
  const { report, book } = ctx;
  if (existing && (existing.titleOrigin === "ADMIN" || existing.sourceTitle === newest.title))
    return existing.title;
  const wanted = ctx.policy === "qualify" ? planned.title : newest.title;
  const holder = book.takenBy(wanted);
  const collides =
    (holder !== undefined && holder !== existing?.id) ||
    (ctx.policy !== "qualify" && planned.qualifier !== null);
  if (collides && ctx.policy !== "qualify") {
    report.collisions.push({
      file: newest.relPath,
      title: newest.title,
      existing: holder ? `document ${holder}` : "another page of this run",
    });
    return null;
  }
  const title = freeTitle(wanted, newest, ctx.rootName, book, existing?.id ?? null);
  if (title !== newest.title)
    report.qualified.push({ file: newest.relPath, title, from: newest.title });
  if (existing && existing.title !== title)
    report.renamed.push({ file: newest.relPath, from: existing.title, to: title });
  return title;
}

type Counted = "created" | "revised" | "unchanged" | "updated";

/** Writes the versions of one page oldest first; an older version never becomes current over a newer one. */
async function writeVersions(
  target: IngestTarget,
  key: string,
  versions: SourceDocument[],
  existing: DocumentRecord | null,
  source: { title: string; qualified: boolean; notes: string[] },
): Promise<{ current: DocumentRecord | null; counted: Counted | null }> {
  const newest = versions[versions.length - 1]!;
  let current = existing;
  let counted: Counted | null = null;
  for (const v of versions) {
    // an unchanged source makes no revision
    const currentDate = current?.revision?.effectiveDate?.getTime();
    const date = v.effectiveDate?.getTime() ?? -Infinity;
    if (
      current &&
      currentDate !== undefined &&
      (v === newest ? date < currentDate : date <= currentDate)
    )
      continue;
    const { document, outcome } = await target.upsert({
      id: current?.id ?? null,
      title: source.title,
      body: v.body,
      // a page that states no groups keeps the ones stored (an admin may have restricted it)
      groups: v.groups,
      effectiveDate: v.effectiveDate,
      reviewBy: v.reviewBy,
      sourceUrl: v.sourceUrl,
      source: {
        sourcePath: key,
        sourceTitle: newest.title,
        titleOrigin: source.qualified ? "QUALIFIED" : "SOURCE",
        aliases: newest.aliases,
        titleNotes: source.notes,
      },
    });
    if (counted !== "created") counted = outcome.toLowerCase() as Counted;
    current = document;
  }
  return { current, counted };
}

async function ingestDocument(
  target: IngestTarget,
  key: string,
  versions: SourceDocument[],
  planned: { title: string; qualifier: string | null },
  ctx: IngestContext,
): Promise<void> {
  const newest = versions[versions.length - 1]!;
  const existing =
    (await target.findBySourcePath(key)) ?? (await target.findLegacy(newest.legacySourceUrl));
  const title = titleFor(newest, existing, planned, ctx);
  if (title === null) return;
  const qualified = title !== newest.title && existing?.titleOrigin !== "ADMIN";
  const notes = [
    ...newest.titleNotes,
    ...(qualified ? [`qualified at ingest from "${newest.title}"`] : []),
  ];
  const { current, counted } = await writeVersions(target, key, versions, existing, {
    title,
    qualified,
    notes,
  });
  ctx.report[counted ?? "unchanged"]++;
  if (current) ctx.book.claim(current.title, current.id);
  if (existing && current && existing.groups.join("\u0000") !== current.groups.join("\u0000"))
    ctx.report.accessChanged.push({
      file: newest.relPath,
      from: existing.groups,
      to: current.groups,
    });
  for (const note of [...newest.titleNotes, ...newest.bodyNotes])
    ctx.report.flagged.push({ file: newest.relPath, note });
}

/** Reads every Markdown file (drafts, empty pages and unreadable files are reported, not ingested). */
function readSources(
  root: string,
  rootName: string,
  markdown: string[],
  report: IngestReport,
  limits: ReadLimits,
  { onProgress }: IngestOptions,
): SourceDocument[] {
  const sources: SourceDocument[] = [];
  const shortcodes = new Map<string, Set<string>>();
  for (const [i, file] of markdown.entries()) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    onProgress?.(i + 1, markdown.length, rel, "read");
    try {
      const doc = readSourceDocument(file, root, rootName, limits);
      for (const name of doc.markup.unknownShortcodes)
        shortcodes.set(name, (shortcodes.get(name) ?? new Set()).add(rel));
      report.unresolvedIncludes.push(...doc.markup.unresolvedIncludes);
      if (doc.draft) report.drafts.push(rel);
      // a site's section index is often front matter alone: a page, not a broken file
      else if (doc.body.trim() === "") report.empty.push(rel);
      else sources.push(doc);
    } catch (err) {
      if (err instanceof RefusedFile) report.refused.push({ file: rel, reason: err.reason });
      else
        report.failed.push({ file: rel, error: err instanceof Error ? err.message : String(err) });
    }
  }
  report.unknownShortcodes = [...shortcodes]
    .map(([name, files]) => ({ name, files: files.size }))
    .sort((a, b) => b.files - a.files);
  return sources;
}

/** A file gone from a re-ingest of the SAME root is archived (its revisions stay). */
async function archiveMissing(
  target: IngestTarget,
  rootName: string,
  present: ReadonlySet<string>,
  report: IngestReport,
): Promise<void> {
  for (const doc of await target.listBySourcePrefix(`${rootName}/`)) {
    if (doc.sourcePath && !present.has(doc.sourcePath)) {
      await target.archive(doc.id);
      report.archived.push(doc.sourcePath);
    }
  }
}

export async function ingestFolder(
  target: IngestTarget,
  folder: string,
  options: IngestOptions = {},
): Promise<IngestReport> {
  const root = path.resolve(folder);
  const rootName = options.rootName ?? defaultRootName(root);
  const report = emptyReport(rootName);
  const { markdown, other } = listFiles(root);
  report.notMarkdown = other.map((f) => path.relative(root, f).split(path.sep).join("/"));
  report.files = markdown.length;
  const limits = readLimitsFor(root, options.maxFileBytes);
  const byKey = versionsByKey(readSources(root, rootName, markdown, report, limits, options));
  const planned = runTitles(byKey);
  const book = titleBook(await target.allTitles());
  const ctx = { rootName, policy: options.titles ?? "qualify", book, report };
  const keys = [...byKey.keys()].sort();
  let done = 0;
  for (const key of keys) {
    if (options.shouldStop?.()) {
      report.stopped = true;
      break;
    }
    const versions = byKey.get(key)!;
    const file = versions[versions.length - 1]!.relPath;
    try {
      await ingestDocument(target, key, versions, planned.get(key)!, ctx);
    } catch (err) {
      report.failed.push({ file, error: err instanceof Error ? err.message : String(err) });
    }
    options.onProgress?.(++done, keys.length, file, "write");
  }
  if (!report.stopped) await archiveMissing(target, rootName, new Set(keys), report);
  return report;
}

export function summaryLine(r: IngestReport): string {
  return (
    `ingested ${r.root}: ${r.created} created, ${r.revised} revised, ${r.updated} updated, ${r.unchanged} unchanged, ` +
    `${r.archived.length} archived, ${r.qualified.length} title(s) qualified, ${r.collisions.length} title collision(s), ` +
    `${r.drafts.length} draft(s) skipped, ${r.empty.length} empty page(s) skipped, ${r.notMarkdown.length} non-Markdown file(s), ` +
    `${r.refused.length} refused, ${r.accessChanged.length} access change(s), ${r.failed.length} failed` +
    (r.stopped ? " (stopped early)" : "")
  );
}

/** Every line an operator should read: nothing is skipped without a line that says so. */
export function reportLines(r: IngestReport): string[] {
  return [
    ...r.qualified.map((q) => `title qualified: ${q.file} "${q.from}" -> "${q.title}"`),
    ...r.renamed.map((q) => `title changed: ${q.file} "${q.from}" -> "${q.to}"`),
    ...r.collisions.map(
      (c) => `title collision: ${c.file} "${c.title}" collides with ${c.existing} (not stored)`,
    ),
    ...r.drafts.map((d) => `draft skipped: ${d}`),
    ...r.empty.map((e) => `empty page skipped (nothing to cite): ${e}`),
    ...r.archived.map((a) => `archived (no longer in the folder): ${a}`),
    ...r.flagged.map((f) => `flagged: ${f.file}: ${f.note}`),
    ...(r.notMarkdown.length
      ? [
          `not Markdown (${r.notMarkdown.length}): ${r.notMarkdown.slice(0, 20).join(", ")}${r.notMarkdown.length > 20 ? ", …" : ""}`,
        ]
      : []),
    ...r.unknownShortcodes.map(
      (s) => `unknown shortcode removed (inner text kept): ${s.name} in ${s.files} file(s)`,
    ),
    ...r.unresolvedIncludes.map((i) => `include not resolved (removed): ${i}`),
    ...r.refused.map((f) => `refused (not read): ${f.file}: ${f.reason}`),
    ...r.accessChanged.map(
      (a) => `access changed: ${a.file}: groups [${a.from.join(", ")}] -> [${a.to.join(", ")}]`,
    ),
    ...r.failed.map((f) => `failed: ${f.file}: ${f.error}`),
  ];
}
