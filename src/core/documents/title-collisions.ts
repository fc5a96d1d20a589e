/** Title findings that name documents a citation or a reader cannot tell apart. */
import { normalizeTitle } from "../text/normalize-title";
import { hasBidiControls, mixedScripts, titleSkeleton } from "../text/title-skeleton";
import type { TitleRow } from "./document-ports";
import { base, finding, type TitleFinding } from "./title-findings";
import { sourceOf, type Proposer } from "./title-proposals";

/** Namesakes from different sources are told apart by their source first, others by their section. */
const preferFor = (group: TitleRow[]) =>
  new Set(group.map(sourceOf)).size > 1 ? ("source" as const) : ("folder" as const);

/** Titles with one skeleton: identical after normalisation (collisions) or confusable (lookalikes). */
export function collisionsOf(
  docs: TitleRow[],
  proposals: Proposer,
): { collisions: TitleFinding[]; lookalikes: TitleFinding[] } {
  const bySkeleton = new Map<string, TitleRow[]>();
  for (const d of docs)
    bySkeleton.set(titleSkeleton(d.title), [...(bySkeleton.get(titleSkeleton(d.title)) ?? []), d]);
  const collisions: TitleFinding[] = [];
  const lookalikes: TitleFinding[] = [];
  for (const group of bySkeleton.values()) {
    if (group.length < 2) continue;
    // the oldest-looking one keeps its title; the others get a qualified name
    const renames = group
      .slice(1)
      .map((d) => ({ documentId: d.id, title: proposals.propose(d, preferFor(group)) }));
    const same = new Set(group.map((d) => normalizeTitle(d.title))).size === 1;
    (same ? collisions : lookalikes).push(
      finding(
        group,
        same
          ? "identical after normalisation: a citation cannot tell them apart"
          : "different characters that look the same (confusable letters): a reader cannot tell them apart",
        "rename all but one (renameDocument) to the proposed titles",
        renames,
      ),
    );
  }
  return { collisions, lookalikes: [...lookalikes, ...mixedScriptsOf(docs)] };
}

/** A title mixing scripts, or one that carried bidirectional controls. */
function mixedScriptsOf(docs: TitleRow[]): TitleFinding[] {
  const out: TitleFinding[] = [];
  for (const d of docs) {
    const scripts = mixedScripts(d.title);
    const bidi = hasBidiControls(d.title) || d.titleNotes.some((n) => n.includes("bidirectional"));
    if (!scripts.length && !bidi) continue;
    const clean = d.title.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, "");
    out.push(
      finding(
        [d],
        [
          scripts.length ? `mixes ${scripts.join(" and ")} letters` : "",
          bidi ? "had bidirectional control characters (removed at ingest)" : "",
        ]
          .filter(Boolean)
          .join("; "),
        "rename to a title written in one script",
        [{ documentId: d.id, title: clean }],
      ),
    );
  }
  return out;
}

/** A stored key written under an older normalisation. */
export function keyDriftOf(docs: TitleRow[]): TitleFinding[] {
  return docs
    .filter((d) => d.titleKey !== normalizeTitle(d.title))
    .map((d) =>
      finding(
        [d],
        `stored title key "${d.titleKey}" differs from the current normalisation "${normalizeTitle(d.title)}"`,
        "rename the document to its own title once (renameDocument) to rewrite its key",
        [{ documentId: d.id, title: d.title }],
      ),
    );
}

/** An unqualified title that a later ingest qualified a namesake of: propose qualifying the older one too. */
export function unqualifiedNamesakesOf(docs: TitleRow[], proposals: Proposer): TitleFinding[] {
  const qualified = docs.filter((d) => d.titleOrigin === "QUALIFIED");
  const qualifiedBases = new Set(qualified.map(base));
  return docs
    .filter((d) => d.titleOrigin !== "QUALIFIED" && qualifiedBases.has(normalizeTitle(d.title)))
    .map((d) =>
      finding(
        [d],
        "a later ingest qualified a page with this same source title; this older one is not qualified",
        "rename it to the proposed qualified title so both are told apart the same way",
        [
          {
            documentId: d.id,
            title: proposals.propose(
              d,
              preferFor([d, ...qualified.filter((q) => base(q) === normalizeTitle(d.title))]),
            ),
          },
        ],
      ),
    );
}

/** A front-matter alias (another name of a page) that is, or looks like, another document's title. */
export function aliasCollisionsOf(docs: TitleRow[], proposals: Proposer): TitleFinding[] {
  const bySkeleton = new Map(docs.map((d) => [titleSkeleton(d.title), d]));
  const out: TitleFinding[] = [];
  for (const d of docs)
    for (const alias of d.aliases) {
      const other = bySkeleton.get(
        titleSkeleton(alias.replace(/^\/|\/$/g, "").replace(/[-_/]+/g, " ")),
      );
      if (other && other.id !== d.id)
        out.push(
          finding(
            [d, other],
            `"${d.title}" has the alias "${alias}", which is the title of another document`,
            "rename one, or remove the alias, so that the name means one document",
            [{ documentId: other.id, title: proposals.propose(other, preferFor([d, other])) }],
          ),
        );
    }
  return out;
}
