/**
 * The ask pipeline, the only orchestrator (DESIGN.md §1): retrieve -> permit -> relevance ->
 * generate -> cite and validate -> decide status -> compose -> record. Everything it touches outside
 * memory is a port; every outcome, including "not in the knowledge base" and a failed model, is
 * recorded before it is returned.
 */
import { ModelUnavailableError } from "../errors";
import {
  accessScopeOf,
  type AnswerModel,
  type AnswerStore,
  type ClaimJudge,
  type Clock,
  type DocumentLookup,
  type Embedder,
  type ModelOutput,
  type RecordedAnswer,
  type Retriever,
  type VectorSearch,
} from "./ask-ports";
import { type AnswerDraft, type ClaimResult, type Passage, type Principal } from "../types";
import type { ResolutionReader } from "../conflicts/conflict-types";
import * as limits from "./limitations";
import { judgeRelevance, type RelevanceSettings } from "./relevance";
import { analyzeQuestion, type QuestionAnalysis } from "./question";
import { catalogKeys, checkClaim, evidenceTitles, rawClaims } from "./claims";
import { composeAnswer } from "./compose-answer";
import { findConflicts } from "./find-conflicts";
import { storableText } from "../text/well-formed";
import { validateQuestion } from "./validate-question";
import { Timer } from "./timer";
import { baseOf, type Base } from "./ask-base";
import { retrieve } from "./retrieve";
import type { StatusModel } from "./answer-confidence";

export interface AskDeps {
  retriever: Retriever;
  model: AnswerModel;
  documents: DocumentLookup;
  store: AnswerStore;
  clock: Clock;
  /** optional semantic check after the mechanical ones (MODEL_JUDGE) */
  judge?: ClaimJudge;
  /** hybrid retrieval (EMBEDDINGS_MODEL): the question's vector finds chunks full-text search misses */
  embedder?: Embedder;
  vectors?: VectorSearch;
  /** reviewers' resolutions of disagreements, applied to later answers */
  resolutions?: ResolutionReader;
  settings: RelevanceSettings & { limit: number; maxQuestionLength: number };
  /** the calibrated status (answer-confidence.ts); without it the rules' status stands */
  statusModel?: StatusModel;
}

export interface AskResult {
  recorded: RecordedAnswer;
  draft: AnswerDraft;
}

/**
 * 3 relevance: nothing left means NOT_IN_KNOWLEDGE_BASE, with no model call. The diagnosis is
 * decided within the caller's own scope: "only pages you may not read matched" must look (and take
 * as long) as "nothing matched", and a knowledge base holding only such pages as an empty one, so
 * no query counts the restricted matches. RESTRICTED_ONLY is left for a retriever that handed back
 * passages outside the scope (the core removed them).
 */
async function notInKnowledgeBase(
  deps: AskDeps,
  base: Base,
  found: Passage[],
  readable: Passage[],
): Promise<AnswerDraft> {
  const withheld = found.length - readable.length;
  base.trace.withheldCount = withheld;
  const diagnosis =
    withheld > 0
      ? "RESTRICTED_ONLY"
      : readable.length > 0 ||
          (await deps.documents.hasSearchableContent(accessScopeOf(base.caller)))
        ? "NO_MATCH"
        : "EMPTY_CORPUS";
  return {
    ...base,
    status: "NOT_IN_KNOWLEDGE_BASE",
    grounded: false,
    text: limits.NOT_IN_KNOWLEDGE_BASE_MESSAGE,
    modelText: null,
    claims: [],
    sources: [],
    evidence: [],
    limitations: [limits.notInKnowledgeBase(base.question)],
    conflicts: [],
    diagnosis: [diagnosis],
    model: null,
    promptVersion: null,
  };
}

/** 4 generate: an unreachable model still leaves the caller the evidence, marked as not an answer. */
async function generate(
  deps: AskDeps,
  base: Base,
  analysis: QuestionAnalysis,
): Promise<ModelOutput | AnswerDraft> {
  try {
    const output = await deps.model.generate({
      question: base.question,
      evidence: base.evidence,
      analysis,
    });
    // whatever the model emits is recorded: claims are parsed from the text exactly as it is stored
    return {
      ...output,
      text: storableText(output.text),
      claims: output.claims?.map((c) => ({ ...c, text: storableText(c.text) })),
    };
  } catch (err) {
    if (!(err instanceof ModelUnavailableError)) throw err;
    return {
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
      // the model was called: which one failed is part of the record
      model: deps.model.name ?? null,
      promptVersion: null,
    };
  }
}

/** 5-6 cite and validate: claims as data (or parsed once), each checked against the evidence it cites. */
async function citeAndValidate(
  deps: AskDeps,
  base: Base,
  output: ModelOutput,
): Promise<ClaimResult[]> {
  const raw = rawClaims(output, base.evidence);
  const titles = evidenceTitles(base.evidence);
  const keys = catalogKeys(raw, titles);
  const catalog = new Map(
    (keys.length ? await deps.documents.findByTitleKeys(keys) : []).map((d) => [d.titleKey, d]),
  );
  const ctx = {
    evidence: base.evidence,
    titles,
    catalog,
    caller: base.caller,
    mode: deps.model.mode,
    judge: deps.judge,
  };
  return Promise.all(raw.map((c) => checkClaim(c, ctx)));
}

export async function askQuestion(
  deps: AskDeps,
  caller: Principal,
  rawQuestion: string,
): Promise<AskResult> {
  const question = validateQuestion(rawQuestion, deps.settings.maxQuestionLength);
  const timer = new Timer();
  const analysis = analyzeQuestion(
    question,
    await timer.lap("statsMs", () => deps.retriever.termStats()),
  );
  const { found, readable } = await timer.lap("retrieveMs", () => retrieve(deps, caller, analysis));
  const base = baseOf(
    deps,
    caller,
    question,
    judgeRelevance(analysis, readable, deps.settings),
    timer,
  );
  if (base.evidence.length === 0)
    return record(deps, timer, await notInKnowledgeBase(deps, base, found, readable));
  const disagreements = await timer.lap("conflictsMs", () =>
    findConflicts(deps.resolutions, analysis, base.evidence),
  );
  // after a reviewer's SOURCE_WINS the losing side is no longer evidence: later answers use the winner
  const evidence = base.evidence.filter((p) => !disagreements.overruled.has(p.documentId));
  const output = await timer.lap("modelMs", () => generate(deps, { ...base, evidence }, analysis));
  if ("status" in output) return record(deps, timer, output);
  const claims = await timer.lap("validateMs", () =>
    citeAndValidate(deps, { ...base, evidence }, output),
  );
  const draft = await timer.lap("composeMs", () =>
    composeAnswer(deps, base, analysis, output, claims, disagreements),
  );
  return record(deps, timer, draft);
}

/** 9 record: the whole packet and its trace, in one transaction. */
async function record(deps: AskDeps, timer: Timer, draft: AnswerDraft): Promise<AskResult> {
  draft.trace.timingsMs.pipelineMs = timer.total();
  const recorded = await timer.lap("recordMs", () => deps.store.record(draft));
  return { recorded, draft };
}
