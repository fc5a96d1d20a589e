/**
 * Decision 0003's cost: "Title matching depends on titles being distinctive." This report lists
 * what weakens that, each finding with a concrete proposed title an admin can apply with
 * renameDocument, taken from the document's section, folders or source (title-proposals.ts):
 * true collisions (legacy data or keys written under an older normalisation), lookalikes (mixed
 * scripts, bidi controls, confusable skeletons), near-duplicates (siblings qualified on purpose,
 * like "(v2/2.19)" and "(v2/2.20)", are not), and indistinct titles (title-indistinct.ts). The
 * qualifications ingest made are listed too, for information.
 */
import { requireRole } from "../auth/require-role";
import { titleSkeleton } from "../text/title-skeleton";
import type { Principal } from "../types";
import type { TitleRow } from "./document-ports";
import { nearDuplicatesOf, qualifiedOf, type TitleFinding } from "./title-findings";
import {
  aliasCollisionsOf,
  collisionsOf,
  keyDriftOf,
  unqualifiedNamesakesOf,
} from "./title-collisions";
import { crossSourceCandidates, indistinctOf, type MentionsBySource } from "./title-indistinct";
import { proposer } from "./title-proposals";

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
  /**
   * documentId -> source (title-proposals.ts sourceOf) -> how many active documents of that source
   * other than the document itself hold the title as a phrase in a title or heading of a searchable
   * passage, i.e. have it as a subject (one query)
   */
  subjectMentions(titles: readonly { id: string; title: string }[]): Promise<MentionsBySource>;
}

export async function titleReport(source: TitleSource, caller: Principal): Promise<TitleReport> {
  requireRole(caller, "ADMIN");
  const docs = (await source.allTitles()).filter((d) => d.status === "ACTIVE");
  const proposals = proposer(docs, new Set(docs.map((d) => titleSkeleton(d.title))));
  const { collisions, lookalikes } = collisionsOf(docs, proposals);
  // each lookup is an index search: only when the knowledge base mixes sources, for short titles
  const lookups = crossSourceCandidates(docs);
  const mentions = await source.subjectMentions(lookups.map((d) => ({ id: d.id, title: d.title })));
  const report = {
    qualified: qualifiedOf(docs),
    collisions: [
      ...collisions,
      ...keyDriftOf(docs),
      ...unqualifiedNamesakesOf(docs, proposals),
      ...aliasCollisionsOf(docs, proposals),
    ],
    lookalikes,
    nearDuplicates: nearDuplicatesOf(docs, proposals),
  };
  // a document another finding names is not listed again
  const named = new Set(
    [...report.collisions, ...report.lookalikes, ...report.nearDuplicates].flatMap(
      (f) => f.documentIds,
    ),
  );
  return { ...report, indistinct: indistinctOf(docs, mentions, proposals, named) };
}
