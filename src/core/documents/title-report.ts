/**
 * Decision 0003's cost: "Title matching depends on titles being distinctive." This report lists
 * what weakens that, each finding with a concrete proposed title an admin can apply with
 * renameDocument: qualifications made at ingest, true collisions (legacy data or keys written
 * under an older normalisation), lookalikes (mixed scripts, bidi controls, confusable skeletons),
 * near-duplicates (siblings qualified on purpose, like "(v2/2.19)" and "(v2/2.20)", are not), and
 * indistinct titles (very short, or occurring as ordinary words in other documents' prose).
 */
import { distance } from "fastest-levenshtein";
import { requireRole } from "../auth/require-role";
import { normalizeTitle } from "../text/normalize-title";
import { hasBidiControls, mixedScripts, titleSkeleton } from "../text/title-skeleton";
import { stem } from "../text/terms";
import type { Principal } from "../types";
import type { TitleRow } from "./document-ports";

export interface TitleProposal {
  documentId: string;
  title: string;
}

export interface TitleFinding {
  titles: string[];
  documentIds: string[];
  reason: string;
  suggestedAction: string;
  /** a concrete title per document that would resolve the finding */
  proposals: TitleProposal[];
}

export interface TitleReport {
  qualified: TitleFinding[];
  collisions: TitleFinding[];
  lookalikes: TitleFinding[];
  nearDuplicates: TitleFinding[];
  indistinct: TitleFinding[];
}

export interface TitleSource {
  allTitles(): Promise<TitleRow[]>;
  /** documentId -> how many searchable chunks of OTHER documents contain the title as a phrase (one query) */
  proseMentions(titles: readonly { id: string; title: string }[]): Promise<Map<string, number>>;
}

const loose = (key: string) =>
  key
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
const singular = (key: string) => loose(key).split(" ").map(stem).join(" ");
/** A title without its ingest qualifier: "Getting Started (v2/2.19)" -> "getting started". */
const base = (d: TitleRow) =>
  normalizeTitle(
    d.titleOrigin === "QUALIFIED" ? d.title.replace(/\s*\([^()]*\)\s*$/, "") : d.title,
  );

/** "Getting Started" + "docs/v2/2.19/getting-started.md" -> "Getting Started (v2/2.19)" style names. */
function qualifiedName(d: TitleRow, taken: ReadonlySet<string>): string {
  const segments = (d.sourcePath ?? "").split("/").slice(1, -1);
  const title = d.title.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, "");
  for (let k = 1; k <= segments.length; k++) {
    const candidate = `${title} (${segments.slice(0, k).join("/")})`;
    if (!taken.has(titleSkeleton(candidate))) return candidate;
  }
  for (let n = 2; ; n++) if (!taken.has(titleSkeleton(`${title} (${n})`))) return `${title} (${n})`;
}

function finding(
  docs: TitleRow[],
  reason: string,
  suggestedAction: string,
  proposals: TitleProposal[],
): TitleFinding {
  return {
    titles: docs.map((d) => d.title),
    documentIds: docs.map((d) => d.id),
    reason,
    suggestedAction,
    proposals,
  };
}

function collisionsOf(
  docs: TitleRow[],
  taken: Set<string>,
): { collisions: TitleFinding[]; lookalikes: TitleFinding[] } {
  const bySkeleton = new Map<string, TitleRow[]>();
  for (const d of docs)
    bySkeleton.set(titleSkeleton(d.title), [...(bySkeleton.get(titleSkeleton(d.title)) ?? []), d]);
  const collisions: TitleFinding[] = [];
  const lookalikes: TitleFinding[] = [];
  for (const group of bySkeleton.values()) {
    if (group.length < 2) continue;
    // the oldest-looking one keeps its title; the others get a qualified name
    const proposals = group
      .slice(1)
      .map((d) => ({ documentId: d.id, title: qualifiedName(d, taken) }));
    const same = new Set(group.map((d) => normalizeTitle(d.title))).size === 1;
    (same ? collisions : lookalikes).push(
      finding(
        group,
        same
          ? "identical after normalisation: a citation cannot tell them apart"
          : "different characters that look the same (confusable letters): a reader cannot tell them apart",
        "rename all but one (renameDocument) to the proposed titles",
        proposals,
      ),
    );
  }
  for (const d of docs) {
    const scripts = mixedScripts(d.title);
    const bidi = hasBidiControls(d.title) || d.titleNotes.some((n) => n.includes("bidirectional"));
    if (!scripts.length && !bidi) continue;
    const clean = d.title.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, "");
    lookalikes.push(
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
  return { collisions, lookalikes };
}

function nearDuplicatesOf(docs: TitleRow[], taken: Set<string>): TitleFinding[] {
  const out: TitleFinding[] = [];
  // sorted by length: only titles within 2 characters of each other can be within edit distance 2
  const sorted = docs
    .map((d) => ({ d, key: normalizeTitle(d.title) }))
    .sort((a, b) => a.key.length - b.key.length);
  for (let i = 0; i < sorted.length; i++) {
    for (
      let j = i + 1;
      j < sorted.length && sorted[j]!.key.length - sorted[i]!.key.length <= 2;
      j++
    ) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      if (a.key === b.key) continue;
      // siblings qualified on purpose ("X (v2/2.19)", "X (v2/2.20)") differ only in their qualifier
      if (
        a.d.titleOrigin === "QUALIFIED" &&
        b.d.titleOrigin === "QUALIFIED" &&
        base(a.d) === base(b.d)
      )
        continue;
      let reason: string | null = null;
      if (loose(a.key) === loose(b.key)) reason = "differ only in punctuation";
      else if (singular(a.key) === singular(b.key))
        reason = "differ only in plural/singular or word endings";
      else if (Math.min(a.key.length, b.key.length) >= 6 && distance(a.key, b.key) <= 2)
        reason = `differ by ${distance(a.key, b.key)} character(s)`;
      if (reason) {
        out.push(
          finding(
            [a.d, b.d],
            reason,
            "merge them if they are the same document; otherwise rename one to the proposed title",
            [{ documentId: b.d.id, title: qualifiedName(b.d, taken) }],
          ),
        );
      }
    }
  }
  return out;
}

