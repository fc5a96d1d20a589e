/**
 * Tamper evidence: each answer's hash is SHA-256 over the previous answer's hash and the canonical
 * JSON of its own content (keys sorted, children in ordinal order). Changing any stored field,
 * removing a record or reordering records breaks the chain from that point on.
 */
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
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

/**
 * The version of the hash input written with every answer. A new canonicalisation gets a new
 * number; old rows keep verifying under the version they were written with, so a change of
 * canonicalisation is never mistaken for tampering.
 */
export const CURRENT_HASH_VERSION = 3;

const HASHERS: Record<number, (prevHash: string, content: AnswerContent) => string> = {
  1: hashV1,
  2: hashV2,
  3: hashV3,
};

/**
 * v3: the whole content in the JSON Canonicalization Scheme (RFC 8785) of the `canonicalize`
 * package, so anyone can recompute a hash with any JCS implementation rather than ours.
 */
function hashV3(prevHash: string, content: AnswerContent): string {
  return sha256(prevHash, jcs(ordered(content)));
}

/** RFC 8785 canonical JSON; throws on what JSON cannot hold (NaN, Infinity) instead of hashing a guess. */
export function jcs(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error("nothing to canonicalize");
  return text;
}

/** v2: v1's canonical form over the whole content, including sources' quotes and claims' quote offsets. */
function hashV2(prevHash: string, content: AnswerContent): string {
  return digest(prevHash, ordered(content));
}

export function isKnownHashVersion(version: number): boolean {
  return version in HASHERS;
}

export function answerHash(
  prevHash: string,
  content: AnswerContent,
  version = CURRENT_HASH_VERSION,
): string {
  const hasher = HASHERS[version];
  if (!hasher) throw new Error(`unknown hash version ${version}`);
  return hasher(prevHash, content);
}

/** v1: SHA-256 over prevHash, "\n" and the key-sorted JSON of the content, children by ordinal (no quotes). */
function hashV1(prevHash: string, content: AnswerContent): string {
  const o = ordered(content);
  return digest(prevHash, {
    ...o,
    sources: o.sources.map(({ quotes: _q, ...s }) => s),
    claims: o.claims.map(({ quote: _q, ...c }) => c),
  });
}

function digest(prevHash: string, content: AnswerContent): string {
  return sha256(prevHash, canonicalJson(content));
}

/** Every version hashes the previous hash, a newline and a canonical text of the content. */
export function sha256(prevHash: string, canonicalText: string): string {
  return createHash("sha256").update(prevHash).update("\n").update(canonicalText).digest("hex");
}

function ordered(content: AnswerContent): AnswerContent {
  return {
    ...content,
    candidates: [...content.candidates].sort((a, b) => a.ordinal - b.ordinal),
    sources: [...content.sources].sort((a, b) => a.ordinal - b.ordinal),
    claims: [...content.claims].sort((a, b) => a.ordinal - b.ordinal),
    limitations: [...content.limitations].sort((a, b) => a.ordinal - b.ordinal),
    conflicts: [...content.conflicts].sort((a, b) => a.ordinal - b.ordinal),
  };
}

export interface ChainLink {
  id: string;
  prevHash: string;
  hash: string;
  hashVersion: number;
  content: AnswerContent;
  /** chain position and seal, when read from storage */
  seq?: bigint;
  chainRef?: string | null;
  signature?: string | null;
}

export interface ChainCheck {
  checked: number;
  /** every answer whose link does not hold, in chain order */
  brokenIds: string[];
  lastHash: string;
}

/**
 * Walks links in chain order and checks every one: its content must hash to its stored hash
 * (under its own hash version) and its prevHash must be the stored hash of the answer before it.
 * Verification never stops at a break, so later tampering is still seen; a removed answer shows
 * as a break at the answer after it.
 */
export function verifyChain(links: Iterable<ChainLink>, startHash = GENESIS_HASH): ChainCheck {
  let prev = startHash;
  let checked = 0;
  const brokenIds: string[] = [];
  for (const link of links) {
    checked++;
    const contentHolds =
      isKnownHashVersion(link.hashVersion) &&
      answerHash(link.prevHash, link.content, link.hashVersion) === link.hash;
    if (link.prevHash !== prev || !contentHolds) brokenIds.push(link.id);
    prev = link.hash;
  }
  return { checked, brokenIds, lastHash: prev };
}
