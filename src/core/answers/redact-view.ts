/**
 * Roles grant actions, groups grant reading (DESIGN.md §7): every caller but ADMIN sees the parts
 * of a recorded answer that come from documents outside their groups redacted — checked when the
 * answer is viewed, not when it was made, so a document restricted later disappears from old
 * answers too. That something was withheld may show (`withheldParts`); its title, excerpt, id and
 * values may not.
 */
import type { StoredAnswer } from "../audit/stored-answer";
import { REDACTED_CITATION, type AnswerView, type ClaimView } from "./answer-view";
import { redactConflictView, WITHHELD_TEXT, type ConflictView } from "../conflicts/conflict-view";

interface Context {
  hidden: (documentId: string | null) => boolean;
  /** the model saw a withheld document, so any claim not resting wholly on readable ones may quote it */
  modelSawWithheld: boolean;
  titleOf: ReadonlyMap<string, string>;
  withheldTitles: string[];
}

function claimWithheld(c: ClaimView, ctx: Context): boolean {
  if (c.citations.some((x) => ctx.hidden(x.documentId))) return true;
  if (!ctx.modelSawWithheld) return false;
  // the model saw a withheld document: only a claim checked as supported by readable documents
  // provably rests on them; any other claim may carry the withheld text
  return !(
    c.verdict === "SUPPORTED" &&
    c.citations.length > 0 &&
    c.citations.every((x) => x.resolution === "RESOLVED" && x.documentId !== null)
  );
}

function redactConflict(c: ConflictView, ctx: Context): ConflictView {
  return redactConflictView(c, (id) => ctx.hidden(id));
}

function answerText(view: AnswerView, claims: ClaimView[], ctx: Context): string {
  const visible = claims.filter((c) => c.verdict === "SUPPORTED" && !c.withheld);
  if (visible.length === 0)
    return view.status === "SUPPORTED" || view.status === "PARTIAL" ? WITHHELD_TEXT : view.text;
  const lines = visible.map(
    (c) =>
      `${c.text} ${c.citations.map((x) => `[${ctx.titleOf.get(x.documentId ?? "") ?? x.written}]`).join(" ")}`,
  );
  return claims.some((c) => c.withheld && c.verdict === "SUPPORTED")
    ? [...lines, WITHHELD_TEXT].join("\n")
    : lines.join("\n");
}

/**
 * The written text of a citation that did not resolve to the evidence may spell a title the viewer
 * may not read (a model can cite anything): only ADMIN sees it.
 */
function redactUnresolved(c: ClaimView): ClaimView {
  if (c.citations.every((x) => x.resolution === "RESOLVED")) return c;
  return {
    ...c,
    citations: c.citations.map((x) =>
      x.resolution === "RESOLVED"
        ? x
        : { written: REDACTED_CITATION, resolution: x.resolution, documentId: null },
    ),
  };
}

/** What redaction needs to know about the stored answer: which documents are hidden, and their titles. */
function contextOf(stored: StoredAnswer, withheld: ReadonlySet<string>): Context {
  const hidden = (id: string | null) => id !== null && withheld.has(id);
  return {
    hidden,
    modelSawWithheld: stored.candidates.some(
      (c) => c.decision === "RELEVANT" && hidden(c.documentId),
    ),
    titleOf: new Map(stored.candidates.map((c) => [c.documentId, c.title])),
    withheldTitles: [
      ...new Set(
        [...stored.candidates, ...stored.sources]
          .filter((x) => hidden(x.documentId))
          .map((x) => x.title),
      ),
    ],
  };
}

/** The retrieval trace without the hidden candidates, which only add to its withheld count. */
function redactRetrieval(
  retrieval: AnswerView["retrieval"],
  ctx: Context,
): { retrieval: AnswerView["retrieval"]; removed: number } {
  if (!retrieval) return { retrieval, removed: 0 };
  const candidates = retrieval.candidates.filter((c) => !ctx.hidden(c.documentId));
  const removed = retrieval.candidates.length - candidates.length;
  return {
    retrieval: { ...retrieval, candidates, withheldCount: retrieval.withheldCount + removed },
    removed,
  };
}

/** Claims, conflicts, sources, evidence and candidates without what rests on hidden documents; `parts` counts them. */
function redactParts(view: AnswerView, ctx: Context) {
  const visible = <T extends { documentId: string | null }>(items: T[]) =>
    items.filter((x) => !ctx.hidden(x.documentId));
  const claims = view.claims.map((c): ClaimView =>
    claimWithheld(c, ctx)
      ? { ...c, text: WITHHELD_TEXT, citations: [], checks: [], withheld: true }
      : redactUnresolved(c),
  );
  const conflicts = view.conflicts.map((c) => redactConflict(c, ctx));
  const { retrieval, removed } = redactRetrieval(view.retrieval, ctx);
  const sources = visible(view.sources);
  const evidence = visible(view.evidence);
  const parts =
    claims.filter((c) => c.withheld).length +
    conflicts.filter((c) => c.withheld).length +
    removed +
    (view.sources.length - sources.length) +
    (view.evidence.length - evidence.length);
  return { claims, conflicts, retrieval, sources, evidence, parts };
}

/** The view with every part resting on a document in `withheld` removed or replaced (ADMIN views are returned as they are). */
export function redactView(
  view: AnswerView,
  stored: StoredAnswer,
  withheld: ReadonlySet<string>,
  viewerIsAdmin = false,
): AnswerView {
  if (viewerIsAdmin) return view;
  const unresolved = view.claims.some((c) => c.citations.some((x) => x.resolution !== "RESOLVED"));
  if (withheld.size === 0 && !unresolved) return view;
  if (withheld.size === 0) {
    return {
      ...view,
      claims: view.claims.map(redactUnresolved),
      modelText: view.modelText === null ? null : WITHHELD_TEXT,
    };
  }
  const ctx = contextOf(stored, withheld);
  const { parts, ...kept } = redactParts(view, ctx);
  const limitations = view.limitations.map((l) =>
    ctx.withheldTitles.some((t) => l.message.includes(t)) ? { ...l, message: WITHHELD_TEXT } : l,
  );
  const modelText =
    view.modelText !== null && (ctx.modelSawWithheld || unresolved || parts > 0)
      ? WITHHELD_TEXT
      : view.modelText;
  const text = answerText(view, kept.claims, ctx);
  return { ...view, ...kept, limitations, modelText, text, withheldParts: parts };
}
