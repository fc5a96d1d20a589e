/** A disagreement between sources as callers see it, and what of it a viewer may not read. */
import { createHash } from "node:crypto";
import type { ConflictRecord, ConflictResolutionRecord } from "./conflict-types";

export const WITHHELD_TEXT = "[withheld: this part rests on a document outside your access groups]";

export interface ConflictView {
  id: string;
  conflictKey: string;
  fact: string;
  sides: {
    title: string;
    documentId: string;
    revision: number;
    effectiveDate: Date | null;
    excerpt: string;
    values: string[];
  }[];
  /** reviewer views only */
  answerId: string | null;
  /** reviewer views only: the answers that found this disagreement (newest first, at most 20) */
  answerIds: string[] | null;
  /** how many answers found it */
  hits: number;
  createdAt: Date;
  resolution: ConflictResolutionRecord | null;
  /** a side comes from a document outside the viewer's groups: it and the fact are removed */
  withheld: boolean;
}

export function toConflictView(
  c: ConflictRecord,
  full: boolean,
  resolution: ConflictResolutionRecord | null,
): ConflictView {
  return {
    id: `${c.answerId}:c${c.ordinal}`,
    conflictKey: c.conflictKey,
    fact: c.fact,
    sides: c.sides.map((s) => ({
      ...s,
      effectiveDate: s.effectiveDate ? new Date(s.effectiveDate) : null,
    })),
    answerId: full ? c.answerId : null,
    answerIds: full ? (c.answerIds ?? [c.answerId]) : null,
    hits: c.hits ?? 1,
    createdAt: c.createdAt,
    resolution,
    withheld: false,
  };
}

/**
 * The conflictKey a viewer gets when a side is withheld: the key spells each side's revision id,
 * so it is replaced by a digest of it — still the same for the same disagreement, but naming no
 * revision and accepted by nothing (resolveConflict, filters) as a key.
 */
export function withheldConflictKey(conflictKey: string): string {
  return `withheld:${createHash("sha256").update(conflictKey).digest("hex").slice(0, 32)}`;
}

/**
 * A conflict with a side the viewer may not read: that side and the fact (which names its values)
 * go, and so do the key (it holds the side's revision id) and what a resolution says of it: the
 * note (written by someone who read both sides) and a winning document the viewer may not read.
 */
export function redactConflictView(
  c: ConflictView,
  hidden: (documentId: string) => boolean,
): ConflictView {
  if (!c.sides.some((s) => hidden(s.documentId))) return c;
  const conflictKey = withheldConflictKey(c.conflictKey);
  const winner = c.resolution?.winningDocumentId ?? null;
  return {
    ...c,
    conflictKey,
    fact: WITHHELD_TEXT,
    sides: c.sides.filter((s) => !hidden(s.documentId)),
    resolution: c.resolution && {
      ...c.resolution,
      conflictKey,
      winningDocumentId: winner !== null && hidden(winner) ? null : winner,
      note: WITHHELD_TEXT,
    },
    withheld: true,
  };
}
