/**
 * One Markdown file of a documentation site, read the way its generator builds the page: front
 * matter (gray-matter), the generator's markup rendered (site-markup.ts), the title by the rule
 * front matter `title` -> first `#` heading -> first heading of any level -> file name, and the
 * file's identity: its source key, "<root name>/<path relative to the root>", unless front matter
 * `source_url` / `source` names another (how an older version of a page names its document).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";
import { AppError } from "../core/errors";
import { BIDI_CONTROLS, hasBidiControls } from "../core/text/title-skeleton";
import { renderSiteMarkup, titleHeading, type MarkupReport } from "./site-markup";
import { countControlCharacters, withoutControlCharacters } from "../core/text/control-characters";
import { readLimitsFor, readTextInside, type ReadLimits } from "./safe-read";
import { FILE_NAME_TITLE_NOTE } from "../core/documents/title-proposals";

export interface SourceDocument {
  /** identity across ingests */
  sourceKey: string;
  /** path relative to the ingested root, with "/" separators */
  relPath: string;
  folder: string[];
  file: string;
  /** the title as the source gives it (bidi controls removed) */
  title: string;
  titleNotes: string[];
  /** what was removed from the page's text to make it storable (flagged in the ingest report) */
  bodyNotes: string[];
  aliases: string[];
  body: string;
  /** front matter `groups`; null when the page states none (stored groups are kept) */
  groups: string[] | null;
  effectiveDate: Date | null;
  reviewBy: Date | null;
  /** a public URL from front matter; never a server file path */
  sourceUrl: string | null;
  draft: boolean;
  markup: MarkupReport;
  /** the file URL earlier versions of the ingester stored as sourceUrl (to adopt such documents) */
  legacySourceUrl: string;
}

function toDate(v: unknown, field: string): Date | null {
  if (v == null || v === "") return null;
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime()))
    throw new AppError(
      "BAD_USER_INPUT",
      `invalid date "${String(v)}" in front matter field ${field}`,
    );
  return d;
}

function list(v: unknown): string[] {
  if (Array.isArray(v))
    return v
      .map(String)
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof v === "string")
    return v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  return [];
}

const toPosix = (p: string) => p.split(path.sep).join("/");

