/**
 * The extractive answer: whole blocks quoted verbatim from the evidence, chosen for the question.
 * A quote is a block marked at ingest (a sentence or two, a list item, a table row, a code block),
 * scored by how much of the question's weight (rare terms count most) it covers itself, what its
 * context adds (a row's header, an item's lead-in, the section heading), whether it carries the
 * kind of thing asked for (a value, a flag, a step), and how close together the terms sit. The
 * number of quotes follows the question: the best one, then only quotes that add something the
 * question asks that earlier quotes did not cover.
 */
import type { QuoteBlock } from "../types";
import { sentenceSpans } from "../text/segment";
import { contentTerms, tokenize, stem } from "../text/terms";
import type { Passage } from "../types";
import { newLiterals, unmetKinds } from "./answer-kinds";
import { type AnswerKind, type QuestionAnalysis, type QuestionTerm } from "./question";
import { termIn, literalsHeld, passageTerms, withPrefixes } from "./term-match";

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

interface Window {
  passage: Passage;
  passageRank: number;
  start: number;
  end: number;
  kind: QuoteBlock["kind"];
  context: string | null;
  own: Set<string>;
  score: number;
}

/** A quote must reach this share of the question's weight (context counted at half) to be quoted at all. */
export const MIN_QUOTE_SCORE = 0.3;
/** A further quote must add this share of the question's weight that earlier quotes lack. */
const MIN_GAIN = 0.12;

function blocksOf(p: Passage): QuoteBlock[] {
  if (p.blocks && p.blocks.length) return [...p.blocks].sort((a, b) => a.start - b.start);
  return sentenceSpans(p.text).map((s) => ({ ...s, kind: "sentence" as const }));
}

/** "This parameter…", "It…": a sentence that leans on the block before it is quoted with it. */
const ANAPHORA_START =
  /^\W*(?:this|these|that|those|it|its|they|such|the latter|the former|doing so|in this case|otherwise|setting (?:it|this|that))\b/i;
const ANAPHORA_EARLY =
  /\b(?:this|these|that|those) (?:directory|folder|file|setting|option|flag|parameter|value|method|function|type|command|crate|trait|approach|way|feature|field|property|variable|endpoint|port|code|program|binary|module|behaviou?r|struct|enum|macro)\b/i;

/** A sentence that refers back ("This parameter…", "…, this directory will be…") leans on the one before it. */
function leansBack(sentence: string): boolean {
  return (
    ANAPHORA_START.test(sentence) ||
    ANAPHORA_EARLY.test(sentence.split(/\s+/).slice(0, 16).join(" "))
  );
}

/**
 * Single blocks; two adjacent sentences of one paragraph ("a sentence or two"); and a sentence
 * that leans on the block before it (a code sample, a sentence of the previous paragraph) with it.
 */
function windowsOf(p: Passage): Omit<Window, "passageRank" | "own" | "score">[] {
  const blocks = blocksOf(p);
  const out: Omit<Window, "passageRank" | "own" | "score">[] = blocks.map((b) => ({
    passage: p,
    start: b.start,
    end: b.end,
    kind: b.kind,
    context: b.context ?? null,
  }));
  for (let i = 0; i + 1 < blocks.length; i++) {
    const a = blocks[i]!;
    const b = blocks[i + 1]!;
    const sameParagraph =
      a.kind === "sentence" &&
      b.kind === "sentence" &&
      !p.text.slice(a.end, b.start).includes("\n\n");
    const leans =
      b.kind === "sentence" &&
      leansBack(p.text.slice(b.start, b.end)) &&
      a.kind !== "row" &&
      a.end - a.start < 600;
    if (sameParagraph || leans)
      out.push({ passage: p, start: a.start, end: b.end, kind: "sentence", context: null });
    // "… try building programs to do the following:" is only an answer with what follows it
    if (
      a.kind === "sentence" &&
      /:\s*$/.test(p.text.slice(a.start, a.end)) &&
      b.kind !== "sentence"
    ) {
      const following = blocks
        .slice(i + 1)
        .filter((x, k, all) => x.kind === b.kind && (k === 0 || x.start - all[k - 1]!.end < 4));
      const end = following.reduce((e, x) => (x.end - a.start <= MAX_SPAN ? x.end : e), b.end);
      if (end - a.start <= MAX_SPAN * 1.5)
        out.push({
          passage: p,
          start: a.start,
          end,
          kind: b.kind === "code" ? "code" : "item",
          context: null,
        });
    }
  }
  return out;
}

const MAX_SPAN = 900;

