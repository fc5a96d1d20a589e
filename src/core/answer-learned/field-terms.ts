/** The fields and shapes the feature scorers of features.ts read. */
import type { QuestionAnalysis, QuestionTerm } from "../ask/question";
import { termIn } from "../ask/term-match";
import { stem, tokenize } from "../text/terms";

export const stemsOf = (text: string | null | undefined): Set<string> =>
  new Set(tokenize(text ?? "").map(stem));

/** Share of the terms' weight a field holds (1 when there are no terms: nothing is missing). */
export function weightIn(terms: readonly QuestionTerm[], field: ReadonlySet<string>): number {
  const total = terms.reduce((s, t) => s + t.weight, 0);
  if (total <= 0) return 0;
  let got = 0;
  for (const t of terms) if (termIn(field, t)) got += t.weight;
  return got / total;
}

export const folderOf = (p: string | null) => (p ? p.split("/").slice(0, -1).join(" ") : "");
export const hasNumber = (t: string) => /(?<![\w.])\d+(?:\.\d+)?(?![\w])/.test(t);
export const hasCode = (t: string) => /`[^`]+`|--?[a-z][\w-]+|\w_\w|\b\w+\(\)/.test(t);
export const hasDuration = (t: string) =>
  /\b\d+\s*(?:ms|s|sec|seconds?|minutes?|min|hours?|h|days?|d|milliseconds?)\b/i.test(t);
export const asksDefault = (q: QuestionAnalysis) => /\bdefaults?\b/i.test(q.question);
