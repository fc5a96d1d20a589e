/**
 * What an upsert changes in a stored document: omitted fields keep their values, and a new revision
 * is made only when the body, the effective date or the title (breadcrumbs carry it) changed.
 */
import { createHash } from "node:crypto";
import { cleanGroups } from "../auth/groups";
import type { DocumentChanges, DocumentStore, NewRevision } from "./document-ports";
import type { DocumentInput, DocumentRecord } from "./document-types";
import { cleanSourceUrl } from "./validate-document";

/**
 * What an update changes. An omitted field keeps its stored value; only an explicit value changes
 * it (an explicit empty `groups` list makes a restricted document public on purpose, and is
 * reported in `accessChange` so the caller can log it). Explicit null clears a date or sourceUrl.
 */
export function resolveUpdate(existing: DocumentRecord, input: DocumentInput) {
  return {
    groups: input.groups == null ? existing.groups : cleanGroups(input.groups),
    sourceUrl: input.sourceUrl === undefined ? existing.sourceUrl : cleanSourceUrl(input.sourceUrl),
    effectiveDate:
      input.effectiveDate === undefined
        ? (existing.revision?.effectiveDate ?? null)
        : input.effectiveDate,
    reviewBy: input.reviewBy === undefined ? existing.reviewBy : input.reviewBy,
  };
}

export function sourceDiffers(
  existing: DocumentRecord,
  source: NonNullable<DocumentInput["source"]>,
): boolean {
  return (
    existing.sourcePath !== source.sourcePath ||
    existing.sourceTitle !== source.sourceTitle ||
    existing.aliases.join("\n") !== source.aliases.join("\n") ||
    existing.titleNotes.join("\n") !== source.titleNotes.join("\n")
  );
}

/** What differs between the stored document and the input, field by field. */
export async function changesOf(
  store: DocumentStore,
  existing: DocumentRecord,
  input: DocumentInput,
  c: { title: string; body: string },
) {
  const next = resolveUpdate(existing, input);
  const bodyChanged =
    (await store.currentBodyHash(existing.id)) !==
    createHash("sha256").update(c.body).digest("hex");
  const dateChanged =
    (existing.revision?.effectiveDate?.getTime() ?? null) !==
    (next.effectiveDate?.getTime() ?? null);
  const titleChanged = existing.title !== c.title;
  const groupsChanged = existing.groups.join() !== next.groups.join();
  const sourceChanged = input.source !== undefined && sourceDiffers(existing, input.source);
  const metaChanged =
    titleChanged ||
    groupsChanged ||
    sourceChanged ||
    existing.sourceUrl !== next.sourceUrl ||
    (existing.reviewBy?.getTime() ?? null) !== (next.reviewBy?.getTime() ?? null) ||
    existing.status !== "ACTIVE";
  return {
    next,
    bodyChanged,
    dateChanged,
    titleChanged,
    groupsChanged,
    sourceChanged,
    metaChanged,
  };
}

export type Changes = Awaited<ReturnType<typeof changesOf>>;

/** The store's change for an update, with a new revision made by `revise` when one is due. */
export function changeSet(
  ch: Changes,
  input: DocumentInput,
  c: { title: string; titleKey: string },
  revise: (effectiveDate: Date | null) => NewRevision,
): DocumentChanges {
  const { groups, sourceUrl, effectiveDate, reviewBy } = ch.next;
  return {
    ...(ch.titleChanged
      ? {
          title: c.title,
          titleKey: c.titleKey,
          ...(input.source ? { titleOrigin: input.source.titleOrigin } : {}),
        }
      : {}),
    ...(ch.sourceChanged && input.source ? { source: input.source } : {}),
    groups,
    sourceUrl,
    reviewBy,
    status: "ACTIVE",
    // breadcrumbs carry the title, so a renamed document is re-chunked too
    ...(ch.bodyChanged || ch.dateChanged || ch.titleChanged
      ? { revision: revise(effectiveDate) }
      : {}),
  };
}
