/**
 * Decision 0003's cost: "Title matching depends on titles being distinctive." This report lists
 * what weakens that, each finding with a concrete proposed title an admin can apply with
 * renameDocument: qualifications made at ingest, true collisions (legacy data or keys written
 * under an older normalisation), lookalikes (mixed scripts, bidi controls, confusable skeletons),
 * near-duplicates (siblings qualified on purpose, like "(v2/2.19)" and "(v2/2.20)", are not), and
 * indistinct titles (very short, or occurring as ordinary words in other documents' prose).
 */
import { requireRole } from "../auth/require-role";
import { normalizeTitle } from "../text/normalize-title";
import { titleSkeleton } from "../text/title-skeleton";
import type { Principal } from "../types";
import type { TitleRow } from "./document-ports";
import { indistinctOf, nearDuplicatesOf, qualifiedOf, type TitleFinding } from "./title-findings";
import {
  aliasCollisionsOf,
  collisionsOf,
  keyDriftOf,
  unqualifiedNamesakesOf,
} from "./title-collisions";

export type { TitleFinding, TitleProposal } from "./title-findings";

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

export async function titleReport(source: TitleSource, caller: Principal): Promise<TitleReport> {
  requireRole(caller, "ADMIN");
  const docs = (await source.allTitles()).filter((d) => d.status === "ACTIVE");
  const taken = new Set(docs.map((d) => titleSkeleton(d.title)));
  const { collisions, lookalikes } = collisionsOf(docs, taken);
  // prose can only be confused with a short title written as plain words: a title qualified at
  // ingest ("… (v2/2.19)") or one of five words or more is not looked up (each lookup is an index search)
  const lookups = docs.filter(
    (d) => d.titleOrigin !== "QUALIFIED" && normalizeTitle(d.title).split(" ").length <= 4,
  );
  const mentions = await source.proseMentions(lookups.map((d) => ({ id: d.id, title: d.title })));
  return {
    qualified: qualifiedOf(docs),
    collisions: [
      ...collisions,
      ...keyDriftOf(docs),
      ...unqualifiedNamesakesOf(docs, taken),
      ...aliasCollisionsOf(docs, taken),
    ],
    lookalikes,
    nearDuplicates: nearDuplicatesOf(docs, taken),
    indistinct: indistinctOf(docs, mentions, taken),
  };
}
