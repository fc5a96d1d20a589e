/**
 * Steps 7-8 of an ask: conflicts among the evidence (with reviewers' resolutions applied), the
 * status the claims earn, sources (one per cited document, with the quotes to highlight), and the
 * limitations a reader needs: what is known, what is missing, in the question's own words.
 */
import type { ConflictResolutionRecord } from "../conflicts/conflict-types";
import type { ModelOutput } from "./ask-ports";
import type { AnswerDraft, ClaimResult, ConflictFinding, Limitation } from "../types";
import type { AskDeps } from "./ask-question";
import { composeSources } from "./compose-sources";
import { sourceLimitations } from "./source-limitations";
import { answersQuestion, coverageOf, type Coverage } from "./decide-status";
import * as limits from "./limitations";
import type { QuestionAnalysis } from "./question";
import { kindWords } from "./answer-kinds";
import { ASKS_DEFAULT } from "./asked-kinds";
import { finalStatus, type Ruled } from "./calibrate-status";

type Base = Pick<
  AnswerDraft,
  "question" | "caller" | "candidates" | "evidence" | "createdAt" | "trace"
>;

export interface Disagreements {
  conflicts: ConflictFinding[];
  resolutions: ReadonlyMap<string, ConflictResolutionRecord>;
  /** documents on the losing side of a SOURCE_WINS resolution */
  overruled: ReadonlySet<string>;
  /** parallel pages ("Exporters (Go)", "Exporters (Python)") that differ, the question naming none */
  sections: readonly string[];
}

/** The question's own words for a term (its casing and spelling), never a stem. */
function asWritten(question: string, word: string): string {
  const i = question.toLowerCase().indexOf(word.toLowerCase());
  return i >= 0 ? question.slice(i, i + word.length) : word;
}

/** SOURCE_WINS overrules the claims that rest on a losing side; the check says which review did it. */
function applyResolutions(
  claims: ClaimResult[],
  conflicts: ConflictFinding[],
  resolutions: ReadonlyMap<string, ConflictResolutionRecord>,
): ClaimResult[] {
  const losers = new Map<string, ConflictResolutionRecord>();
  for (const c of conflicts) {
    const r = resolutions.get(c.key);
    if (r?.decision !== "SOURCE_WINS") continue;
    for (const s of c.sides) if (s.documentId !== r.winningDocumentId) losers.set(s.documentId, r);
  }
  return claims.map((c) => {
    const lost =
      c.verdict === "SUPPORTED"
        ? c.citations
            .map((x) => (x.documentId ? losers.get(x.documentId) : undefined))
            .find(Boolean)
        : undefined;
    if (!lost) return c;
    return {
      ...c,
      verdict: "UNSUPPORTED",
      checks: [
        ...c.checks,
        {
          name: "RESOLUTION",
          passed: false,
          detail: `a reviewer resolved this disagreement in favour of another source: ${lost.note}`,
        },
      ],
    };
  });
}

/** A quote as a reader sees it: blockquote markers at line starts dropped (the claim keeps the exact text). */
function readable(text: string): string {
  return text.replace(/^[ \t]*>[ \t]?/gm, "").replace(/[ \t]+\n/g, "\n");
}

function answerText(supported: readonly ClaimResult[]): string {
  return supported
    .map(
      (c) =>
        `${c.quote?.context ? `${readable(c.quote.context)}\n` : ""}${readable(c.text)} ${c.citations.map((x) => `[${x.title}]`).join(" ")}`,
    )
    .join("\n");
}

/** What a one-part question asks for that no passage may have stated: a number, a default. */
function askedFor(q: QuestionAnalysis): string | undefined {
  if (q.parts.length > 1) return undefined;
  const kind = (["number", "literal"] as const).find((k) => q.wants.includes(k));
  return kind && (kind === "number" || ASKS_DEFAULT.test(q.question))
    ? kindWords(kind, q.question)
    : undefined;
}

/** Open disagreements: CONFLICTING, or PARTIAL when some supported claim rests on neither side. */
function conflicted(supported: readonly ClaimResult[], open: ConflictFinding[]): Ruled {
  const sides = new Set(open.flatMap((c) => c.sides.map((s) => s.documentId)));
  const outside = supported.filter(
    (c) => !c.citations.some((x) => x.documentId && sides.has(x.documentId)),
  );
  return {
    status: outside.length ? "PARTIAL" : "CONFLICTING",
    limitations: [limits.conflicting(open.length)],
    diagnosis: ["CONFLICT"],
  };
}

