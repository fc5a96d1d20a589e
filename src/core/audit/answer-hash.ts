/**
 * Tamper evidence: each answer's hash is SHA-256 over the previous answer's hash and the canonical
 * JSON of its own content (keys sorted, children in ordinal order). Changing any stored field,
 * removing a record or reordering records breaks the chain from that point on.
 */
import { createHash } from "node:crypto";
import type { AnswerContent } from "./stored-answer";

export const GENESIS_HASH = "0".repeat(64);

/** JSON with object keys sorted at every level, so the database's jsonb key order cannot matter. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export function answerHash(prevHash: string, content: AnswerContent): string {
  const sorted = {
    ...content,
    candidates: [...content.candidates].sort((a, b) => a.ordinal - b.ordinal),
    sources: [...content.sources].sort((a, b) => a.ordinal - b.ordinal),
    claims: [...content.claims].sort((a, b) => a.ordinal - b.ordinal),
    limitations: [...content.limitations].sort((a, b) => a.ordinal - b.ordinal),
    conflicts: [...content.conflicts].sort((a, b) => a.ordinal - b.ordinal),
  };
  return createHash("sha256").update(prevHash).update("\n").update(canonicalJson(sorted)).digest("hex");
}

export interface ChainLink {
  id: string;
  prevHash: string;
  hash: string;
  content: AnswerContent;
}

/** Walks links in chain order; returns the first answer whose link does not hold. */
export function verifyChain(links: Iterable<ChainLink>, startHash = GENESIS_HASH): { checked: number; firstBrokenId: string | null; lastHash: string } {
  let prev = startHash;
  let checked = 0;
  for (const link of links) {
    checked++;
    if (link.prevHash !== prev || answerHash(link.prevHash, link.content) !== link.hash) {
      return { checked, firstBrokenId: link.id, lastHash: prev };
    }
    prev = link.hash;
  }
  return { checked, firstBrokenId: null, lastHash: prev };
}
