/** The findings of the title report (title-report.ts), each with a concrete proposed title. */
import { distance } from "fastest-levenshtein";
import { normalizeTitle, splitQualifier } from "../text/normalize-title";
import { stem } from "../text/terms";
import type { TitleRow } from "./document-ports";
import type { Proposer } from "./title-proposals";

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

export function nearDuplicatesOf(docs: TitleRow[], proposals: Proposer): TitleFinding[] {
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
            [{ documentId: b.d.id, title: proposals.propose(b.d, "place") }],
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
        "none needed: listed so you know; rename it if you prefer a title of your own",
        // proposing the title it already has would be a button that does nothing
        [],
      ),
    );
}
