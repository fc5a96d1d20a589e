/**
 * How many quotes an answer gets: the best window, the rest of its list for a procedure, the
 * sentence that continues it, then further windows only while each adds enough of what the question
 * asks that the earlier ones lack. The number of quotes follows the question, not a constant.
 */
import { sentenceSpans } from "../text/segment";
import type { QuestionAnalysis, QuestionTerm } from "./question";
import { leansBack, normalized, overlaps, siblings, type Window } from "./quote-windows";
import { passageTerms, termIn } from "./term-match";
import { entryKeyOf } from "./entry-keys";
import { heaviestAsked } from "./question-clauses";

/** A quote must reach this share of the question's weight (context counted at half) to be quoted at all. */
export const MIN_QUOTE_SCORE = 0.3;
/** A further quote must add this share of the question's weight that earlier quotes lack. */
const MIN_GAIN = 0.12;

/**
 * A chunk found close in meaning (hybrid retrieval) answers in its own words: a paraphrased question
 * shares fewer of them, so its quotes need half the lexical score.
 */
export function floorOf(w: Window): number {
  return w.passage.similarity !== undefined ? MIN_QUOTE_SCORE / 2 : MIN_QUOTE_SCORE;
}

/**
 * The sentence right after a quote that leans back on it ("By default it's disabled. It can be
 * enabled with `--collector.zipkin.host-port`.") belongs with it when it adds something asked.
 */
function continuation(
  q: QuestionAnalysis,
  p: Window,
  windows: readonly Window[],
  covered: ReadonlySet<string>,
): Window | undefined {
  const text = p.passage.text;
  return windows.find(
    (w) =>
      w.kind === "sentence" &&
      w.passage.chunkId === p.passage.chunkId &&
      w.start >= p.end &&
      !text.slice(p.end, w.start).trim() &&
      sentenceSpans(text.slice(w.start, w.end)).length === 1 &&
      leansBack(text.slice(w.start, w.end)) &&
      q.terms.some((t) => termIn(w.own, t) && !covered.has(t.term)),
  );
}

/** "Should I …?", "Is it recommended to …?": the asker wants advice, not only the facts behind it. */
const ASKS_ADVICE =
  /^\s*(?:should|shall) (?:i|we|you|one)\b|\b(?:is it|are they) (?:recommended|advisable|a good idea)\b|\bdo you recommend\b/i;
