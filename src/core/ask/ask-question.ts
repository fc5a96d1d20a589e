/**
 * The ask pipeline, the only orchestrator (DESIGN.md §1): retrieve -> permit -> relevance ->
 * generate -> cite and validate -> decide status -> compose -> record. Everything it touches outside
 * memory is a port; every outcome, including "not in the knowledge base" and a failed model, is
 * recorded before it is returned.
 */
import { AppError, ModelUnavailableError } from "../errors";
import {
  accessScopeOf,
  type AccessScope,
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
import { fuseRankings } from "./fuse";
import {
  canRead,
  type AnswerDraft,
  type AskTrace,
  type CandidateTrace,
  type ClaimResult,
  type Passage,
  type Principal,
} from "../types";
import type { ConflictResolutionRecord, ResolutionReader } from "../conflicts/conflict-types";
import * as limits from "./limitations";
import { judgeRelevance, type RelevanceSettings } from "./relevance";
import { analyzeQuestion, type QuestionAnalysis } from "./question";
import { catalogKeys, checkClaim, evidenceTitles, rawClaims } from "./claims";
import { composeAnswer, type Disagreements } from "./compose-answer";
import { detectConflicts } from "./detect-conflicts";
import { isWellFormed, storableText } from "../text/well-formed";

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
}

export interface AskResult {
  recorded: RecordedAnswer;
  draft: AnswerDraft;
}

/** What every outcome of an ask shares: the question, the caller, the trace. */
type Base = Pick<
  AnswerDraft,
  "question" | "caller" | "candidates" | "evidence" | "createdAt" | "trace"
>;

function validateQuestion(question: string, max: number): string {
  if (!isWellFormed(question)) {
    throw new AppError(
      "BAD_USER_INPUT",
      "question contains ill-formed Unicode (a lone UTF-16 surrogate): send valid text",
      { field: "question" },
    );
  }
  const q = question
    .normalize("NFC")
    .replace(/\p{Cc}/gu, (c) => (c === "\n" || c === "\t" ? " " : ""))
    .trim();
  if (q.length === 0)
    throw new AppError("BAD_USER_INPUT", "question must not be empty", { field: "question" });
  if (q.length > max) {
    throw new AppError(
      "BAD_USER_INPUT",
      `question is ${q.length} characters long; the limit is ${max}`,
      { field: "question", max },
    );
  }
  return q;
}

class Timer {
  readonly timings: Record<string, number> = {};
  private readonly t0 = performance.now();
  async lap<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      this.timings[name] = Math.round((performance.now() - t) * 100) / 100;
    }
  }
  total(): number {
    return Math.round((performance.now() - this.t0) * 100) / 100;
  }
}

/** 1-2 retrieve and permit: the retriever applies the caller's scope in its query; the core re-checks, so a faulty adapter can never hand restricted text on. */
async function retrieve(
  deps: AskDeps,
  caller: Principal,
  q: QuestionAnalysis,
): Promise<{ found: Passage[]; readable: Passage[] }> {
  const must = q.terms.filter((t) => t.must).map((t) => t.word);
  const lexemes = q.terms.filter((t) => t.misspelt).map((t) => t.term);
  const scope = accessScopeOf(caller);
  const lexical = deps.retriever.search(q.question, {
    limit: deps.settings.limit,
    scope,
    must,
    lexemes,
  });
  const semantic =
    deps.embedder && deps.vectors
      ? nearestTo(deps.embedder, deps.vectors, q.question, deps.settings.limit, scope)
      : Promise.resolve([]);
  const [byText, byVector] = await Promise.all([lexical, semantic]);
  const found = byVector.length ? fuseRankings(byText, byVector, deps.settings.limit) : byText;
  return { found, readable: found.filter((p) => canRead(caller, p.groups)) };
}

/** Vector search fails soft: an unreachable embeddings endpoint leaves full-text search on its own. */
async function nearestTo(
  embedder: Embedder,
  vectors: VectorSearch,
  question: string,
  limit: number,
  scope: AccessScope,
): Promise<Passage[]> {
  try {
    const [vector] = await embedder.embed([question]);
    return vector ? await vectors.nearest(vector, { limit, scope, model: embedder.model }) : [];
  } catch {
    return [];
  }
}

/** 3 relevance: nothing left means NOT_IN_KNOWLEDGE_BASE, with no model call. */
async function notInKnowledgeBase(
  deps: AskDeps,
  base: Base,
  found: Passage[],
  readable: Passage[],
): Promise<AnswerDraft> {
  const withheld =
    found.length -
    readable.length +
    (await deps.retriever.countWithheld(base.question, accessScopeOf(base.caller)));
  base.trace.withheldCount = withheld;
  const diagnosis =
    withheld > 0
      ? "RESTRICTED_ONLY"
      : readable.length > 0 || (await deps.documents.hasSearchableContent())
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
      model: null,
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

function baseOf(
  deps: AskDeps,
  caller: Principal,
  question: string,
  candidates: CandidateTrace[],
  timer: Timer,
): Base {
  const trace: AskTrace = {
    settings: {
      limit: deps.settings.limit,
      minScore: deps.settings.minScore,
      minCoverage: deps.settings.minCoverage,
      validation: deps.model.mode,
    },
    withheldCount: 0,
    timingsMs: timer.timings,
  };
  const evidence = candidates.filter((c) => c.decision === "RELEVANT").map((c) => c.passage);
  return { question, caller, candidates, evidence, createdAt: deps.clock.now(), trace };
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
    findConflicts(deps, analysis, base.evidence),
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

/** 7 conflicts among the evidence, with the newest reviewer resolution of each. */
async function findConflicts(
  deps: AskDeps,
  q: QuestionAnalysis,
  evidence: readonly Passage[],
): Promise<Disagreements> {
  const conflicts = detectConflicts(q, evidence);
  const resolutions =
    conflicts.length && deps.resolutions
      ? await deps.resolutions.latestResolutions(conflicts.map((c) => c.key))
      : new Map<string, ConflictResolutionRecord>();
  const overruled = new Set<string>();
  for (const c of conflicts) {
    const r = resolutions.get(c.key);
    if (r?.decision === "SOURCE_WINS")
      for (const s of c.sides)
        if (s.documentId !== r.winningDocumentId) overruled.add(s.documentId);
  }
  return { conflicts, resolutions, overruled };
}

/** 9 record: the whole packet and its trace, in one transaction. */
async function record(deps: AskDeps, timer: Timer, draft: AnswerDraft): Promise<AskResult> {
  draft.trace.timingsMs.pipelineMs = timer.total();
  const recorded = await timer.lap("recordMs", () => deps.store.record(draft));
  return { recorded, draft };
}