export async function titleReport(source: TitleSource, caller: Principal): Promise<TitleReport> {
  requireRole(caller, "ADMIN");
  const docs = (await source.allTitles()).filter((d) => d.status === "ACTIVE");
  const taken = new Set(docs.map((d) => titleSkeleton(d.title)));
  const qualified = docs
    .filter((d) => d.titleOrigin === "QUALIFIED")
    .map((d) =>
      finding(
        [d],
        d.titleNotes.find((n) => n.startsWith("qualified")) ??
          "qualified at ingest: its source title is shared",
        "keep, or rename to a title of your own",
        [{ documentId: d.id, title: d.title }],
      ),
    );
  const { collisions, lookalikes } = collisionsOf(docs, taken);
  for (const d of docs) {
    if (d.titleKey !== normalizeTitle(d.title)) {
      collisions.push(
        finding(
          [d],
          `stored title key "${d.titleKey}" differs from the current normalisation "${normalizeTitle(d.title)}"`,
          "rename the document to its own title once (renameDocument) to rewrite its key",
          [{ documentId: d.id, title: d.title }],
        ),
      );
    }
  }
  // an unqualified title that a later ingest qualified a namesake of: propose qualifying the older one too
  const qualifiedBases = new Set(docs.filter((d) => d.titleOrigin === "QUALIFIED").map(base));
  for (const d of docs) {
    if (d.titleOrigin !== "QUALIFIED" && qualifiedBases.has(normalizeTitle(d.title))) {
      collisions.push(
        finding(
          [d],
          "a later ingest qualified a page with this same source title; this older one is not qualified",
          "rename it to the proposed qualified title so both are told apart the same way",
          [{ documentId: d.id, title: qualifiedName(d, taken) }],
        ),
      );
    }
  }
  // prose can only be confused with a short title written as plain words: a title qualified at
  // ingest ("… (v2/2.19)") or one of five words or more is not looked up (each lookup is an index search)
  const lookups = docs.filter(
    (d) => d.titleOrigin !== "QUALIFIED" && normalizeTitle(d.title).split(" ").length <= 4,
  );
  // a front-matter alias (another name of a page) that is, or looks like, another document's title
  const bySkeleton = new Map(docs.map((d) => [titleSkeleton(d.title), d]));
  for (const d of docs) {
    for (const alias of d.aliases) {
      const other = bySkeleton.get(
        titleSkeleton(alias.replace(/^\/|\/$/g, "").replace(/[-_/]+/g, " ")),
      );
      if (other && other.id !== d.id) {
        collisions.push(
          finding(
            [d, other],
            `"${d.title}" has the alias "${alias}", which is the title of another document`,
            "rename one, or remove the alias, so that the name means one document",
            [{ documentId: other.id, title: qualifiedName(other, taken) }],
          ),
        );
      }
    }
  }
  const mentions = await source.proseMentions(lookups.map((d) => ({ id: d.id, title: d.title })));
  const indistinct: TitleFinding[] = [];
  for (const d of docs) {
    const n = mentions.get(d.id) ?? 0;
    const short = normalizeTitle(d.title).replace(/[^\p{L}\p{N}]/gu, "").length <= 3;
    if (!short && n === 0) continue;
    indistinct.push(
      finding(
        [d],
        [
          short ? "very short title" : "",
          n ? `occurs as ordinary words in ${n} passage(s) of other documents` : "",
        ]
          .filter(Boolean)
          .join("; "),
        "rename to the proposed, more specific title",
        [{ documentId: d.id, title: qualifiedName(d, taken) }],
      ),
    );
  }
  return {
    qualified,
    collisions,
    lookalikes,
    nearDuplicates: nearDuplicatesOf(docs, taken),
    indistinct,
  };
}
