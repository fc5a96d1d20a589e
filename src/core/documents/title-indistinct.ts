/**
 * Titles a reader cannot tie to one document even though no other document holds them (issue 58).
 * A title used as ordinary words by the other pages of its own source is that source's name for the
 * subject ("Buffer" in the Node.js docs, used in 590 of their passages): the page is where a reader
 * expects it, and nothing is to be done. Two cases are worth an admin's rename:
 * - a title that is only a file name ("index", "readme"), ingest's fallback for a page with no title
 *   and no heading: "[index]" names no subject;
 * - a title the pages of ANOTHER source use as their own words, when the knowledge base mixes sources
 *   (the team's pages and imported docs): "[Process]" from the Node.js docs beside a team's "release
 *   process" pages reads as either. Proposed: the title with its source ("Process (nodejs)").
 */
import { normalizeTitle } from "../text/normalize-title";
import type { TitleRow } from "./document-ports";
import { finding, type TitleFinding } from "./title-findings";
import { isFileNameTitle, sourceOf, type Proposer } from "./title-proposals";

/** documentId -> source -> documents of that source with the title as a phrase in a title or heading */
export type MentionsBySource = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Pages of other sources that have the title as a subject (a title or heading) before it is flagged. */
export const OTHER_SOURCE_PAGES = 1;

const sourceName = (s: string) => (s === "" ? "the documents written through the API" : `"${s}"`);

/** The titles worth looking up in other sources' prose: short, unqualified, not naming their source. */
export function crossSourceCandidates(docs: readonly TitleRow[]): TitleRow[] {
  if (new Set(docs.map(sourceOf)).size < 2) return [];
  return docs.filter((d) => {
    const words = normalizeTitle(d.title).split(" ");
    const source = sourceOf(d).toLowerCase();
    // the team's own pages (written through the API) keep the titles it chose: the imported
    // source whose words they share is the one flagged and qualified
    return (
      source !== "" &&
      d.titleOrigin !== "QUALIFIED" &&
      words.length <= 4 &&
      !words.includes(source) &&
      !isFileNameTitle(d)
    );
  });
}

function otherSourcePages(d: TitleRow, mentions: MentionsBySource): [string, number][] {
  const own = sourceOf(d);
  return [...(mentions.get(d.id) ?? new Map<string, number>())].filter(([s]) => s !== own);
}

/** `named`: documents another finding already names (one finding per document). */
export function indistinctOf(
  docs: TitleRow[],
  mentions: MentionsBySource,
  proposals: Proposer,
  named: ReadonlySet<string>,
): TitleFinding[] {
  const out: TitleFinding[] = [];
  for (const d of docs) {
    if (named.has(d.id)) continue;
    if (isFileNameTitle(d)) {
      const named = d.title.charAt(0).toUpperCase() + d.title.slice(1);
      out.push(
        finding(
          [d],
          `"${d.title}" is only the page's file name (it has no title or heading): a citation of it names no subject`,
          "rename it to what the page is (the proposal names it by its place)",
          [{ documentId: d.id, title: proposals.propose({ ...d, title: named }, "place") }],
        ),
      );
      continue;
    }
    const others = otherSourcePages(d, mentions);
    const pages = others.reduce((n, [, k]) => n + k, 0);
    if (pages < OTHER_SOURCE_PAGES) continue;
    out.push(
      finding(
        [d],
        `other sources have "${d.title}" as a subject too (in the title or a heading of ${others.map(([s, k]) => `${k} page(s) of ${sourceName(s)}`).join(", ")}): a reader cannot tell which source a citation of it means`,
        `rename it so it names its source, ${sourceName(sourceOf(d))}`,
        [{ documentId: d.id, title: proposals.propose(d, "source") }],
      ),
    );
  }
  return out;
}
