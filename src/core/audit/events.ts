/**
 * The audit log of everything that is not an answer: each change that matters to an auditor —
 * a review, a conflict resolution, a document's revision, rename, archive or access change, an API
 * key created or revoked — is an event written in the transaction of the change, hash-chained like
 * answers. Payloads are a closed, typed union, parsed back with zod when read (Documenso's habit).
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { canonicalJson, GENESIS_HASH, jcs, sha256 } from "./answer-hash";

const id = z.string();

export const AuditPayloadSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("REVIEW_APPENDED"),
    reviewId: id,
    answerId: id,
    verdict: z.string(),
    note: z.string(),
    claimMarks: z.array(z.object({ claimId: z.string(), verdict: z.string() })),
  }),
  z.object({
    type: z.literal("CONFLICT_RESOLVED"),
    resolutionId: id,
    conflictKey: z.string(),
    decision: z.string(),
    winningDocumentId: id.nullable(),
    note: z.string(),
  }),
  z.object({
    type: z.literal("DOCUMENT_CREATED"),
    documentId: id,
    title: z.string(),
    groups: z.array(z.string()),
    revisionId: id,
    bodyHash: z.string(),
    /** chunksHash(...) of the revision's chunks; absent in events written before it existed */
    chunksHash: z.string().optional(),
  }),
  z.object({
    type: z.literal("DOCUMENT_REVISED"),
    documentId: id,
    revisionId: id,
    bodyHash: z.string(),
    chunksHash: z.string().optional(),
  }),
  z.object({
    type: z.literal("DOCUMENT_RENAMED"),
    documentId: id,
    from: z.string(),
    to: z.string(),
  }),
  z.object({
    type: z.literal("DOCUMENT_ACCESS_CHANGED"),
    documentId: id,
    from: z.array(z.string()),
    to: z.array(z.string()),
  }),
  z.object({ type: z.literal("DOCUMENT_ARCHIVED"), documentId: id }),
  z.object({ type: z.literal("DOCUMENT_RESTORED"), documentId: id }),
  z.object({
    type: z.literal("API_KEY_CREATED"),
    apiKeyId: id,
    name: z.string(),
    role: z.string(),
    groups: z.array(z.string()),
  }),
  z.object({ type: z.literal("API_KEY_REVOKED"), apiKeyId: id }),
]);

export type AuditPayload = z.infer<typeof AuditPayloadSchema>;
export type AuditEventType = AuditPayload["type"];

/** Who did it: the API key (null for the CLI, the demo loader and FIELDNOTE_ADMIN_KEY at start) and its name. */

/** The hashed content of one event. */
export interface AuditEventContent {
  id: string;
  actorKeyId: string | null;
  actorName: string;
  payload: AuditPayload;
  createdAt: string;
}

export interface EventLink {
  id: string;
  prevHash: string;
  hash: string;
  hashVersion: number;
  content: AuditEventContent;
  /** chain position and seal, when read from storage */
  seq?: bigint;
  signature?: string | null;
}

/**
 * The hash of a revision's chunks as the search serves them: SHA-256 of the RFC 8785 JSON of the
 * list of {ordinal, breadcrumb, text, blocks}, in ordinal order. Recorded in the revision's event.
 */
export function chunksHash(
  chunks: readonly { ordinal: number; breadcrumb: string; text: string; blocks: unknown }[],
): string {
  const list = [...chunks]
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((c) => ({ ordinal: c.ordinal, breadcrumb: c.breadcrumb, text: c.text, blocks: c.blocks }));
  return createHash("sha256").update(jcs(list)).digest("hex");
}

/** v1: our own key-sorted JSON; v2: RFC 8785 (JCS), as answers' v3. Old events keep verifying under v1. */
export const CURRENT_EVENT_HASH_VERSION = 2;

export function eventHash(
  prevHash: string,
  content: AuditEventContent,
  version = CURRENT_EVENT_HASH_VERSION,
): string {
  if (version === 1) return sha256(prevHash, canonicalJson(content));
  if (version === 2) return sha256(prevHash, jcs(content));
  throw new Error(`unknown event hash version ${version}`);
}

/** Every broken event, as for answers: a content that does not hash to its hash, or a link that does not follow. */
export function verifyEvents(
  links: Iterable<EventLink>,
  startHash = GENESIS_HASH,
): { checked: number; brokenIds: string[]; lastHash: string } {
  let prev = startHash;
  let checked = 0;
  const brokenIds: string[] = [];
  for (const link of links) {
    checked++;
    let ok = link.prevHash === prev;
    try {
      ok =
        ok &&
        AuditPayloadSchema.safeParse(link.content.payload).success &&
        eventHash(link.prevHash, link.content, link.hashVersion) === link.hash;
    } catch {
      ok = false;
    }
    if (!ok) brokenIds.push(link.id);
    prev = link.hash;
  }
  return { checked, brokenIds, lastHash: prev };
}
