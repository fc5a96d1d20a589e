/** Reading and reviewing recorded answers (verifying them: audit-integrity.ts), with the access rules of DESIGN.md §4. */
import { AppError } from "../errors";
import { hasRole, requireRole } from "../auth/require-role";
import { CURRENT_HASH_VERSION } from "../audit/answer-hash";
import type { StoredAnswer } from "../audit/stored-answer";
import type { AnswerDraft, Principal } from "../types";
import type { RecordedAnswer } from "../ask/ask-ports";
import { draftToContent } from "../audit/draft-to-content";
import type {
  AnswerFilter,
  AnswerReader,
  ReviewRecord,
  ReviewStore,
  ReviewVerdict,
} from "./answer-ports";
import { toAnswerView, type AnswerView, type CurrentRevisions } from "./answer-view";
import { redactView } from "./redact-view";
import { asNonAdminSees, filterAsNonAdminSees } from "./non-admin-view";
import { canRead } from "../types";
import { connectionOf, pageSize } from "../paging";
import { checkFilter, UUID } from "./check-filter";
import { withoutControlCharacters } from "../text/control-characters";

export function canSeeFull(caller: Principal): boolean {
  return hasRole(caller, "REVIEWER");
}

/** The caller who asked may open their own answer; anonymous answers are not attributable. */
export function canOpen(caller: Principal, a: StoredAnswer): boolean {
  return canSeeFull(caller) || (caller.keyId !== null && a.callerKeyId === caller.keyId);
}

/** Every document an answer's parts come from. */
function documentsOf(a: StoredAnswer): string[] {
  return [
    ...a.sources.map((s) => s.documentId),
    ...a.candidates.map((c) => c.documentId),
    ...a.claims.flatMap((c) => c.citations.map((x) => x.documentId)),
    ...a.conflicts.flatMap((c) => c.sides.map((s) => s.documentId)),
  ].filter((id): id is string => typeof id === "string");
}

/** Documents the caller may not read now (ADMIN reads all); a document that cannot be found is withheld too. */
export function withheldFrom(
  caller: Principal,
  docIds: readonly string[],
  current: CurrentRevisions,
): Set<string> {
  if (caller.role === "ADMIN") return new Set();
  return new Set(
    docIds.filter((id) => {
      const state = current.get(id);
      return !state || !canRead(caller, state.groups ?? []);
    }),
  );
}

export async function viewsOf(
  reader: AnswerReader,
  caller: Principal,
  answers: readonly StoredAnswer[],
): Promise<AnswerView[]> {
  const docIds = [...new Set(answers.flatMap(documentsOf))];
  const keys = [...new Set(answers.flatMap((a) => a.conflicts.map((c) => c.conflictKey)))];
  const [current, resolutions] = await Promise.all([
    reader.currentRevisions(docIds),
    keys.length ? reader.latestResolutions(keys) : new Map(),
  ]);
  const admin = caller.role === "ADMIN";
  const seen = admin ? answers : answers.map(asNonAdminSees);
  // (a restricted citation seen as an unknown one names no document: nothing of it is withheld)
  const withheld = withheldFrom(caller, [...new Set(seen.flatMap(documentsOf))], current);
  return seen.map((a) =>
    redactView(toAnswerView(a, canSeeFull(caller), current, resolutions), a, withheld, admin),
  );
}

/**
 * The answer just recorded, as its asker sees it — built from memory, not read back: once the
 * record is committed the caller must get it, even if the database drops right after. The stored
 * content is exactly draftToContent(id, draft); its sources were current when it was recorded.
 */
