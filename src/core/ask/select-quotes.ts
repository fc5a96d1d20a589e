/**
 * The extractive answer: whole blocks quoted verbatim from the evidence, chosen for the question.
 * A quote is a block marked at ingest (a sentence or two, a list item, a table row, a code block),
 * scored by how much of the question's weight (rare terms count most) it covers itself, what its
 * context adds (a row's header, an item's lead-in, the section heading), whether it carries the
 * kind of thing asked for (a value, a flag, a step), and how close together the terms sit. The
 * number of quotes follows the question: the best one, then only quotes that add something the
 * question asks that earlier quotes did not cover.
 */
import { sentenceSpans } from "../text/segment";
import { commandNamesAction, kindBonus, kindFactor, sampleFactor } from "./quote-kind-score";
import { entryFit } from "./entry-fit";
import { headedByFocus, headingFit, pageLeadFit, statedDefault } from "./section-fit";
import { floorOf, pick } from "./pick-quotes";
import { aboutTheirIntroduction, answeringWindows } from "./answering-windows";
import { aboutNamedSetting } from "./named-setting";
import { aboutNamedPage } from "./named-page";
import { isEntryHeading, sectionHeading, opensSection, topicHeadingTerms } from "./section-subject";
import {
  codeLeadIn,
  continueAfterColon,
  leansBack,
  windowsOf,
  withCommand,
  type Window,
} from "./quote-windows";
import { withOutcomeShown, withWhatItShows } from "./shown-above";
import { quoteContext } from "./entry-label";
import { contentTerms, tokenize, stem } from "../text/terms";
import type { Passage } from "../types";
import { newLiterals, statedText } from "./answer-kinds";
import type { QuestionAnalysis, QuestionTerm } from "./question";
import { termIn, literalsHeld, passageTerms, withPrefixes } from "./term-match";
import { ownTerms } from "./window-terms";
import { notOnlyListed } from "./enumerated-names";
import { aboutSpelledSetting } from "./spelled-setting";
import { aboutAskedDefault } from "./default-of-asked";
import { withStatedEffect } from "./stated-effect";

export interface Quote {
  text: string;
  /** what a reader needs with it: a table row's header, a list item's lead-in */
  context: string | null;
  chunkId: string;
  documentId: string;
  title: string;
  start: number;
  end: number;
  score: number;
}

/** What a quote that opens by leaning on what it leaves out ("It …", "Default: `false`.") loses. */
const LEANS_BACK = 0.1;

/** Closeness: the covered question terms within a short stretch of the quote score higher. */
function proximity(text: string, terms: readonly QuestionTerm[]): number {
  const wanted = new Set(terms.map((t) => t.term));
  const positions = tokenize(text)
    .map((tok, i) => (wanted.has(stem(tok)) ? i : -1))
    .filter((i) => i >= 0);
  if (positions.length < 2) return 0;
  const span = positions[positions.length - 1]! - positions[0]! + 1;
  return Math.min(1, positions.length / span) * 0.05;
}

/** Share of a term set's weight a window covers: its own words fully, context and heading half, its section a quarter. */
function coverageIn(
  terms: readonly QuestionTerm[],
  own: ReadonlySet<string>,
  around: ReadonlySet<string>,
  chunkTerms: ReadonlySet<string>,
): number {
  const total = terms.reduce((s, t) => s + t.weight, 0);
  if (total <= 0) return 0;
  let got = 0;
  for (const t of terms)
    got += termIn(own, t)
      ? t.weight
      : termIn(around, t)
        ? t.weight * 0.5
        : termIn(chunkTerms, t)
          ? t.weight * 0.25
          : 0;
  // an entity the question names that neither the quote nor its context mentions: about something else
  const offTopic = terms.some((t) => t.must && !termIn(own, t) && !termIn(around, t));
  return (got / total) * (offTopic ? 0.5 : 1);
}

/** "the `u32` seen here", "in this listing", "in this case": a sentence about the example beside it, not the general rule. */
const EXAMPLE_BOUND =
  /\b(?:seen|shown|used|defined|declared|written|given) (?:here|above|below)\b|\bin (?:this|the previous|the next|the following) (?:example|listing|snippet|case)\b/i;

/**
 * Two sentences only when the second adds something (a small price for length); a quote that opens
 * by leaning on what it leaves out ("Default: `false`.", "It …") is not whole — unless it opens its
 * section, whose heading is what it leans on, or a reference entry's heading names what it leans on.
 */
function lengthAndLean(w: Omit<Window, "own" | "score" | "passageRank">, text: string): number {
  if (w.kind !== "sentence") return 0;
  const spans = sentenceSpans(text);
  let score = spans.length > 1 ? (leansBack(text.slice(spans[1]!.start)) ? 0.04 : -0.04) : 0;
  // (under a reference entry's heading, "##### store", it leans on the entry's name: "Defaults to a
  // simple in-memory store.")
  if (
    leansBack(text.slice(0, spans[1]?.start ?? text.length)) &&
    !opensSection(w.passage, w.start) &&
    !isEntryHeading(sectionHeading(w.passage).heading)
  )
    score -= LEANS_BACK;
  return score;
}

/**
 * How many identifiers the question names as written ("Cargo.toml", "std::env::args") a quote lacks:
 * one without them is about a neighbour ("Cargo.lock", "std::env::args_os"). An entry's heading
 * names it for every block under it ("### `--continue[=<option>]`" over "Default: `never`").
 */