/** A quote that lacks the kind of thing asked for (a number, a name, a step) does not answer: it scores less. */
function kindFactor(
  wants: readonly AnswerKind[],
  text: string,
  question: string,
  kind: QuoteBlock["kind"],
): number {
  let f = 1;
  const factor: Record<string, number> = {
    number: 0.7,
    who: 0.6,
    where: 0.75,
    literal: 0.85,
    procedure: 0.85,
    time: 0.85,
    list: 1,
  };
  for (const k of unmetKinds(wants, text, question, kind === "code" || kind === "item"))
    f *= factor[k] ?? 1;
  return f;
}

function kindBonus(
  wants: readonly AnswerKind[],
  w: Omit<Window, "own" | "score" | "passageRank">,
  text: string,
  fresh: { numbers: boolean; identifiers: boolean },
): number {
  let bonus = 0;
  // the answer brings something the question does not already say: a value, a name
  if (wants.includes("number") && fresh.numbers) bonus += 0.1;
  if (
    (wants.includes("literal") || wants.includes("procedure")) &&
    (fresh.identifiers || fresh.numbers)
  )
    bonus += 0.08;
  if (wants.includes("procedure"))
    bonus +=
      w.kind === "item" ||
      w.kind === "code" ||
      /^\s*(run|set|use|add|pass|start|stop|create|call|open|enable|disable|configure)\b/i.test(
        text,
      )
        ? 0.08
        : 0;
  if (wants.includes("time"))
    bonus += /\d|\b(before|after|within|since|until|version)\b/i.test(text) ? 0.06 : 0;
  if (wants.includes("list"))
    bonus += w.kind === "item" || w.kind === "row" || /,.*,|\band\b/.test(text) ? 0.05 : 0;
  return bonus;
}

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

const INTERROGATIVE = /^\W*(how|when|why|where|which|what|who)\b/i;

/**
 * A section headed by the question's own interrogative ("How to roll back" for "How do I roll back…?")
 * answers that kind of question; one headed by another ("When to roll back") answers a different one.
 */
function headingFit(question: string, breadcrumb: string): number {
  const asked = INTERROGATIVE.exec(question)?.[1]?.toLowerCase();
  const heading = breadcrumb.split(" › ").slice(1).pop() ?? "";
  const offered = INTERROGATIVE.exec(heading)?.[1]?.toLowerCase();
  if (!asked || !offered) return 0;
  return asked === offered ? 0.25 : -0.15;
}

function scoreWindow(
  q: QuestionAnalysis,
  w: Omit<Window, "own" | "score" | "passageRank">,
  chunkTerms: ReadonlySet<string>,
): { own: Set<string>; score: number } {
  const text = w.passage.text.slice(w.start, w.end);
  const own = withPrefixes(contentTerms(text));
  const around = passageTerms(w.context ?? "", w.passage.breadcrumb, w.passage.sourcePath);
  // a quote may answer the whole question or one of its parts ("X, and Y?")
  const sets = q.parts.length > 1 ? [q.terms, ...q.parts.map((p) => p.terms)] : [q.terms];
  let score = Math.max(...sets.map((terms) => coverageIn(terms, own, around, chunkTerms)));
  const fresh = newLiterals(`${w.context ?? ""} ${text}`, q.question);
  score =
    score * kindFactor(q.wants, `${w.context ?? ""} ${text}`, q.question, w.kind) +
    kindBonus(q.wants, w, text, fresh) +
    proximity(text, q.terms);
  score += headingFit(q.question, w.passage.breadcrumb);
  // an identifier the question names, as written ("Cargo.toml", "std::env::args"): a quote without
  // it is about a neighbour ("Cargo.lock", "std::env::args_os")
  const missing = q.literals.filter((l) => !literalsHeld([l], `${w.context ?? ""} ${text}`));
  if (missing.length) score *= 1 - (0.3 * missing.length) / q.literals.length;
  // code samples share many words with a question without saying anything about it
  if (w.kind === "code" && !q.wants.includes("procedure")) score *= 0.8;
  // two sentences only when the second adds something: a small price for length
  const spans = w.kind === "sentence" ? sentenceSpans(text) : [];
  const isPair = spans.length > 1;
  if (isPair) score += leansBack(text.slice(spans[1]!.start)) ? 0.04 : -0.04;
  else if (w.kind === "sentence" && leansBack(text)) score -= 0.1;
  if (text.length > 600) score -= 0.05;
  return { own, score };
}

/**
 * A chunk found close in meaning (hybrid retrieval) answers in its own words: a paraphrased question
 * shares fewer of them, so its quotes need half the lexical score.
 */
function floorOf(w: Window): number {
  return w.passage.similarity !== undefined ? MIN_QUOTE_SCORE / 2 : MIN_QUOTE_SCORE;
}

