/**
 * Seed 003: conflicting sources are returned for review, never settled by the pipeline. A reviewer
 * settles a disagreement (one side wins, or both hold under different conditions); the resolution
 * is appended, never edited, and shown next to the conflict in every answer that finds it again.
 */
import { AppError } from "../errors";
import { requireRole } from "../auth/require-role";
import { connectionOf, pageSize } from "../paging";
import { canRead, type Principal } from "../types";
import { redactConflictView, toConflictView } from "./conflict-view";
import type {
  ConflictDecision,
  ConflictFilter,
  ConflictRecord,
  ConflictResolutionRecord,
  ConflictStore,
} from "./conflict-types";
import { withoutControlCharacters } from "../text/control-characters";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_DOCUMENT = "00000000-0000-0000-0000-000000000000";

/** The documents among `ids` the caller may not read (ADMIN reads all; a missing document is hidden too). */
async function hiddenFrom(
  store: ConflictStore,
  caller: Principal,
  ids: readonly string[],
): Promise<Set<string>> {
  if (caller.role === "ADMIN" || ids.length === 0) return new Set();
  const lower = ids.map((id) => id.toLowerCase());
  const groups = await store.documentGroups(lower);
  return new Set(lower.filter((id) => !groups.has(id) || !canRead(caller, groups.get(id)!)));
}

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
  // a document the caller may not read is filtered on as one that does not exist (the nil id: no
  // document has it), so paging and cursor errors are those of an unknown id too
  const scoped =
    filter.documentId != null && (await hiddenFrom(store, caller, [filter.documentId])).size
      ? { ...filter, documentId: NO_DOCUMENT }
      : filter;
  const page = await store.list(scoped, n, after ?? null);
  const docIds = [...new Set(page.items.flatMap((c) => c.sides.map((s) => s.documentId)))];
  const [resolutions, withheld] = await Promise.all([
    store.latestResolutions([...new Set(page.items.map((c) => c.conflictKey))]),
    hiddenFrom(store, caller, docIds),
  ]);
  // groups grant reading for every role but ADMIN: sides a reviewer may not read are withheld
  const hidden = (id: string) => withheld.has(id);
  const views = page.items.map((c) =>
    redactConflictView(toConflictView(c, true, resolutions.get(c.conflictKey) ?? null), hidden),
  );
  return connectionOf(views, page.cursors, page.hasNextPage);
}

export interface ResolveConflictInput {
  conflictId: string;
  decision: ConflictDecision;
  winningDocumentId?: string | null;
  note: string;
}

export async function resolveConflict(
  store: ConflictStore,
  caller: Principal,
  input: ResolveConflictInput,
): Promise<ConflictResolutionRecord> {
  requireRole(caller, "REVIEWER");
  const conflict = await findConflict(store, input.conflictId);
  // acting on a disagreement needs every side: one the caller may not read is answered as a
  // conflict that does not exist, so the refusal says nothing of the side either
  const sides = conflict.sides.map((s) => s.documentId);
  if ((await hiddenFrom(store, caller, sides)).size) throw notFound(input.conflictId);
  const note = cleanNote(input.note);
  const winner = checkedWinner(input, conflict);
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

/** A Conflict id from an answer ("<answerId>:c<n>") or the disagreement's conflictKey. */
async function findConflict(store: ConflictStore, id: string): Promise<ConflictRecord> {
  const ref = parseConflictId(id);
  const conflict = ref
    ? await store.find(ref.answerId, ref.ordinal)
    : id.length <= 300
      ? await store.findByKey(id)
      : null;
  if (!conflict) throw notFound(id);
  return conflict;
}

const notFound = (id: string) =>
  new AppError("NOT_FOUND", `no conflict with id "${id.slice(0, 80)}"`, { field: "conflictId" });

function cleanNote(raw: string): string {
  const note = withoutControlCharacters(raw).trim();
  if (note.length === 0 || note.length > 10_000) {
    throw new AppError(
      "BAD_USER_INPUT",
      "note must be 1-10,000 characters: say why this side wins or under which conditions each holds",
      { field: "note" },
    );
  }
  return note;
}

/** SOURCE_WINS names one of the sides; BOTH_VALID names none. */
function checkedWinner(input: ResolveConflictInput, conflict: ConflictRecord): string | null {
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
  return winner;
}