export async function viewRecorded(
  reader: AnswerReader,
  caller: Principal,
  draft: AnswerDraft,
  recorded: RecordedAnswer,
): Promise<AnswerView> {
  const stored: StoredAnswer = {
    ...draftToContent(recorded.id, draft),
    seq: 0n,
    prevHash: "",
    hash: recorded.hash,
    hashVersion: CURRENT_HASH_VERSION,
    chainRef: recorded.chainRef ?? null,
    signature: recorded.signature ?? null,
  };
  const content = caller.role === "ADMIN" ? stored : asNonAdminSees(stored);
  const current = new Map(
    draft.sources.map((s) => [s.documentId, { id: s.revisionId, number: s.revision }]),
  );
  const keys = [...new Set(content.conflicts.map((c) => c.conflictKey))];
  const resolutions = keys.length
    ? await reader.latestResolutions(keys).catch(() => new Map())
    : new Map();
  return toAnswerView(content, canSeeFull(caller), current, resolutions);
}

export async function getAnswer(
  reader: AnswerReader,
  caller: Principal,
  id: string,
): Promise<AnswerView | null> {
  if (!UUID.test(id)) return null;
  const a = await reader.findById(id.toLowerCase());
  if (!a || !canOpen(caller, a)) return null;
  return (await viewsOf(reader, caller, [a]))[0]!;
}

async function pageOf(
  reader: AnswerReader,
  caller: Principal,
  filter: AnswerFilter,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  const n = pageSize(first);
  checkFilter(filter);
  const page = await reader.list(filter, n, after ?? null);
  const views = await viewsOf(reader, caller, page.items);
  return connectionOf(views, page.cursors, page.hasNextPage);
}

export async function listAnswers(
  reader: AnswerReader,
  caller: Principal,
  filter: AnswerFilter,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  requireRole(caller, "REVIEWER");
  return pageOf(
    reader,
    caller,
    caller.role === "ADMIN" ? filter : filterAsNonAdminSees(filter),
    first,
    after,
  );
}

/** The caller's own answers (asked with their key), as they may see them now: the reader-facing packet. */
export async function listMyAnswers(
  reader: AnswerReader,
  caller: Principal,
  filter: Pick<AnswerFilter, "status" | "since" | "until" | "questionContains">,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  if (caller.keyId === null) {
    throw new AppError(
      "UNAUTHENTICATED",
      "myAnswers lists the answers asked with your API key: send Authorization: Bearer <key>",
    );
  }
  return pageOf(
    reader,
    caller,
    {
      status: filter.status,
      since: filter.since,
      until: filter.until,
      questionContains: filter.questionContains,
      callerKeyId: caller.keyId,
    },
    first,
    after,
  );
}

export async function reviewAnswer(
  reader: AnswerReader,
  reviews: ReviewStore,
  caller: Principal,
  input: {
    answerId: string;
    verdict: ReviewVerdict;
    note: string;
    claimMarks?: readonly { claimId: string; verdict: ReviewVerdict }[] | null;
  },
): Promise<ReviewRecord> {
  requireRole(caller, "REVIEWER");
  const answer = UUID.test(input.answerId)
    ? await reader.findById(input.answerId.toLowerCase())
    : null;
  if (!answer)
    throw new AppError("NOT_FOUND", `no answer with id "${input.answerId.slice(0, 64)}"`, {
      field: "answerId",
    });
  const note = withoutControlCharacters(input.note).trim();
  if (note.length > 10_000)
    throw new AppError("BAD_USER_INPUT", "note must be at most 10,000 characters", {
      field: "note",
    });
  const claimIds = new Set(answer.claims.map((c) => `${answer.id}:${c.ordinal}`));
  const marks = [...(input.claimMarks ?? [])];
  const unknown = marks.filter((m) => !claimIds.has(m.claimId));
  if (unknown.length) {
    throw new AppError(
      "BAD_USER_INPUT",
      `claimMarks name claims that are not part of this answer: ${unknown.map((m) => m.claimId).join(", ")}`,
      { field: "claimMarks" },
    );
  }
  return reviews.append(
    { answerId: answer.id, verdict: input.verdict, note, claimMarks: marks, reviewer: caller.name },
    caller,
  );
}
