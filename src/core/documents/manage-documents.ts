/**
 * Admin operations on documents. Titles are unique after normalisation (decision 0003: title
 * citations are only trustworthy when titles are distinct); a changed body or effective date makes a
 * new immutable revision and only the current revision is searchable.
 */
import { createHash } from "node:crypto";
import { titleSkeleton } from "../text/title-skeleton";
import type { AuditActor } from "../types";
import { cleanGroups } from "../auth/groups";
import { AppError } from "../errors";
import type { Principal } from "../types";
import { requireRole } from "../auth/require-role";
import {
  TitleTakenError,
  type Chunker,
  type DocumentStore,
  type NewRevision,
} from "./document-ports";
import type { DocumentInput, DocumentRecord } from "./document-types";
import {
  cleanBody,
  cleanId,
  cleanSourceUrl,
  cleanTitle,
  type DocumentLimits,
} from "./validate-document";

export interface DocumentDeps {
  store: DocumentStore;
  chunker: Chunker;
  limits: DocumentLimits;
}

export interface UpsertResult {
  document: DocumentRecord;
  outcome: "CREATED" | "REVISED" | "UNCHANGED" | "UPDATED";
  /** set when an update changed who may read the document (callers log it) */
  accessChange?: { from: string[]; to: string[] };
}

const actorOf = (caller: Principal): AuditActor => ({ keyId: caller.keyId, name: caller.name });

function titleConflict(
  caller: Principal,
  existing: DocumentRecord | null,
  title: string,
): AppError {
  // Only admins reach here; the id lets them find (or rename) the other document.
  return new AppError(
    "TITLE_CONFLICT",
    existing
      ? `the title "${title}" collides with the existing document "${existing.title}" (id ${existing.id}): titles must differ after ignoring case, spacing and Unicode form`
      : `the title "${title}" is already taken`,
    existing && caller.role === "ADMIN"
      ? { existingDocumentId: existing.id, existingTitle: existing.title }
      : {},
  );
}

function revisionOf(
  body: string,
  effectiveDate: Date | null,
  chunker: Chunker,
  title: string,
  max = 5_000,
): NewRevision {
  const chunks = chunker.chunk(title, body);
  if (chunks.length > max) {
    throw new AppError(
      "BAD_USER_INPUT",
      `this body makes ${chunks.length} chunks (sections); the limit is ${max}: split the document or use fewer headings`,
      { field: "body", max },
    );
  }
  return { body, bodyHash: createHash("sha256").update(body).digest("hex"), effectiveDate, chunks };
}

/**
 * A title that looks like another ("Suррliеr рricing" in Cyrillic letters) is refused like an equal
 * one. Ingest qualifies lookalikes itself, so only API writes pay for this scan.
 */
async function refuseLookalike(
  deps: DocumentDeps,
  caller: Principal,
  title: string,
  selfId: string | null,
): Promise<void> {
  const skeleton = titleSkeleton(title);
  const twin = (await deps.store.allTitles()).find(
    (d) => d.id !== selfId && d.status === "ACTIVE" && titleSkeleton(d.title) === skeleton,
  );
  if (twin) throw titleConflict(caller, await deps.store.findById(twin.id), title);
}

async function guardTitle<T>(
  caller: Principal,
  store: DocumentStore,
  title: string,
  titleKey: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof TitleTakenError)
      throw titleConflict(caller, await store.findByTitleKey(titleKey), title);
    throw err;
  }
}

/**
 * What an update changes. An omitted field keeps its stored value; only an explicit value changes
 * it (an explicit empty `groups` list makes a restricted document public on purpose, and is
 * reported in `accessChange` so the caller can log it). Explicit null clears a date or sourceUrl.
 */