function literalsMissing(
  q: QuestionAnalysis,
  w: Omit<Window, "own" | "score" | "passageRank">,
  text: string,
): number {
  const { heading } = sectionHeading(w.passage);
  const named = `${w.context ?? ""} ${text} ${heading && isEntryHeading(heading) ? heading : ""}`;
  return q.literals.filter((l) => !literalsHeld([l], named)).length;
}

function scoreWindow(
  q: QuestionAnalysis,
  w: Omit<Window, "own" | "score" | "passageRank">,
  chunk: { terms: ReadonlySet<string>; headedByFocus: number; topic: string[] },
): { own: Set<string>; score: number } {
  const text = w.passage.text.slice(w.start, w.end);
  const own = ownTerms(q, w, text);
  const around = passageTerms(
    `${w.context ?? ""} ${codeLeadIn(w)}`,
    w.passage.breadcrumb,
    w.passage.sourcePath,
  );
  // a quote may answer the whole question or one of its parts ("X, and Y?")
  const sets = q.parts.length > 1 ? [q.terms, ...q.parts.map((p) => p.terms)] : [q.terms];
  const ranked = chunk.topic.length ? withPrefixes([...own, ...chunk.topic]) : own;
  let score = Math.max(...sets.map((terms) => coverageIn(terms, ranked, around, chunk.terms)));
  const stated = statedText(w.context, text);
  const fresh = newLiterals(stated, q.question);
  score =
    score * kindFactor(q.wants, stated, q.question, w.kind) +
    kindBonus(q.wants, w, text, fresh) +
    (q.wants.includes("procedure") ? commandNamesAction(q.question, text) : 0) +
    proximity(text, q.terms);
  score +=
    headingFit(q.question, w.passage.breadcrumb, text) +
    pageLeadFit(q.question, w.passage, w.start) +
    statedDefault(q.question, text, w.kind === "row" ? w.context : null) +
    chunk.headedByFocus;
  const missing = literalsMissing(q, w, text);
  if (missing) score *= 1 - (0.3 * missing) / q.literals.length;
  score *= sampleFactor(q, w, text);
  const leadIn = w.passage.text.slice(Math.max(0, w.start - 200), w.start).trimEnd();
  score += lengthAndLean(w, text) + entryFit(q, w, text, own, leadIn);
  if (text.length > 600) score -= 0.05;
  if (EXAMPLE_BOUND.test(text)) score -= 0.05;
  return { own, score };
}

/** Every window of the evidence scored for the question, best first (ties: passage rank, position). */
export function rankedWindows(q: QuestionAnalysis, evidence: readonly Passage[]): Window[] {
  const windows: Window[] = evidence.flatMap((p, passageRank) => {
    // what every window of the chunk shares is worked out once per chunk
    const chunk = {
      terms: withPrefixes(contentTerms(p.text)),
      headedByFocus: headedByFocus(q, p.breadcrumb),
      topic: topicHeadingTerms(p, q.question),
    };
    return windowsOf(p).map((w) => ({ ...w, passageRank, ...scoreWindow(q, w, chunk) }));
  });
  return windows.sort(
    (a, b) =>
      b.score - a.score || a.passageRank - b.passageRank || a.start - b.start || a.end - b.end,
  );
}

/** A quote that grew (over its command, its list) may take in another: that one is not quoted twice. */
function contains(o: Window, w: Window): boolean {
  return o.passage.chunkId === w.passage.chunkId && o.start <= w.start && o.end >= w.end;
}

function toQuote(w: Window): Quote {
  const text = w.passage.text.slice(w.start, w.end);
  return {
    text,
    context: quoteContext(w, text),
    chunkId: w.passage.chunkId,
    documentId: w.passage.documentId,
    title: w.passage.title,
    start: w.start,
    end: w.end,
    score: Math.round(w.score * 1000) / 1000,
  };
}

export function selectQuotes(
  asked: QuestionAnalysis,
  evidence: readonly Passage[],
  maxQuotes = Math.min(4, asked.parts.length + 1),
): Quote[] {
  // found by meaning (hybrid retrieval): the question's words the knowledge base never uses are the
  // paraphrase's own, not what a quote must contain
  const semantic =
    evidence.some((p) => p.similarity !== undefined) && asked.terms.some((t) => !t.unknown);
  const q = semantic ? { ...asked, terms: asked.terms.filter((t) => !t.unknown) } : asked;
  const windows = rankedWindows(q, evidence);
  const eligible = aboutAskedDefault(
    q,
    windows,
    aboutSpelledSetting(
      q,
      notOnlyListed(
        q,
        aboutNamedPage(
          q,
          windows,
          aboutNamedSetting(q, windows, answeringWindows(q, aboutTheirIntroduction(q, windows))),
        ),
      ),
    ),
  );
  const best = eligible[0];
  if (!best || best.score < floorOf(best)) return [];
  return pick(q, windows, eligible, maxQuotes)
    .map((w) => withStatedEffect(continueAfterColon(w, q.wants.includes("list")), q.question))
    .map(withWhatItShows)
    .map((w) => withOutcomeShown(w, q.question))
    .map((w) => (q.wants.includes("procedure") ? withCommand(w) : w))
    .filter(
      (w, i, all) => !all.some((o, j) => j !== i && contains(o, w) && (!contains(w, o) || j < i)),
    )
    .sort((a, b) => a.passageRank - b.passageRank || a.start - b.start)
    .map(toQuote);
}