/** The key for a front-matter source: a URL as is, a relative path resolved against the file's folder within the root. */
function sourceKeyOf(
  declared: unknown,
  file: string,
  root: string,
  rootName: string,
): { key: string; url: string | null } {
  const rel = toPosix(path.relative(root, file));
  if (typeof declared !== "string" || declared.trim() === "")
    return { key: `${rootName}/${rel}`, url: null };
  const value = declared.trim();
  if (/^https?:\/\//i.test(value)) return { key: value, url: value };
  // relative names resolve from the root first (the demo's convention), then from the file's folder
  const fromRoot = path.resolve(root, value);
  const fromFile = path.resolve(path.dirname(file), value);
  const target = fs.existsSync(fromRoot) || !fs.existsSync(fromFile) ? fromRoot : fromFile;
  return { key: `${rootName}/${toPosix(path.relative(root, target))}`, url: null };
}

/**
 * A title on one line, without bidirectional controls (noted: they can make titles look alike) and
 * without square brackets, which end a citation: a page headed "Method: `run(task[, options])`" is
 * filed as "Method: `run(task(, options))`" (noted) instead of being refused as a whole.
 */
function cleanSourceTitle(raw: string): { title: string; titleNotes: string[] } {
  let title = raw.replace(/\s+/g, " ").trim();
  const titleNotes: string[] = [];
  if (hasBidiControls(title)) {
    title = title.replace(BIDI_CONTROLS, "");
    titleNotes.push("bidirectional control characters removed from the source title");
  }
  if (/[[\]]/.test(title)) {
    title = title.replace(/\[/g, "(").replace(/\]/g, ")");
    titleNotes.push(
      "square brackets in the source title written as parentheses (they end a citation)",
    );
  }
  return { title, titleNotes };
}

/** effective_date, else Hugo's lastmod, else date. */
function effectiveDateOf(data: Record<string, unknown>): Date | null {
  return (
    toDate(data.effective_date, "effective_date") ??
    toDate(data.lastmod, "lastmod") ??
    toDate(data.date, "date")
  );
}

/**
 * A control character other than tab and line breaks is invisible on the page and refused by the
 * document API; one typo'd into a page ("`\u001Corigins`" in Serverless's API Gateway page) would
 * otherwise keep the whole page out of the knowledge base.
 */
function withoutStrayControls(raw: string): { text: string; notes: string[] } {
  const removed = countControlCharacters(raw);
  if (!removed) return { text: raw, notes: [] };
  return {
    text: withoutControlCharacters(raw),
    notes: [`${removed} control character(s) removed from the page text (not tab or line breaks)`],
  };
}

function declaredUrlOf(data: Record<string, unknown>): string | null {
  return typeof data.url === "string" && /^https?:\/\//i.test(data.url) ? data.url : null;
}

/** The front matter's title, else the first heading, else (noted for titleReport) the file's name. */
function sourceTitleOf(
  data: Record<string, unknown>,
  text: string,
  folderOfPage: readonly string[] | null,
  fileName: string,
): { title: string; titleNotes: string[] } {
  const given =
    (typeof data.title === "string" && data.title.trim()) ||
    titleHeading(text, { sectionsOnly: folderOfPage !== null });
  const cleaned = cleanSourceTitle(given || (folderOfPage?.at(-1) ?? fileName));
  // "[index]" names no subject: titleReport lists it
  if (!given) cleaned.titleNotes.push(FILE_NAME_TITLE_NOTE);
  return cleaned;
}

/** Throws RefusedFile (safe-read.ts) for a file outside the root's real path, too large, or not text. */
export function readSourceDocument(
  file: string,
  root: string,
  rootName: string,
  limits: ReadLimits = readLimitsFor(root),
): SourceDocument {
  const { text: raw, notes: bodyNotes } = withoutStrayControls(readTextInside(file, limits));
  const parsed = matter(raw);
  const data = parsed.data as Record<string, unknown>;
  const relPath = toPosix(path.relative(root, file));
  const segments = relPath.split("/");
  const fileName = segments.pop()!.replace(/\.(md|markdown|mdx)$/i, "");
  const { text, report } = renderSiteMarkup(parsed.content, { file, root, params: data, limits });
  const description = typeof data.description === "string" ? data.description.trim() : "";
  // a README or index page is named by its folder when it has no `#` heading (an HTML banner first)
  const folderPage = /^(?:readme|_?index)$/i.test(fileName) && segments.length > 0;
  const { title, titleNotes } = sourceTitleOf(data, text, folderPage ? segments : null, fileName);
  const source = sourceKeyOf(data.source_url ?? data.source, file, root, rootName);
  return {
    sourceKey: source.key,
    relPath,
    folder: segments,
    file: fileName,
    title,
    titleNotes,
    bodyNotes,
    aliases: list(data.aliases),
    // the description is what the page is about: searchable, at the head of the first chunk
    body: description && !text.includes(description) ? `${description}\n\n${text}` : text,
    groups: data.groups === undefined || data.groups === null ? null : list(data.groups),
    effectiveDate: effectiveDateOf(data),
    reviewBy: toDate(data.review_by, "review_by"),
    sourceUrl: source.url ?? declaredUrlOf(data),
    draft: data.draft === true || data.draft === "true",
    markup: report,
    legacySourceUrl: legacyUrlOf(data, file, root),
  };
}

function legacyUrlOf(data: Record<string, unknown>, file: string, root: string): string {
  return typeof data.source_url === "string"
    ? new URL(data.source_url, pathToFileURL(`${path.resolve(root)}/`)).href
    : pathToFileURL(path.resolve(file)).href;
}
