/**
 * The learned answer model (issue 55) as data: logistic weights over the named features of
 * features.ts for the quote, a second logistic model over question-level features for the status,
 * and the status threshold chosen out of fold. Written by `npm run train:answer`; `version` is a hash
 * of the rest, recorded with every answer it produces.
 */
import type { QuestionAnalysis } from "../ask/question";
import type { Passage } from "../types";
import { candidatesOf, type Candidate } from "./candidates";
import { FEATURES, featureContextOf, featureVector } from "./features";

export interface LogisticWeights {
  names: string[];
  weights: number[];
  bias: number;
}

export interface LearnedAnswerModel {
  version: string;
  quote: LogisticWeights;
  status: LogisticWeights;
  /** SUPPORTED at or above this status probability */
  threshold: number;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export function logit(w: LogisticWeights, x: readonly number[]): number {
  let z = w.bias;
  for (let i = 0; i < w.weights.length; i++) z += w.weights[i]! * (x[i] ?? 0);
  return z;
}

/** Each feature's contribution (weight × value) to a logit, largest magnitude first. */
export function contributions(
  w: LogisticWeights,
  x: readonly number[],
): { name: string; value: number; contribution: number }[] {
  return w.names
    .map((name, i) => ({ name, value: x[i]!, contribution: w.weights[i]! * x[i]! }))
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
}

export const STATUS_FEATURES = [
  "top_prob",
  "margin",
  "top_cov_block",
  "top_must_held",
  "top_literals_missing",
  "evidence_count",
  "best_score",
] as const;

export interface Scored {
  candidate: Candidate;
  x: number[];
  prob: number;
}

/** The question-level features the status model reads, from the scored candidates (best first). */
export function statusVector(scored: readonly Scored[]): number[] {
  const top = scored[0];
  if (!top) return STATUS_FEATURES.map(() => 0);
  const at = (n: string) => top.x[FEATURES.findIndex((f) => f.name === n)]!;
  return [
    top.prob,
    top.prob - (scored[1]?.prob ?? 0),
    at("cov_block"),
    at("must_held"),
    at("literals_missing"),
    Math.min(1, new Set(scored.map((s) => s.candidate.passage.chunkId)).size / 10),
    Math.min(1, top.candidate.passage.score * 10),
  ];
}

/** Every candidate scored, best first (ties: earlier passage, earlier offset). */
export function scoreCandidates(
  model: Pick<LearnedAnswerModel, "quote">,
  analysis: QuestionAnalysis,
  evidence: readonly Passage[],
): Scored[] {
  const candidates = candidatesOf(evidence);
  const ctx = featureContextOf(candidates);
  return candidates
    .map((candidate) => {
      const x = featureVector(analysis, candidate, ctx);
      return { candidate, x, prob: sigmoid(logit(model.quote, x)) };
    })
    .sort(
      (a, b) =>
        b.prob - a.prob ||
        a.candidate.rank - b.candidate.rank ||
        a.candidate.start - b.candidate.start,
    );
}

export interface LearnedChoice {
  scored: Scored[];
  /** the probability that the best quote answers the question */
  statusProb: number;
  supported: boolean;
}

export function choose(
  model: LearnedAnswerModel,
  analysis: QuestionAnalysis,
  evidence: readonly Passage[],
): LearnedChoice {
  const scored = scoreCandidates(model, analysis, evidence);
  const statusProb = scored.length ? sigmoid(logit(model.status, statusVector(scored))) : 0;
  return { scored, statusProb, supported: scored.length > 0 && statusProb >= model.threshold };
}
