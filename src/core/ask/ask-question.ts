/**
 * The ask pipeline, the only orchestrator (DESIGN.md §1): retrieve -> permit -> relevance ->
 * generate -> cite -> validate -> conflicts -> compose -> record. Everything it touches outside
 * memory is a port; every outcome, including "not in the knowledge base" and a failed model, is
 * recorded before it is returned.
 */
import { AppError, ModelUnavailableError } from "../errors";
import { accessScopeOf, type AnswerModel, type ClaimJudge, type AnswerStore, type Clock, type DocumentLookup, type RecordedAnswer, type Retriever } from "../ports";
import { canRead, type AnswerDraft, type ClaimResult, type Diagnosis, type Limitation, type Principal } from "../types";
import { detectConflicts } from "./detect-conflicts";
import * as limits from "./limitations";
import { judgeRelevance, type RelevanceSettings } from "./relevance";
import { resolveMarker, unresolvedKeys, type EvidenceTitle } from "./resolve-citations";
import { splitClaims } from "./split-claims";
import { validateClaim } from "./validate-claim";
import { composeSources } from "./compose-sources";
import { questionParts, missingParts } from "./limitations";
import { contentTerms, coverage } from "../text/terms";
import { isWellFormed, storableText } from "../text/well-formed";

export interface AskDeps {
  retriever: Retriever;
  model: AnswerModel;
  documents: DocumentLookup;
  store: AnswerStore;
  clock: Clock;
  /** optional semantic check after the mechanical ones (MODEL_JUDGE) */
  judge?: ClaimJudge;
  settings: RelevanceSettings & { limit: number; maxQuestionLength: number };
}

export interface AskResult {
  recorded: RecordedAnswer;
  draft: AnswerDraft;
}

function validateQuestion(question: string, max: number): string {
  if (!isWellFormed(question)) {
    throw new AppError("BAD_USER_INPUT", "question contains ill-formed Unicode (a lone UTF-16 surrogate): send valid text", { field: "question" });
  }
  const q = question.normalize("NFC").replace(/\p{Cc}/gu, (c) => (c === "\n" || c === "\t" ? " " : "")).trim();
  if (q.length === 0) throw new AppError("BAD_USER_INPUT", "question must not be empty", { field: "question" });
  if (q.length > max) {
    throw new AppError("BAD_USER_INPUT", `question is ${q.length} characters long; the limit is ${max}`, { field: "question", max });
  }
  return q;
}

