/**
 * Seed 003: conflicting sources are returned for review, never settled by the pipeline. A reviewer
 * settles a disagreement (one side wins, or both hold under different conditions); the resolution
 * is appended, never edited, and shown next to the conflict in every answer that finds it again.
 */
import { AppError } from "../errors";
import { requireRole } from "../auth/require-role";
import { pageSize } from "../paging";
import { canRead, type Principal } from "../types";
import { redactConflictView, toConflictView } from "./conflict-view";
import type {
  ConflictDecision,
  ConflictFilter,
  ConflictResolutionRecord,
  ConflictStore,
} from "./conflict-types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "<answerId>:c<ordinal>", the id a Conflict has in the API. */
export function parseConflictId(id: string): { answerId: string; ordinal: number } | null {
  const m = /^([0-9a-f-]{36}):c(\d{1,4})$/i.exec(id);
  return m && UUID.test(m[1]!) ? { answerId: m[1]!.toLowerCase(), ordinal: Number(m[2]) } : null;
}

export async function listConflicts(
  store: ConflictStore,
  caller: Principal,
  filter: ConflictFilter,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  requireRole(caller, "REVIEWER");
  const n = pageSize(first);
  if (filter.documentId != null && !UUID.test(filter.documentId)) {
    throw new AppError("BAD_USER_INPUT", "filter.documentId must be an id", {
      field: "filter.documentId",
    });
  }
  const page = await store.list(filter, n, after ?? null);
  const docIds = [...new Set(page.items.flatMap((c) => c.sides.map((s) => s.documentId)))];
  const [resolutions, groups] = await Promise.all([
    store.latestResolutions([...new Set(page.items.map((c) => c.conflictKey))]),
    store.documentGroups(docIds),
  ]);
  // groups grant reading for every role but ADMIN: sides a reviewer may not read are withheld
  const hidden = (id: string) =>
    caller.role !== "ADMIN" && (!groups.has(id) || !canRead(caller, groups.get(id)!));
  const edges = page.items.map((c, i) => ({
    cursor: page.cursors[i]!,
    node: redactConflictView(
      toConflictView(c, true, resolutions.get(c.conflictKey) ?? null),
      hidden,
    ),
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      endCursor: page.cursors[page.cursors.length - 1] ?? null,
    },
  };
}

export async function resolveConflict(
  store: ConflictStore,
  caller: Principal,
  input: {
    conflictId: string;
    decision: ConflictDecision;
    winningDocumentId?: string | null;
    note: string;
  },
): Promise<ConflictResolutionRecord> {
  requireRole(caller, "REVIEWER");
  // a Conflict id from an answer ("<answerId>:c<n>") or the disagreement's conflictKey
  const ref = parseConflictId(input.conflictId);
  const conflict = ref
    ? await store.find(ref.answerId, ref.ordinal)
    : input.conflictId.length <= 300
      ? await store.findByKey(input.conflictId)
      : null;
  if (!conflict)
    throw new AppError("NOT_FOUND", `no conflict with id "${input.conflictId.slice(0, 80)}"`, {
      field: "conflictId",
    });
  const note = input.note.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim();
  if (note.length === 0 || note.length > 10_000) {
    throw new AppError(
      "BAD_USER_INPUT",
      "note must be 1-10,000 characters: say why this side wins or under which conditions each holds",
      { field: "note" },
    );
  }
  const winner = input.winningDocumentId?.toLowerCase() ?? null;
  if (input.decision === "SOURCE_WINS") {
    if (!winner || !conflict.sides.some((s) => s.documentId === winner)) {
      throw new AppError(
        "BAD_USER_INPUT",
        "SOURCE_WINS needs winningDocumentId set to one of the conflict's sides",
        { field: "winningDocumentId" },
      );
    }
  } else if (winner) {
    throw new AppError("BAD_USER_INPUT", "BOTH_VALID takes no winningDocumentId", {
      field: "winningDocumentId",
    });
  }
  return store.appendResolution(
    {
      conflictKey: conflict.conflictKey,
      decision: input.decision,
      winningDocumentId: winner,
      note,
      reviewer: caller.name,
    },
    caller.keyId,
  );
}