const GIVES_ADVICE =
  /\b(?:recommend(?:s|ed)?|should(?:n't| not)?|must(?:n't| not)?|avoid|prefer(?:red)?|best practice|always|never|do not|don't)\b/i;

/**
 * For a question asking advice, the block that gives it ("For Lambda deployments, it's recommended
 * to always use a destination with `sync: true`.") belongs with the facts quoted first ("Asynchronous
 * logging in AWS Lambda functions will tend to cause delayed or lost log messages …"), though it adds
 * none of the question's words.
 */
function advice(
  q: QuestionAnalysis,
  best: Window,
  picked: readonly Window[],
  eligible: readonly Window[],
): Window | undefined {
  const says = (w: Window) => GIVES_ADVICE.test(w.passage.text.slice(w.start, w.end));
  if (!ASKS_ADVICE.test(q.question) || picked.some(says)) return undefined;
  // (in the section of the facts quoted, advice needs only the floor: that section's opening may
  // have scored high for opening it)
  const enough = (w: Window) =>
    w.score >= floorOf(w) &&
    (w.passage.chunkId === best.passage.chunkId || w.score >= best.score * 0.6);
  return eligible.find((w) => enough(w) && !picked.some((p) => overlaps(p, w)) && says(w));
}

/**
 * "How do I …?" asks the means: a setting, a call, a command to use, not only what it changes
 * ("Pass the `connect()` of `cloudflare:sockets` through the `transport` option").
 */
const ASKS_MEANS = /^\s*how (?:do|can|should|would|could) (?:i|we|you|one)\b/i;
const GIVES_MEANS =
  /\bby (?:setting|using|passing|calling|adding|running|specifying|providing|enabling|disabling|turning)\b|\b(?:you|one) can (?:set|use|pass|call|add|run|disable|enable|turn|change|configure|specify)\b|(?:^|[.:]\s+)(?:set|use|pass|call|add|run|disable|enable|turn|change|configure|specify)\s+(?:the\s+|an?\s+)?`/i;

/**
 * For a question asking how, the sentence of the same section that gives the means ("You can disable
 * this feature by setting `fetch_types` to `false`.") belongs with the one that describes what it
 * changes ("Postgres.js will automatically fetch table/array-type information when it first connects
 * …"), though it repeats fewer of the question's words.
 */
function means(
  q: QuestionAnalysis,
  best: Window,
  picked: readonly Window[],
  eligible: readonly Window[],
): Window | undefined {
  const gives = (w: Window) =>
    w.kind === "code" || GIVES_MEANS.test(w.passage.text.slice(w.start, w.end));
  if (!ASKS_MEANS.test(q.question) || picked.some(gives)) return undefined;
  return eligible.find(
    (w) =>
      w.passage.chunkId === best.passage.chunkId &&
      w.kind !== "code" &&
      w.score >= floorOf(w) &&
      !picked.some((p) => overlaps(p, w)) &&
      gives(w),
  );
}

/**
 * What a part asks before its condition ("return" of "What does parseFeed return when the document is
 * not a feed?") is what its answer must say: a sentence of the best quote's section that says it
 * ("This returns an object … or `null` if the document isn't a recognized feed format.") belongs
 * with it, though that word weighs too little to pass as a further quote's gain.
 */
function askedSaid(
  q: QuestionAnalysis,
  best: Window,
  picked: readonly Window[],
  eligible: readonly Window[],
  covered: ReadonlySet<string>,
): Window | undefined {
  const lacking = q.parts.flatMap((part) => {
    const asked = heaviestAsked(part);
    return asked && !covered.has(asked.term) ? [asked] : [];
  });
  if (!lacking.length) return undefined;
  return eligible.find(
    (w) =>
      w.passage.chunkId === best.passage.chunkId &&
      w.score >= floorOf(w) &&
      !picked.some((p) => overlaps(p, w)) &&
      lacking.some((t) => termIn(w.own, t)),
  );
}

/** The settings the windows' entries are keyed by (`active` of "| active | `string` | …"). */
function entryKeys(windows: readonly Window[]): Set<string> {
  const keys = windows.map((w) => entryKeyOf(w.passage.text.slice(w.start, w.end)));
  return new Set(keys.flatMap((k) => (k ? [k.toLowerCase()] : [])));
}

/**
 * The question's terms a quote says. It is shown under its page title and section ("Sampling › Tail
 * Sampling › Downsides"), a table row with its header: what they say is said, and a further quote
 * must add more — but a setting with an entry of its own is said by that entry: the `inactive` row
 * under "toggle(message, [initial], [active], [inactive])" gives no `active` text.
 */
function saidBy(q: QuestionAnalysis, w: Window, keyed: ReadonlySet<string>): string[] {
  const page = passageTerms(w.context ?? "", w.passage.breadcrumb, w.passage.sourcePath);
  return q.terms
    .filter((t) => termIn(w.own, t) || (termIn(page, t) && !keyed.has(t.word.toLowerCase())))
    .map((t) => t.term);
}

/** Share of a term set's weight a window holds that the quotes picked so far do not. */
function added(terms: readonly QuestionTerm[], own: ReadonlySet<string>, covered: Set<string>) {
  const total = terms.reduce((s, t) => s + t.weight, 0);
  const fresh = terms.reduce(
    (s, t) => s + (termIn(own, t) && !covered.has(t.term) ? t.weight : 0),
    0,
  );
  return fresh / (total || 1);
}

/** A list asked for is every item, or every row of the table, under the same lead-in. */
function restOfList(q: QuestionAnalysis, best: Window, windows: readonly Window[]): Window[] {
  const listed = q.wants.includes("list") && best.kind === "row";
  const steps = best.kind === "item" && (q.wants.includes("procedure") || q.wants.includes("list"));
  return listed || steps ? siblings(best, windows).slice(0, 8) : [];
}

/**
 * The best window, the rest of its list for a procedure, then further windows only while each adds
 * enough of the question's weight that the earlier ones lack.
 */
export function pick(
  q: QuestionAnalysis,
  windows: Window[],
  eligible: Window[],
  maxQuotes: number,
) {
  const best = eligible[0]!;
  const picked: Window[] = [];
  const seen = new Set<string>();
  const covered = new Set<string>();
  const keyed = entryKeys(eligible);
  const add = (w: Window) => {
    picked.push(w);
    seen.add(normalized(w.passage.text.slice(w.start, w.end)));
    for (const t of saidBy(q, w, keyed)) covered.add(t);
  };
  add(best);
  for (const s of restOfList(q, best, windows)) if (!picked.some((p) => overlaps(p, s))) add(s);
  const next = best.kind === "sentence" ? continuation(q, best, windows, covered) : undefined;
  if (next) add(next);
  for (const more of [advice, means]) {
    const w = more(q, best, picked, eligible);
    if (w) add(w);
  }
  const limit = picked.length - 1 + maxQuotes;
  for (const w of eligible) {
    if (picked.length >= limit || w.score < Math.max(floorOf(w), best.score * 0.6)) break;
    const text = normalized(w.passage.text.slice(w.start, w.end));
    if (picked.some((p) => overlaps(p, w)) || seen.has(text)) continue;
    if (added(q.terms, w.own, covered) >= MIN_GAIN) add(w);
  }
  const asked = askedSaid(q, best, picked, eligible, covered);
  if (asked) add(asked);
  return picked;
}