function statusOf(
  q: QuestionAnalysis,
  base: Base,
  claims: ClaimResult[],
  open: ConflictFinding[],
): Ruled {
  const supported = claims.filter((c) => c.verdict === "SUPPORTED");
  if (open.length) return conflicted(supported, open);
  if (supported.length === 0)
    return {
      status: "INSUFFICIENT_EVIDENCE",
      limitations: [limits.noCitations(claims.length > 0, askedFor(q))],
      diagnosis: [],
    };
  const cov = coverageOf(q, supported, base.evidence);
  base.trace.answered = {
    own: cov.own,
    withContext: cov.withContext,
    unmetKinds: cov.missingKind ? [cov.missingKind] : [],
  };
  const limitations: Limitation[] = answersQuestion(cov) ? [] : [missingPart(base.question, cov)];
  const dropped = claims.length - supported.length;
  if (dropped > 0) limitations.push(limits.unsupportedRemoved(dropped));
  return {
    status: answersQuestion(cov) && dropped === 0 ? "SUPPORTED" : "PARTIAL",
    limitations,
    diagnosis: [],
    cov,
  };
}

/**
 * What is missing, in the question's own words: a part partly covered is named by what it lacks
 * ("price"), a part not covered at all whole.
 */
function missingPart(question: string, cov: Coverage): Limitation {
  const missing = [
    ...cov.missing.map((p, i) => {
      const gap = cov.gaps[i]!;
      return gap.found.length && gap.lacking.length
        ? gap.lacking.map((w) => asWritten(question, w)).join(" ")
        : p.text;
    }),
    ...cov.missingEntities
      .map((w) => asWritten(question, w))
      .filter((w) => !cov.missing.some((p) => p.text.toLowerCase().includes(w.toLowerCase()))),
    ...(cov.missingKind && cov.missing.length === 0 ? [cov.missingKind] : []),
  ];
  // every part is covered, but by the quotes' headings more than by what they say
  if (missing.length === 0)
    return limits.saidOnlyAround(cov.unsaid.map((w) => asWritten(question, w)).join(" "));
  const found = [
    ...cov.answered.map((p) => p.text),
    ...cov.gaps
      .filter((g) => g.found.length && g.lacking.length)
      .map((g) => g.found.map((w) => asWritten(question, w)).join(" ")),
  ];
  return limits.missingEvidence(found, missing);
}

export async function composeAnswer(
  deps: AskDeps,
  base: Base,
  q: QuestionAnalysis,
  output: ModelOutput,
  checked: ClaimResult[],
  found: Disagreements,
): Promise<AnswerDraft> {
  const { conflicts, resolutions } = found;
  const claims = applyResolutions(checked, conflicts, resolutions);
  const open = conflicts.filter((c) => !resolutions.has(c.key));
  const { status: ruled, limitations, diagnosis, cov } = statusOf(q, base, claims, open);
  limitations.push(...resolvedConflicts(found));
  const supported = claims.filter((c) => c.verdict === "SUPPORTED");
  const sources = composeSources(supported, base.evidence, base.candidates);
  limitations.push(...(await sourceLimitations(deps, base, sources, diagnosis)));
  const ruling = { status: ruled, limitations, cov };
  const draft = { ...base, q, claims, sources };
  const status = finalStatus(deps.statusModel, draft, found.sections, ruling);
  return {
    ...base,
    status,
    grounded: supported.length > 0,
    text: answerText(supported) || limits.noCitations(claims.length > 0, askedFor(q)).message,
    modelText: output.text,
    claims,
    sources,
    limitations,
    conflicts,
    diagnosis,
    model: output.model,
    promptVersion: output.promptVersion,
  };
}

/** A reviewer's resolution of each disagreement found, named next to it. */
function resolvedConflicts({ conflicts, resolutions }: Disagreements): Limitation[] {
  return conflicts.flatMap((c) => {
    const r = resolutions.get(c.key);
    if (!r) return [];
    const winner = c.sides.find((s) => s.documentId === r.winningDocumentId)?.title ?? null;
    return [limits.conflictResolved(c.fact, r, winner)];
  });
}
