/**
 * Decision 0003's cost: "Title matching depends on titles being distinctive." This report finds
 * what weakens it: titles that collide after normalisation (legacy or imported data, or keys
 * written under an older normalisation), near-duplicates a model could cite interchangeably, and
 * indistinct titles that occur in ordinary prose of other documents (the amendment's
 * "Release process", "Onboarding", "FAQ"). Each finding carries a suggested action.
 */
import { distance } from "fastest-levenshtein";
import { requireRole } from "../auth/require-role";
import { normalizeTitle } from "../text/normalize-title";
import { stem } from "../text/terms";
import type { Principal } from "../types";

export interface TitleFinding {
  titles: string[];
  documentIds: string[];
  reason: string;
  suggestedAction: string;
}

export interface TitleReport {
  collisions: TitleFinding[];
  nearDuplicates: TitleFinding[];
  indistinct: TitleFinding[];
}

export interface TitleSource {
  allTitles(): Promise<{ id: string; title: string; titleKey: string; status: string }[]>;
  /** Searchable chunks of OTHER documents whose text contains the title as a phrase. */
  proseMentions(title: string, excludeDocumentId: string): Promise<number>;
}

const loose = (key: string) => key.replace(/[\p{P}\p{S}]+/gu, " ").replace(/\s+/g, " ").trim();
const singular = (key: string) => loose(key).split(" ").map(stem).join(" ");

export async function titleReport(source: TitleSource, caller: Principal): Promise<TitleReport> {
  requireRole(caller, "ADMIN");
  const docs = (await source.allTitles()).filter((d) => d.status === "ACTIVE");
  const byKey = new Map<string, typeof docs>();
  for (const d of docs) byKey.set(normalizeTitle(d.title), [...(byKey.get(normalizeTitle(d.title)) ?? []), d]);

  const collisions: TitleFinding[] = [...byKey.values()]
    .filter((g) => g.length > 1)
    .map((g) => ({
      titles: g.map((d) => d.title),
      documentIds: g.map((d) => d.id),
      reason: "these titles are identical after normalisation, so a citation cannot tell them apart",
      suggestedAction: "rename all but one (renameDocument) or archive the duplicates",
    }));
  for (const d of docs) {
    if (d.titleKey !== normalizeTitle(d.title)) {
      collisions.push({
        titles: [d.title],
        documentIds: [d.id],
        reason: `stored title key "${d.titleKey}" differs from the current normalisation "${normalizeTitle(d.title)}"`,
        suggestedAction: "rename the document to its own title once (renameDocument) to rewrite its key",
      });
    }
  }

  const nearDuplicates: TitleFinding[] = [];
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      const a = normalizeTitle(docs[i]!.title);
      const b = normalizeTitle(docs[j]!.title);
      if (a === b) continue;
      let reason: string | null = null;
      if (loose(a) === loose(b)) reason = "differ only in punctuation";
      else if (singular(a) === singular(b)) reason = "differ only in plural/singular or word endings";
      else if (Math.min(a.length, b.length) >= 6 && distance(a, b) <= 2) reason = `differ by ${distance(a, b)} character(s)`;
      if (reason) {
        nearDuplicates.push({
          titles: [docs[i]!.title, docs[j]!.title],
          documentIds: [docs[i]!.id, docs[j]!.id],
          reason,
          suggestedAction: "merge them if they are the same document; otherwise make the titles clearly different",
        });
      }
    }
  }

  const indistinct: TitleFinding[] = [];
  for (const d of docs) {
    const key = normalizeTitle(d.title);
    const mentions = await source.proseMentions(d.title, d.id);
    const short = key.replace(/[^\p{L}\p{N}]/gu, "").length <= 3;
    if (!short && mentions === 0) continue;
    indistinct.push({
      titles: [d.title],
      documentIds: [d.id],
      reason: [short ? "very short title" : "", mentions ? `occurs as ordinary words in ${mentions} passage(s) of other documents` : ""].filter(Boolean).join("; "),
      suggestedAction: `use a more specific title (e.g. "${d.title}" -> "${d.title} — <team or system>") so citations and prose cannot be confused`,
    });
  }
  return { collisions, nearDuplicates, indistinct };
}
