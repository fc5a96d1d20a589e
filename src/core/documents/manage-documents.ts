/**
 * Admin operations on documents. Titles are unique after normalisation (decision 0003: title
 * citations are only trustworthy when titles are distinct); a changed body or effective date makes a
 * new immutable revision and only the current revision is searchable.
 */
import { createHash } from "node:crypto";
import type { AuditActor } from "../types";
import { cleanGroups } from "../auth/groups";
import { AppError } from "../errors";
import type { Principal } from "../types";
import { requireRole } from "../auth/require-role";
import type { Chunker, DocumentStore, NewRevision } from "./document-ports";
import { guardTitle, refuseLookalike, titleConflict } from "./title-guards";
import { changeSet, changesOf } from "./document-changes";
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

export async function upsertDocument(
  deps: DocumentDeps,
  caller: Principal,
  input: DocumentInput,
): Promise<UpsertResult> {
  requireRole(caller, "ADMIN");
  const { title, titleKey } = cleanTitle(input.title, deps.limits);
  const body = cleanBody(input.body, deps.limits);
  const holder = await deps.store.findByTitleKey(titleKey);
  const cleaned = { title, titleKey, body, holder };
  return input.id
    ? updateDocument(deps, caller, input, input.id, cleaned)
    : createDocument(deps, caller, input, cleaned);
}

interface Cleaned {
  title: string;
  titleKey: string;
  body: string;
  /** the document that holds this title key now, if any */
  holder: DocumentRecord | null;
}

async function createDocument(
  deps: DocumentDeps,
  caller: Principal,
  input: DocumentInput,
  { title, titleKey, body, holder }: Cleaned,
): Promise<UpsertResult> {
  if (holder) throw titleConflict(caller, holder, title);
  if (!input.source) await refuseLookalike(deps.store, caller, title, null);
  const fields = {
    title,
    titleKey,
    groups: cleanGroups(input.groups),
    sourceUrl: cleanSourceUrl(input.sourceUrl),
    reviewBy: input.reviewBy ?? null,
    source: input.source,
    revision: revisionOf(
      body,
      input.effectiveDate ?? null,
      deps.chunker,
      title,
      deps.limits.maxChunksPerDocument,
    ),
  };
  const document = await guardTitle(caller, deps.store, title, titleKey, () =>
    deps.store.create(fields, actorOf(caller)),
  );
  return { document, outcome: "CREATED" };
}

async function updateDocument(
  deps: DocumentDeps,
  caller: Principal,
  input: DocumentInput,
  rawId: string,
  c: Cleaned,
): Promise<UpsertResult> {
  const id = cleanId(rawId);
  const existing = await deps.store.findById(id);
  if (!existing) throw new AppError("NOT_FOUND", `no document with id "${id}"`, { field: "id" });
  if (c.holder && c.holder.id !== id) throw titleConflict(caller, c.holder, c.title);
  if (!input.source && existing.title !== c.title)
    await refuseLookalike(deps.store, caller, c.title, id);
  const ch = await changesOf(deps.store, existing, input, c);
  if (!ch.bodyChanged && !ch.dateChanged && !ch.metaChanged)
    return { document: existing, outcome: "UNCHANGED" };
  const changes = changeSet(ch, input, c, (effectiveDate) =>
    revisionOf(c.body, effectiveDate, deps.chunker, c.title, deps.limits.maxChunksPerDocument),
  );
  const document = await guardTitle(caller, deps.store, c.title, c.titleKey, () =>
    deps.store.update(id, changes, actorOf(caller)),
  );
  return {
    document,
    outcome: ch.bodyChanged || ch.dateChanged ? "REVISED" : "UPDATED",
    ...(ch.groupsChanged ? { accessChange: { from: existing.groups, to: ch.next.groups } } : {}),
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
  await refuseLookalike(deps.store, caller, title, id);
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