function normalized(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

function overlaps(a: Window, b: Window): boolean {
  return a.passage.chunkId === b.passage.chunkId && a.start < b.end && b.start < a.end;
}

/**
 * A quote that ends with a colon ("… try building programs to do the following:") is only an answer
 * with what it introduces: it is extended over the list, code or table that follows (past one short
 * caption line such as "Filename: Cargo.toml"), within the size bound.
 */
function continueAfterColon(w: Window): Window {
  if (!/:\s*$/.test(w.passage.text.slice(w.start, w.end))) return w;
  const after = blocksOf(w.passage).filter((b) => b.start >= w.end);
  let end = w.end;
  let i = 0;
  if (
    after[0] &&
    after[0].kind === "sentence" &&
    after[0].end - after[0].start < 80 &&
    after[1] &&
    after[1].kind !== "sentence"
  )
    i = 1;
  const kind = after[i]?.kind;
  if (!kind || kind === "sentence") return w;
  for (
    let k = i;
    k < after.length && after[k]!.kind === kind && after[k]!.end - w.start <= MAX_SPAN;
    k++
  )
    end = after[k]!.end;
  return end > w.end ? { ...w, end } : w;
}

/** A how-to answer shows the command: a short code block right after (or before) the quote joins it. */
function withCommand(w: Window): Window {
  if (w.kind === "code") return w;
  const blocks = blocksOf(w.passage);
  const next = blocks.find((b) => b.start >= w.end);
  const prev = [...blocks].reverse().find((b) => b.end <= w.start);
  const gap = (a: number, b: number) => !w.passage.text.slice(a, b).replace(/\s+/g, " ").trim();
  if (next?.kind === "code" && next.end - next.start < 400 && gap(w.end, next.start))
    return { ...w, end: next.end };
  if (prev?.kind === "code" && prev.end - prev.start < 400 && gap(prev.end, w.start))
    return { ...w, start: prev.start };
  return w;
}

/** Items of the same list as `item`, in order: a procedure is quoted whole. */
function siblings(item: Window, all: readonly Window[]): Window[] {
  return all
    .filter(
      (w) =>
        w.passage.chunkId === item.passage.chunkId &&
        w.kind === "item" &&
        w.context === item.context &&
        w.context !== null,
    )
    .sort((a, b) => a.start - b.start);
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
  const total = q.terms.reduce((s, t) => s + t.weight, 0);
  const windows: Window[] = evidence.flatMap((p, passageRank) => {
    const chunkTerms = withPrefixes(contentTerms(p.text));
    return windowsOf(p).map((w) => ({ ...w, passageRank, ...scoreWindow(q, w, chunkTerms) }));
  });
  // deterministic: score, then the passage's rank, then position in the passage
  windows.sort(
    (a, b) =>
      b.score - a.score || a.passageRank - b.passageRank || a.start - b.start || a.end - b.end,
  );
  // a one-part question asking for a number is not answered by quotes without one
  const strict = q.wants.includes("number") && q.parts.length <= 1;
  const eligible = strict
    ? windows.filter(
        (w) =>
          newLiterals(`${w.context ?? ""} ${w.passage.text.slice(w.start, w.end)}`, q.question)
            .numbers,
      )
    : windows;
  const best = eligible[0];
  if (!best || best.score < floorOf(best)) return [];
  const picked: Window[] = [best];
  const seen = new Set([normalized(best.passage.text.slice(best.start, best.end))]);
  const covered = new Set(q.terms.filter((t) => termIn(best.own, t)).map((t) => t.term));
  const add = (w: Window) => {
    picked.push(w);
    seen.add(normalized(w.passage.text.slice(w.start, w.end)));
    for (const t of q.terms) if (termIn(w.own, t)) covered.add(t.term);
  };
  if (best.kind === "item" && (q.wants.includes("procedure") || q.wants.includes("list"))) {
    for (const s of siblings(best, windows).slice(0, 8))
      if (!picked.some((p) => overlaps(p, s))) add(s);
  }
  const limit = picked.length - 1 + maxQuotes;
  for (const w of eligible) {
    if (picked.length >= limit) break;
    if (w.score < Math.max(floorOf(w), best.score * 0.6)) break;
    if (
      picked.some((p) => overlaps(p, w)) ||
      seen.has(normalized(w.passage.text.slice(w.start, w.end)))
    )
      continue;
    const gain =
      q.terms.reduce((s, t) => s + (termIn(w.own, t) && !covered.has(t.term) ? t.weight : 0), 0) /
      (total || 1);
    if (gain >= MIN_GAIN) add(w);
  }
  return picked
    .map((w) => continueAfterColon(w))
    .map((w) => (q.wants.includes("procedure") ? withCommand(w) : w))
    .sort((a, b) => a.passageRank - b.passageRank || a.start - b.start)
    .map((w) => ({
      text: w.passage.text.slice(w.start, w.end),
      context: w.context,
      chunkId: w.passage.chunkId,
      documentId: w.passage.documentId,
      title: w.passage.title,
      start: w.start,
      end: w.end,
      score: Math.round(w.score * 1000) / 1000,
    }));
}
