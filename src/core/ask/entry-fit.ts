/**
 * How well a block fits as the entry a question asks about: the entry keyed by the name it gives,
 * not a block that only restates its condition, nor the special case beside the general answer.
 */
import type { QuoteBlock } from "../types";
import { stem } from "../text/terms";
import type { QuestionAnalysis } from "./question";
import { specialCase } from "./quote-kind-score";
import { entryKey } from "./section-subject";
import { termIn, withPrefixes } from "./term-match";

/**
 * An entry keyed by a name the question gives is that name's entry; a row that mentions the name in
 * its description ("… equivalent to setting `maxBatchSize` to `1`") is another entry's. So is an
 * entry whose key is made of the question's words: `usePolling` for "… makes chokidar use polling?".
 */
function keyedBy(q: QuestionAnalysis, kind: string, text: string): number {
  const { terms, words } = entryKey(kind, text);
  const key = withPrefixes(terms);
  const asked = new Set(q.terms.map((t) => t.term));
  // (an identifier keys only its own entry: `keepAliveMaxTimeout` holds every word of
  // `keepAliveTimeout`, and is another setting)
  const named = q.terms.some((t) => t.must && (t.exact ? key.has(t.term) : termIn(key, t)));
  // (a one-word key, only when the question calls it so: "the points option")
  const called = terms.length === 1 && settingCalled(q.question, terms[0]!);
  return named || called || (words.length > 1 && words.every((w) => asked.has(w))) ? 0.05 : 0;
}

function settingCalled(question: string, term: string): boolean {
  const m = /\bthe\s+([\w-]+)\s+(?:option|flag|setting|parameter|property|field|key)\b/i.exec(
    question,
  );
  return m !== null && stem(m[1]!.toLowerCase()) === term;
}

/** A block that says only the question's condition ("This error will occur when …"), not what it asks ("return"). */
function conditionOnly(q: QuestionAnalysis, own: ReadonlySet<string>): number {
  const asked = q.parts.flatMap((p) => p.asked ?? []);
  return asked.length && !asked.some((t) => termIn(own, t)) ? 0.05 : 0;
}

/** The score a window gains or loses as an entry (lead-in: the text just before it). */
export function entryFit(
  q: QuestionAnalysis,
  w: { kind: QuoteBlock["kind"] },
  text: string,
  own: ReadonlySet<string>,
  leadIn: string,
): number {
  return (
    keyedBy(q, w.kind, text) -
    conditionOnly(q, own) -
    (w.kind === "code" ? specialCase(q.question, leadIn) : 0)
  );
}
