/** The findings of the title report (title-report.ts), each with a concrete proposed title. */
import { distance } from "fastest-levenshtein";
import { normalizeTitle, splitQualifier } from "../text/normalize-title";
import { titleSkeleton } from "../text/title-skeleton";
import { stem } from "../text/terms";
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

const loose = (key: string) =>
  key
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
const singular = (key: string) => loose(key).split(" ").map(stem).join(" ");
/** A title without its ingest qualifier: "Getting Started (v2/2.19)" -> "getting started". */
export const base = (d: TitleRow) =>
  normalizeTitle(d.titleOrigin === "QUALIFIED" ? splitQualifier(d.title).base : d.title);

/** "Getting Started" + "docs/v2/2.19/getting-started.md" -> "Getting Started (v2/2.19)" style names. */
export function qualifiedName(d: TitleRow, taken: ReadonlySet<string>): string {
  const segments = (d.sourcePath ?? "").split("/").slice(1, -1);
  const title = d.title.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, "");
  for (let k = 1; k <= segments.length; k++) {
    const candidate = `${title} (${segments.slice(0, k).join("/")})`;
    if (!taken.has(titleSkeleton(candidate))) return candidate;
  }
  for (let n = 2; ; n++) if (!taken.has(titleSkeleton(`${title} (${n})`))) return `${title} (${n})`;
}

export function finding(
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

export function nearDuplicatesOf(docs: TitleRow[], taken: Set<string>): TitleFinding[] {
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

/** Titles qualified at ingest: listed so an admin may keep them or choose titles of their own. */
export function qualifiedOf(docs: TitleRow[]): TitleFinding[] {
  return docs
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
}

/** Very short titles, and titles that occur as ordinary words in other documents' prose. */
export function indistinctOf(
  docs: TitleRow[],
  mentions: ReadonlyMap<string, number>,
  taken: Set<string>,
): TitleFinding[] {
  const out: TitleFinding[] = [];
  for (const d of docs) {
    const n = mentions.get(d.id) ?? 0;
    const short = normalizeTitle(d.title).replace(/[^\p{L}\p{N}]/gu, "").length <= 3;
    if (!short && n === 0) continue;
    out.push(
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
  return out;
}
