/**
 * Named feature scorers of the learned answer step (issue 55): pure functions
 * `(analysis, candidate, context) → number`, each with a name and a one-line meaning. No scorer
 * filters: the trained weights (model.ts) decide how much each counts.
 */
import type { QuestionAnalysis } from "../ask/question";
import { literalsHeld, termIn } from "../ask/term-match";
import {
  asksDefault,
  folderOf,
  hasCode,
  hasDuration,
  hasNumber,
  stemsOf,
  weightIn,
} from "./field-terms";
import { leansBack } from "../ask/quote-windows";
import { statesDefault } from "../ask/stated-default";
import { stem, tokenize } from "../text/terms";
import type { Candidate } from "./candidates";

/** What is shared by every candidate of one question. */
export interface FeatureContext {
  /** the best full-text score among the evidence (scores are normalised by it) */
  maxScore: number;
  evidenceCount: number;
}

export function featureContextOf(candidates: readonly Candidate[]): FeatureContext {
  const maxScore = Math.max(0, ...candidates.map((c) => c.passage.score));
  const evidenceCount = new Set(candidates.map((c) => c.passage.chunkId)).size;
  return { maxScore, evidenceCount };
}

export type Scorer = (q: QuestionAnalysis, c: Candidate, ctx: FeatureContext) => number;

export interface Feature {
  name: string;
  meaning: string;
  /** ablation groups features by family */
  family: string;
  score: Scorer;
}

/** The scorers, in the order of a model's weights. */
export const FEATURES: readonly Feature[] = [
  {
    name: "cov_block",
    meaning: "share of the question's term weight the quote's own words hold",
    family: "coverage",
    score: (q, c) => weightIn(q.terms, stemsOf(c.text)),
  },
  {
    name: "cov_context",
    meaning: "share of the term weight the quote's context (row header, lead-in) holds",
    family: "coverage",
    score: (q, c) => weightIn(q.terms, stemsOf(c.context)),
  },
  {
    name: "cov_heading",
    meaning: "share of the term weight the section path (breadcrumb) holds",
    family: "coverage",
    score: (q, c) => weightIn(q.terms, stemsOf(c.passage.breadcrumb)),
  },
  {
    name: "cov_title",
    meaning: "share of the term weight the page title holds",
    family: "coverage",
    score: (q, c) => weightIn(q.terms, stemsOf(c.passage.title)),
  },
  {
    name: "cov_folder",
    meaning: "share of the term weight the page's folder path holds",
    family: "coverage",
    score: (q, c) => weightIn(q.terms, stemsOf(folderOf(c.passage.sourcePath))),
  },
  {
    name: "cov_section",
    meaning: "share of the term weight the whole retrieved chunk holds",
    family: "coverage",
    score: (q, c) => weightIn(q.terms, stemsOf(c.passage.text)),
  },
  {
    name: "must_held",
    meaning: "share of the named entities held by the quote, its context, heading or title",
    family: "coverage",
    score: (q, c) => {
      const must = q.terms.filter((t) => t.must);
      if (!must.length) return 1;
      const field = stemsOf(
        `${c.text} ${c.context ?? ""} ${c.passage.breadcrumb} ${c.passage.title}`,
      );
      return must.filter((t) => termIn(field, t)).length / must.length;
    },
  },
  {
    name: "asked_held",
    meaning: "share of the asked words (before a condition) the quote or its context holds",
    family: "coverage",
    score: (q, c) => {
      const asked = q.parts.flatMap((p) => p.asked ?? []);
      if (!asked.length) return 1;
      return weightIn(asked, stemsOf(`${c.text} ${c.context ?? ""}`));
    },
  },
  {
    name: "proximity",
    meaning: "how tightly the quote's question terms sit together (terms found / token span)",
    family: "proximity",
    score: (q, c) => {
      const wanted = new Set(q.terms.map((t) => t.term));
      const pos = tokenize(c.text)
        .map((w, i) => (wanted.has(stem(w)) ? i : -1))
        .filter((i) => i >= 0);
      if (pos.length < 2) return 0;
      return Math.min(1, pos.length / (pos[pos.length - 1]! - pos[0]! + 1));
    },
  },
  {
    name: "literals_held",
    meaning: "1 when the question names identifiers and the quote writes them all as written",
    family: "literals",
    score: (q, c) => (q.literals.length && literalsHeld(q.literals, c.text) ? 1 : 0),
  },
  {
    name: "literals_missing",
    meaning: "1 when the question names identifiers the quote (with its context) does not write",
    family: "literals",
    score: (q, c) =>
      q.literals.length && !literalsHeld(q.literals, `${c.context ?? ""} ${c.text}`) ? 1 : 0,
  },
  {
    name: "kind_number",
    meaning: "the question asks for a number and the quote shows one",
    family: "kind",
    score: (q, c) => (q.wants.includes("number") && hasNumber(c.text) ? 1 : 0),
  },
  {
    name: "kind_literal",
    meaning: "the question asks for a name or value and the quote writes code or a flag",
    family: "kind",
    score: (q, c) => (q.wants.includes("literal") && hasCode(c.text) ? 1 : 0),
  },
  {
    name: "kind_duration",
    meaning: "the question asks for a time and the quote shows a duration",
    family: "kind",
    score: (q, c) => (q.wants.includes("time") && hasDuration(c.text) ? 1 : 0),
  },
  {
    name: "kind_steps",
    meaning: "the question asks for steps and the quote is a list item or code",
    family: "kind",
    score: (q, c) =>
      q.wants.includes("procedure") && (c.kind === "item" || c.kind === "code") ? 1 : 0,
  },
  {
    name: "states_default",
    meaning: "the question asks for a default and the quote states one",
    family: "default",
    score: (q, c) =>
      asksDefault(q) && statesDefault(`${c.context ?? ""} ${c.text}`, q.question) ? 1 : 0,
  },
  {
    name: "is_code",
    meaning: "the quote is a code block",
    family: "shape",
    score: (_q, c) => (c.kind === "code" ? 1 : 0),
  },
  {
    name: "is_row",
    meaning: "the quote is a table row",
    family: "shape",
    score: (_q, c) => (c.kind === "row" ? 1 : 0),
  },
  {
    name: "is_item",
    meaning: "the quote is a list item",
    family: "shape",
    score: (_q, c) => (c.kind === "item" ? 1 : 0),
  },
  {
    name: "leans_back",
    meaning: "the quote opens by leaning on what it leaves out ('It …', 'This option …')",
    family: "shape",
    score: (_q, c) => (leansBack(c.text) ? 1 : 0),
  },
  {
    name: "length",
    meaning: "the quote's length, log-scaled to about 1 at 900 characters",
    family: "shape",
    score: (_q, c) => Math.log1p(c.text.length) / Math.log1p(900),
  },
  {
    name: "rank",
    meaning: "retrieval rank of the quote's passage, 1 for the first, 1/(1+r) after",
    family: "retrieval",
    score: (_q, c) => 1 / (1 + c.rank),
  },
  {
    name: "score",
    meaning: "the passage's full-text score relative to the best of the evidence",
    family: "retrieval",
    score: (_q, c, ctx) => (ctx.maxScore > 0 ? c.passage.score / ctx.maxScore : 0),
  },
];

export function featureVector(
  q: QuestionAnalysis,
  c: Candidate,
  ctx: FeatureContext,
  features: readonly Feature[] = FEATURES,
): number[] {
  return features.map((f) => f.score(q, c, ctx));
}
