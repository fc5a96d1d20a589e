/**
 * Proposed titles for the title report, drawn from where a document sits: the section it is in (the
 * title of its folder's index/_index/README page, as the site's breadcrumb names it), its folders,
 * and its source (the root it was ingested from). A "(2)" is proposed only when none of those gives
 * a title no other document holds: issue 58 found every proposal was "<title> (2)", which no admin
 * would apply.
 */
import { titleSkeleton } from "../text/title-skeleton";
import type { TitleRow } from "./document-ports";

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const SECTION_PAGE = /^(?:_index|index|readme)$/i;

/**
 * The source a document came from: the ingest root (the first segment of its source key, or the
 * host of a URL key); "" for documents written through the API, which are the team's own pages.
 */
export function sourceOf(d: Pick<TitleRow, "sourcePath">): string {
  const key = d.sourcePath ?? "";
  const url = /^https?:\/\/([^/]+)/i.exec(key);
  if (url) return url[1]!.toLowerCase();
  return key.includes("/") ? key.slice(0, key.indexOf("/")) : "";
}

/** "jaeger/v2/2.19/deployment/cli.md" -> { folders: ["v2","2.19","deployment"], file: "cli" }. */
export function placeOf(d: Pick<TitleRow, "sourcePath">): { folders: string[]; file: string } {
  if (!d.sourcePath || /^https?:/i.test(d.sourcePath)) return { folders: [], file: "" };
  const parts = d.sourcePath.split("/").slice(1);
  const file = (parts.pop() ?? "").replace(/\.(md|markdown|mdx)$/i, "");
  return { folders: parts, file };
}

/** The title note ingest writes when a page has no title and no heading (read-source.ts). */
export const FILE_NAME_TITLE_NOTE =
  "named by its file or folder name: the page has no title and no heading";

/**
 * A title that is only a file or folder name, as ingest falls back to when a page has no title and
 * no heading ("index", "docs"): such a title names no subject. A page ingested before the note
 * existed is recognised by a section-page name.
 */
export function isFileNameTitle(d: TitleRow): boolean {
  return (
    d.titleNotes.includes(FILE_NAME_TITLE_NOTE) ||
    (SECTION_PAGE.test(d.title) && placeOf(d).file === d.title)
  );
}

/**
 * "place": the nearest section (its title, as the breadcrumb names it) or folder first, for one page
 * that needs a clearer name; "folder": the folders from the top first ("v2/2.19"), which tell apart
 * namesakes of one source such as versions; "source": the source first, for namesakes across sources.
 */
export type Prefer = "place" | "folder" | "source";

export interface Proposer {
  propose(d: TitleRow, prefer: Prefer): string;
}

/** Source + folder path -> the title of that folder's section page (skipping file-name titles). */
function sectionIndex(docs: readonly TitleRow[]): Map<string, { id: string; title: string }> {
  const out = new Map<string, { id: string; title: string }>();
  for (const d of docs) {
    const { folders, file } = placeOf(d);
    if (SECTION_PAGE.test(file) && !isFileNameTitle(d))
      out.set([sourceOf(d), ...folders].join("/"), { id: d.id, title: d.title.replace(BIDI, "") });
  }
  return out;
}

/** Candidate qualifiers in the order `prefer` asks for; the whole source key last. */
function qualifiers(
  d: TitleRow,
  sections: Map<string, { id: string; title: string }>,
  prefer: Prefer,
): string[] {
  const source = sourceOf(d);
  const { folders, file } = placeOf(d);
  const own = SECTION_PAGE.test(file) ? folders.slice(0, -1) : folders;
  const places: string[] = [];
  for (let k = own.length; k >= 0; k--) {
    const s = sections.get([source, ...own.slice(0, k)].join("/"));
    if (s && s.id !== d.id && titleSkeleton(s.title) !== titleSkeleton(d.title))
      places.push(s.title);
    else if (k > 0) places.push(own[k - 1]!);
  }
  const tops = (of: string[]) => of.map((_, k) => of.slice(0, k + 1).join("/"));
  const bySource = source ? [source, ...places.map((p) => `${source}: ${p}`)] : [];
  const whole = [[source, ...folders, file].filter(Boolean).join("/")];
  const order = {
    // a section page is its folder: "docs (docs)" would name nothing
    place: [...places, ...tops(own), ...bySource],
    folder: [...tops(folders), ...places, ...bySource],
    source: [...bySource, ...places, ...tops(folders)],
  }[prefer];
  return [...order, ...whole];
}

/**
 * Proposals stay unique within one report: a title proposed for one document is taken for the
 * next, so applying every proposal of a report never makes a new collision.
 */
export function proposer(docs: readonly TitleRow[], taken: Set<string>): Proposer {
  const sections = sectionIndex(docs);
  // one document named by two findings gets one proposal
  const made = new Map<string, string>();
  const claim = (id: string, t: string) => (taken.add(titleSkeleton(t)), made.set(id, t), t);
  return {
    propose(d, prefer) {
      const before = made.get(d.id);
      if (before) return before;
      const title = d.title.replace(BIDI, "");
      for (const q of qualifiers(d, sections, prefer)) {
        const candidate = `${title} (${q})`;
        if (q && !taken.has(titleSkeleton(candidate))) return claim(d.id, candidate);
      }
      for (let n = 2; ; n++)
        if (!taken.has(titleSkeleton(`${title} (${n})`))) return claim(d.id, `${title} (${n})`);
    },
  };
}