function resolveUpdate(existing: DocumentRecord, input: DocumentInput) {
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

function sourceDiffers(
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

export async function upsertDocument(
  deps: DocumentDeps,
  caller: Principal,
  input: DocumentInput,
): Promise<UpsertResult> {
  requireRole(caller, "ADMIN");
  const { title, titleKey } = cleanTitle(input.title, deps.limits);
  const body = cleanBody(input.body, deps.limits);
  const holder = await deps.store.findByTitleKey(titleKey);

  if (!input.id) {
    if (holder) throw titleConflict(caller, holder, title);
    if (!input.source) await refuseLookalike(deps, caller, title, null);
    const groups = cleanGroups(input.groups);
    const sourceUrl = cleanSourceUrl(input.sourceUrl);
    const document = await guardTitle(caller, deps.store, title, titleKey, () =>
      deps.store.create(
        {
          title,
          titleKey,
          groups,
          sourceUrl,
          reviewBy: input.reviewBy ?? null,
          source: input.source,
          revision: revisionOf(
            body,
            input.effectiveDate ?? null,
            deps.chunker,
            title,
            deps.limits.maxChunksPerDocument,
          ),
        },
        actorOf(caller),
      ),
    );
    return { document, outcome: "CREATED" };
  }

  const id = cleanId(input.id);
  const existing = await deps.store.findById(id);
  if (!existing) throw new AppError("NOT_FOUND", `no document with id "${id}"`, { field: "id" });
  if (holder && holder.id !== id) throw titleConflict(caller, holder, title);
  if (!input.source && existing.title !== title) await refuseLookalike(deps, caller, title, id);
  const { groups, sourceUrl, effectiveDate, reviewBy } = resolveUpdate(existing, input);
  const bodyChanged =
    (await deps.store.currentBodyHash(id)) !== createHash("sha256").update(body).digest("hex");
  const dateChanged =
    (existing.revision?.effectiveDate?.getTime() ?? null) !== (effectiveDate?.getTime() ?? null);
  const titleChanged = existing.title !== title;
  const groupsChanged = existing.groups.join() !== groups.join();
  const sourceChanged = input.source !== undefined && sourceDiffers(existing, input.source);
  const metaChanged =
    titleChanged ||
    groupsChanged ||
    sourceChanged ||
    existing.sourceUrl !== sourceUrl ||
    (existing.reviewBy?.getTime() ?? null) !== (reviewBy?.getTime() ?? null) ||
    existing.status !== "ACTIVE";
  if (!bodyChanged && !dateChanged && !metaChanged)
    return { document: existing, outcome: "UNCHANGED" };
  const document = await guardTitle(caller, deps.store, title, titleKey, () =>
    deps.store.update(
      id,
      {
        ...(titleChanged
          ? { title, titleKey, ...(input.source ? { titleOrigin: input.source.titleOrigin } : {}) }
          : {}),
        ...(sourceChanged && input.source ? { source: input.source } : {}),
        groups,
        sourceUrl,
        reviewBy,
        status: "ACTIVE",
        // breadcrumbs carry the title, so a renamed document is re-chunked too
        ...(bodyChanged || dateChanged || titleChanged
          ? {
              revision: revisionOf(
                body,
                effectiveDate,
                deps.chunker,
                title,
                deps.limits.maxChunksPerDocument,
              ),
            }
          : {}),
      },
      actorOf(caller),
    ),
  );
  return {
    document,
    outcome: bodyChanged || dateChanged ? "REVISED" : "UPDATED",
    ...(groupsChanged ? { accessChange: { from: existing.groups, to: groups } } : {}),
  };
}

export async function renameDocument(
  deps: DocumentDeps,
  caller: Principal,
  rawId: string,
  rawTitle: string,
): Promise<DocumentRecord> {
  requireRole(caller, "ADMIN");
  const id = cleanId(rawId);
  const { title, titleKey } = cleanTitle(rawTitle, deps.limits);
  const existing = await deps.store.findById(id);
  if (!existing) throw new AppError("NOT_FOUND", `no document with id "${id}"`, { field: "id" });
  if (existing.title === title) return existing;
  const holder = await deps.store.findByTitleKey(titleKey);
  if (holder && holder.id !== id) throw titleConflict(caller, holder, title);
  await refuseLookalike(deps, caller, title, id);
  // an admin's title survives re-ingest of the document's source
  return guardTitle(caller, deps.store, title, titleKey, () =>
    deps.store.update(id, { title, titleKey, titleOrigin: "ADMIN" }, actorOf(caller)),
  );
}

export async function archiveDocument(
  deps: DocumentDeps,
  caller: Principal,
  rawId: string,
): Promise<DocumentRecord> {
  requireRole(caller, "ADMIN");
  const id = cleanId(rawId);
  const existing = await deps.store.findById(id);
  if (!existing) throw new AppError("NOT_FOUND", `no document with id "${id}"`, { field: "id" });
  if (existing.status === "ARCHIVED") return existing;
  return deps.store.update(id, { status: "ARCHIVED" }, actorOf(caller));
}