export async function askQuestion(deps: AskDeps, caller: Principal, rawQuestion: string): Promise<AskResult> {
  const question = validateQuestion(rawQuestion, deps.settings.maxQuestionLength);
  const timings: Record<string, number> = {};
  const t0 = performance.now();
  const lap = (name: string, since: number) => (timings[name] = Math.round((performance.now() - since) * 100) / 100);

  // 1-2 retrieve, permit: the retriever filters by access in its query; the core re-checks so a
  // faulty adapter can never hand restricted text to the model.
  let t = performance.now();
  const scope = accessScopeOf(caller);
  const found = await deps.retriever.search(question, { limit: deps.settings.limit, scope });
  const readable = found.filter((p) => canRead(caller, p.groups));
  lap("retrieveMs", t);

  // 3 relevance
  const candidates = judgeRelevance(question, readable, deps.settings);
  const evidence = candidates.filter((c) => c.decision === "RELEVANT").map((c) => c.passage);
  const base = {
    question,
    caller,
    candidates,
    evidence,
    createdAt: deps.clock.now(),
    trace: {
      settings: {
        limit: deps.settings.limit,
        minScore: deps.settings.minScore,
        minCoverage: deps.settings.minCoverage,
        validation: deps.model.mode,
      },
      withheldCount: 0,
      timingsMs: timings,
    },
  };

  if (evidence.length === 0) {
    const withheld = (found.length - readable.length) + (await deps.retriever.countWithheld(question, scope));
    base.trace.withheldCount = withheld;
    const diagnosis: Diagnosis =
      withheld > 0 ? "RESTRICTED_ONLY" : readable.length > 0 ? "NO_MATCH" : (await deps.documents.hasSearchableContent()) ? "NO_MATCH" : "EMPTY_CORPUS";
    return record(deps, t0, {
      ...base,
      status: "NOT_IN_KNOWLEDGE_BASE",
      grounded: false,
      text: limits.NOT_IN_KNOWLEDGE_BASE_MESSAGE,
      modelText: null,
      claims: [],
      sources: [],
      evidence: [],
      limitations: [limits.notInKnowledgeBase(question)],
      conflicts: [],
      diagnosis: [diagnosis],
      model: null,
      promptVersion: null,
    });
  }

  // 4 generate
  t = performance.now();
  let output;
  try {
    output = await deps.model.generate({ question, evidence });
  } catch (err) {
    if (!(err instanceof ModelUnavailableError)) throw err;
    lap("modelMs", t);
    return record(deps, t0, {
      ...base,
      trace: { ...base.trace, modelError: err.message },
      status: "MODEL_UNAVAILABLE",
      grounded: false,
      text: limits.MODEL_UNAVAILABLE_MESSAGE,
      modelText: null,
      claims: [],
      sources: [],
      limitations: [limits.modelUnavailable()],
      conflicts: [],
      diagnosis: ["MODEL_ERROR"],
      model: null,
      promptVersion: null,
    });
  }
  lap("modelMs", t);
  // whatever the model emits is recorded: claims are parsed from the text exactly as it is stored
  output = { ...output, text: storableText(output.text) };

  // 5-6 cite and validate
  t = performance.now();
  const evidenceTitles = new Map<string, EvidenceTitle>();
  for (const p of evidence) if (!evidenceTitles.has(p.titleKey)) evidenceTitles.set(p.titleKey, { documentId: p.documentId, title: p.title });
  const raw = splitClaims(output.text);
  const lookupKeys = unresolvedKeys(raw.flatMap((c) => c.markers), evidenceTitles);
  const catalog = new Map((lookupKeys.length ? await deps.documents.findByTitleKeys(lookupKeys) : []).map((d) => [d.titleKey, d]));
  const claims: ClaimResult[] = await Promise.all(
    raw.map(async (c) => {
      const citations = c.markers.flatMap((m) => resolveMarker(m, evidenceTitles, catalog, caller));
      const outcome = validateClaim(c.text, citations, evidence, deps.model.mode);
      const result: ClaimResult = { text: c.text, verdict: outcome.verdict, citations, checks: outcome.checks, chunkId: outcome.chunkId };
      const passage = evidence.find((p) => p.chunkId === outcome.chunkId);
      if (deps.judge && deps.model.mode === "generative" && outcome.verdict === "SUPPORTED" && passage) {
        const v = await deps.judge.judge(c.text, passage);
        result.checks = [...result.checks, { name: "JUDGE", passed: v.supported, detail: v.reason }];
        if (!v.supported) result.verdict = "UNSUPPORTED";
      }
      return result;
    }),
  );
  lap("validateMs", t);

  // 7 conflicts among the evidence, whatever the model chose to say
  const conflicts = detectConflicts(question, evidence);

  // 8 compose
  const supported = claims.filter((c) => c.verdict === "SUPPORTED");
  const sources = composeSources(supported, evidence, candidates);
  const current = await deps.documents.currentRevisions([...new Set(sources.map((s) => s.documentId))]);
  const stale = sources.filter((s) => current.get(s.documentId) !== s.revisionId);
  const now = base.createdAt;
  const overdue = [...new Map(evidence.filter((p) => p.reviewBy && p.reviewBy < now && sources.some((s) => s.documentId === p.documentId)).map((p) => [p.documentId, p.title])).values()];
  const text = supported.map((c) => `${c.text} ${c.citations.map((x) => `[${x.title}]`).join(" ")}`).join("\n");

  const limitations: Limitation[] = [];
  const diagnosis: Diagnosis[] = [];
  // cited titles and breadcrumbs say what a claim is about ("Rollback" answers "how to roll back")
  const answeredText = supported
    .map((c) => `${c.text} ${evidence.filter((p) => p.chunkId === c.chunkId).map((p) => p.breadcrumb).join(" ")}`)
    .join(" ");
  const missing = supported.length ? missingParts(question, answeredText) : [];
  const conflictDocs = new Set(conflicts.flatMap((c) => c.sides.map((s) => s.documentId)));
  const supportedOutsideConflict = supported.filter((c) => !c.citations.some((x) => x.documentId && conflictDocs.has(x.documentId)));
  let status: AnswerDraft["status"];
  if (conflicts.length) {
    status = supportedOutsideConflict.length ? "PARTIAL" : "CONFLICTING";
    diagnosis.push("CONFLICT");
    limitations.push(limits.conflicting(conflicts.length));
  } else if (supported.length === 0) {
    status = "INSUFFICIENT_EVIDENCE";
    limitations.push(limits.noCitations());
  } else if (supported.length === claims.length && missing.length === 0) {
    status = "SUPPORTED";
  } else {
    status = "PARTIAL";
  }
  if (missing.length) {
    const answeredTerms = new Set(contentTerms(answeredText));
    const parts = questionParts(question);
    const answered =
      parts.length > 1
        ? parts.filter((p) => coverage(p.terms, answeredTerms) >= 0.5).map((p) => p.words.join(" "))
        : (parts[0]?.words ?? []).filter((_w, i) => answeredTerms.has(parts[0]!.terms[i]!)).map((w) => w);
    limitations.push(limits.missingEvidence(answered, missing));
  }
  const dropped = claims.length - supported.length;
  if (dropped > 0 && supported.length > 0) limitations.push(limits.unsupportedRemoved(dropped));
  if (stale.length) {
    diagnosis.push("STALE_REVISION");
    limitations.push(limits.staleSource([...new Set(stale.map((s) => s.title))]));
  }
  if (overdue.length) limitations.push(limits.reviewOverdue(overdue));

  return record(deps, t0, {
    ...base,
    status,
    grounded: supported.length > 0,
    text: text || limits.noCitations().message,
    modelText: output.text,
    claims,
    sources,
    limitations,
    conflicts,
    diagnosis,
    model: output.model,
    promptVersion: output.promptVersion,
  });
}

async function record(deps: AskDeps, t0: number, draft: AnswerDraft): Promise<AskResult> {
  const t = performance.now();
  draft.trace.timingsMs.pipelineMs = Math.round((t - t0) * 100) / 100;
  const recorded = await deps.store.record(draft);
  draft.trace.timingsMs.recordMs = Math.round((performance.now() - t) * 100) / 100;
  return { recorded, draft };
}

