/**
 * The signals the status model weighs (issue 55, calibrated status): each a number about one
 * answer the rules composed — how much of the question its quotes say, where they were ranked,
 * what kind of text they are, what the question asks. Named so a reviewer can read the model's
 * weights and the trace's contributions; computed before any status decision, so the data the
 * model is fitted on never depends on the model.
 */
import type { ClaimResult, Passage } from "../types";
import type { AnswerKind } from "./asked-kinds";
import type { Coverage } from "./decide-status";
import type { QuestionAnalysis } from "./question";
import { literalsHeld } from "./term-match";

export interface ConfidenceInput {
  q: QuestionAnalysis;
  /** the status the rules gave, before the model */
  status: "SUPPORTED" | "PARTIAL";
  supported: readonly ClaimResult[];
  dropped: number;
  cov: Coverage;
  evidence: readonly Passage[];
  /** retrieved chunk ids, best first */
  ranked: readonly string[];
}

export type Features = Record<string, number>;

const KINDS: readonly AnswerKind[] = [
  "number",
  "literal",
  "procedure",
  "time",
  "list",
  "where",
  "who",
  "requirement",
];

// the question's own first words say what kind of answer it wants: "why", "how do I", "does …"
const INTENTS: ReadonlyArray<[string, RegExp]> = [
  ["why", /\bwhy\b/i],
  ["how", /^\s*how\b|\bhow (?:do|can|should|would) (?:i|you|we)\b/i],
  ["yes_no", /^\s*(?:is|are|does|do|can|could|should|will|would|has|have|was|were)\b/i],
  // (a release named by number, "in 2.0", "v3"; "roll back a release" asks no version)
  ["version", /\bversions?\b|\bv\d+\b|\b\d+\.\d+\b/i],
  ["default", /\bdefaults?\b/i],
  ["error", /\berrors?\b|\bfail(?:s|ed|ure)?\b|\bwarning\b|\bexception\b/i],
  ["difference", /\bdiffer(?:ence|s)?\b|\bcompared?\b|\bversus\b|\bvs\.?\b/i],
];

/** Share of a quote's characters inside fenced or indented code. */
export function codeShare(text: string): number {
  let inFence = false;
  let code = 0;
  for (const line of text.split("\n")) {
    const fence = /^\s*(?:```|~~~)/.test(line);
    if (fence) inFence = !inFence;
    if (fence || inFence || /^(?: {4}|\t)/.test(line)) code += line.length + 1;
  }
  return text.length ? Math.min(1, code / text.length) : 0;
}

function citedPassages(input: ConfidenceInput): Passage[] {
  const ids = new Set(input.supported.map((c) => c.chunkId));
  return input.evidence.filter((p) => ids.has(p.chunkId));
}

function retrievalFeatures(input: ConfidenceInput, cited: Passage[]): Features {
  const ranks = cited.map((p) => input.ranked.indexOf(p.chunkId)).filter((r) => r >= 0);
  const best = ranks.length ? Math.min(...ranks) : input.ranked.length;
  const top = Math.max(0, ...input.evidence.map((p) => p.score));
  const citedScore = Math.max(0, ...cited.map((p) => p.score));
  return {
    cited_rank_inverse: 1 / (best + 1),
    cited_score: citedScore,
    top_score: top,
    score_gap: top - citedScore,
    evidence_docs_log: Math.log1p(new Set(input.evidence.map((p) => p.documentId)).size),
    cited_docs: new Set(cited.map((p) => p.documentId)).size,
  };
}

function quoteFeatures(input: ConfidenceInput): Features {
  const text = input.supported.map((c) => c.text).join("\n");
  const literals = input.q.literals;
  return {
    quote_chars_log: Math.log1p(text.length) / 8,
    quote_code_share: codeShare(text),
    quote_has_number: /\d/.test(text) ? 1 : 0,
    quote_has_context: input.supported.some((c) => c.quote?.context) ? 1 : 0,
    claims_log: Math.log1p(input.supported.length),
    claims_dropped: input.dropped > 0 ? 1 : 0,
    literals_quoted: literals.length
      ? literals.filter((l) => literalsHeld([l], text)).length / literals.length
      : 1,
  };
}

function coverageFeatures(input: ConfidenceInput): Features {
  const { cov, q } = input;
  return {
    rule_supported: input.status === "SUPPORTED" ? 1 : 0,
    coverage_own: cov.own,
    coverage_context: cov.withContext,
    parts_missing_share: cov.missing.length / Math.max(1, q.parts.length),
    kind_missing: cov.missingKind ? 1 : 0,
    entities_missing: Math.min(3, cov.missingEntities.length),
    unsaid_share: cov.unsaid.length / Math.max(1, q.terms.length),
  };
}

function questionFeatures(q: QuestionAnalysis): Features {
  // (the question's shape — term, literal, entity, part and product counts — and the coverage of
  // the cited page's heading, folder and whole chunk were features too: out of fold they added
  // nothing, removing each kept more answers SUPPORTED at the same precision, so they went)
  const out: Features = {};
  for (const k of KINDS) out[`wants_${k}`] = q.wants.includes(k) ? 1 : 0;
  for (const [name, re] of INTENTS) out[`intent_${name}`] = re.test(q.question) ? 1 : 0;
  return out;
}

export function confidenceFeatures(input: ConfidenceInput): Features {
  const cited = citedPassages(input);
  return {
    ...coverageFeatures(input),
    ...retrievalFeatures(input, cited),
    ...quoteFeatures(input),
    ...questionFeatures(input.q),
  };
}

/** Every feature's name, sorted: the model's columns (a test holds confidenceFeatures to it). */
export const FEATURE_NAMES: readonly string[] = [
  "claims_dropped",
  "claims_log",
  "cited_docs",
  "cited_rank_inverse",
  "cited_score",
  "coverage_context",
  "coverage_own",
  "entities_missing",
  "evidence_docs_log",
  ...INTENTS.map(([n]) => `intent_${n}`),
  "kind_missing",
  "literals_quoted",
  "parts_missing_share",
  "quote_chars_log",
  "quote_code_share",
  "quote_has_context",
  "quote_has_number",
  "rule_supported",
  "score_gap",
  "top_score",
  "unsaid_share",
  ...KINDS.map((k) => `wants_${k}`),
].sort();

/** Feature families, for the ablation table: a family that adds nothing out of fold is deleted. */
export function familyOf(feature: string): string {
  if (feature.startsWith("wants_") || feature.startsWith("intent_")) return "question kind";
  if (/^(?:cited_|top_score|score_gap|evidence_docs)/.test(feature)) return "retrieval";
  if (feature.startsWith("quote_") || /^(?:claims_|literals_quoted)/.test(feature)) return "quote";
  return "rule coverage";
}
