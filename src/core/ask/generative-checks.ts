/**
 * The checks of a claim a model wrote in its own words (generative mode), against the cited
 * evidence. The claim is aligned with the window of up to three adjacent sentences of one cited
 * chunk that covers it best (support often spans sentences: "He joined in 1977. He left in
 * December."). Hard checks veto — numbers, negation, opposites, conditions, names, and whether the
 * claim is a statement at all; the soft check (how much of the claim's weighted content the window
 * has) decides the rest, or the judge does when one is configured.
 *
 * Calibrated on the dev half of ../shared/claims (npm run eval:claims); the README (What an answer is) lists the checks.
 */
import {
  checkQuantity,
  claimQuantities,
  onlyHedged,
  sameQuantity,
  type ClaimQuantity,
} from "../text/claim-quantities";
import { foundIn, nameIndex, namedThings, type NamedThing } from "../text/identifiers";
import { comparatorsOf, flippedTerms, governingConditions, restrictionsOf } from "../text/polarity";
import { contentTerms, tokenize } from "../text/terms";
import type { CheckName, CheckResult } from "../types";
import { claimBody, supportTerms, type Alignment, type SentenceIndex } from "./align-claim";
import { statementCheck } from "./statement-check";
import { droppedHedge } from "../text/hedges";
import { isEnglishWord } from "../text/english-frequency";

/**
 * Words spoken English never uses ("bbc", "elasticsearch") name something, written in lower
 * case or not: a chat-style claim ("led by the bbc's competition") hides its names from the capital-
 * letter rule, and one such word the evidence lacks is a swapped name, not a paraphrase.
 */
function rareWords(text: string): NamedThing[] {
  const out: NamedThing[] = [];
  for (const w of text.match(/(?<![\p{L}\p{N}'’-])\p{Ll}{3,}(?![\p{L}\p{N}-])/gu) ?? [])
    if (!isEnglishWord(w) && !out.some((x) => x.text === w)) out.push({ text: w, kind: "name" });
  return out;
}

/** Weighted share of the claim's content the aligned window must have (chosen on the dev half). */
export const SUPPORT_THRESHOLD = 0.6;
/**
 * The soft check weighs words by how specific they are, so everyday words the claim adds count
 * little — yet "condiments vary in the US, you should try a different thing" asserts advice the
 * evidence never gives. A claim whose own words are new to the evidence for two terms or more, and
 * for this share of its terms or more, is not supported by it (chosen on the dev half: BEGIN's
 * dialogue turns add such clauses; WiCE's long claims mostly reword).
 */
export const NEW_CONTENT_SHARE = 0.4;

/** The claim's terms (unweighted) that the aligned window and its headings lack. */
function newContent(claim: string, a: Alignment): { novel: number; of: number } {
  const hay = new Set<string>(a.index.breadcrumbTerms);
  for (const s of a.index.sentences.slice(a.from, a.to)) for (const t of s.terms) hay.add(t);
  const terms = new Set(supportTerms(claim));
  return { novel: [...terms].filter((t) => !hay.has(t)).length, of: terms.size };
}

function overlapCheck(claim: string, a: Alignment): CheckResult {
  const pct = (x: number) => Math.round(x * 100);
  const { novel, of } = newContent(claim, a);
  const mostlyNew = novel >= 2 && novel >= of * NEW_CONTENT_SHARE;
  return {
    name: "OVERLAP",
    passed: a.support >= SUPPORT_THRESHOLD && !mostlyNew,
    detail: mostlyNew
      ? `${novel} of the claim's ${of} terms are not in the cited text`
      : `${pct(a.support)}% of the claim's weighted content is in the cited text (needs ${pct(SUPPORT_THRESHOLD)}%)`,
  };
}

/** The checks whose failure rejects a claim whatever the soft check or the judge says. */
export const HARD_CHECKS: ReadonlySet<CheckName> = new Set([
  "STATEMENT",
  "NUMBERS",
  "NEGATION",
  "POLARITY",
  "CONDITIONS",
  "IDENTIFIERS",
]);

const NEGATION = /\b(?:not|no|never|none|nor|without|cannot|neither)\b/i;

/**
 * Contractions spelled out, however typed: "doesn't", "doesn’t" (a model's curly apostrophe),
 * "doesnt" and "did nt" (chat) are all "not". Only after an auxiliary verb: "want" and "event" stay.
 */
export function spellNegations(text: string): string {
  return text
    .replace(/n[’'`´]t\b/gi, " not")
    .replace(
      /\b(do|does|did|is|are|was|were|has|have|had|should|could|would|must|need|ca|wo|ai)\s?nt\b/gi,
      "$1 not",
    );
}
const NEGATION_WORD = /^(?:not|no|never|none|nor|without|cannot|neither)$/;

/** Whether a text (contractions already spelled out) negates anything. */
function isNegated(text: string): boolean {
  return NEGATION.test(text);
}

/**
 * The content terms a negation governs: the next three tokens after each negation word. Comparing
 * scopes, not mere presence, tells "not deployed on Fridays" from "kept for 7 years and never deleted".
 */
function negatedTerms(text: string): Set<string> {
  const tokens = tokenize(text);
  const scope = new Set<string>();
  tokens.forEach((t, i) => {
    if (!NEGATION_WORD.test(t)) return;
    for (const next of tokens.slice(i + 1, i + 4))
      for (const term of contentTerms(next)) scope.add(term);
  });
  return scope;
}

function negationCheck(claimText: string, sentenceText: string): CheckResult {
  const claim = spellNegations(claimText);
  const sentence = spellNegations(sentenceText);
  const claimScope = negatedTerms(claim);
  const evidenceScope = negatedTerms(sentence);
  const claimTerms = new Set(contentTerms(claim));
  const added = [...claimScope].filter((t) => !evidenceScope.has(t));
  const dropped = [...evidenceScope].filter((t) => claimTerms.has(t) && !claimScope.has(t));
  const fail = (detail: string): CheckResult => ({ name: "NEGATION", passed: false, detail });
  if (
    isNegated(claim) !== isNegated(sentence) &&
    claimScope.size === 0 &&
    evidenceScope.size === 0
  ) {
    return fail(
      isNegated(claim) ? "claim negates, evidence does not" : "evidence negates, claim does not",
    );
  }
  if (added.length) return fail(`claim negates what the evidence does not: ${added.join(", ")}`);
  if (dropped.length) return fail(`evidence negates what the claim states: ${dropped.join(", ")}`);
  return { name: "NEGATION", passed: true, detail: "polarity agrees" };
}

function describeQuantity(q: ClaimQuantity): string {
  return q.raw;
}

function quantitiesOf(s: SentenceIndex): ClaimQuantity[] {
  return (s.quantities ??= claimQuantities(s.text));
}

/**
 * The value must be said of what the claim says it of: a sentence with the same amount must share a
 * word with the claim's words around it ("interval … 300 days" is not backed by "answer 300 days").
 */
function anchored(q: ClaimQuantity, sentences: readonly SentenceIndex[]): boolean {
  if (onlyHedged(q)) return true;
  // a word of the sentence, or of the words around the evidence's own value ("Aug. 10" read as "August")
  return sentences.some((s) =>
    quantitiesOf(s).some(
      (e) => sameQuantity(q, e) && q.context.some((t) => s.terms.has(t) || e.context.includes(t)),
    ),
  );
}

function numbersCheck(claim: string, a: Alignment): CheckResult {
  const claimQty = claimQuantities(claim);
  if (claimQty.length === 0) return { name: "NUMBERS", passed: true, detail: "no numbers" };
  const windowSentences = a.index.sentences.slice(a.from, a.to);
  const windowQuantities = windowSentences.flatMap(quantitiesOf);
  let chunkQuantities: ClaimQuantity[] | null = null;
  const verdicts = claimQty.map((q) => {
    const inWindow = checkQuantity(q, windowQuantities);
    if (inWindow.backed && anchored(q, windowSentences)) return inWindow;
    const inChunk = checkQuantity(q, (chunkQuantities ??= a.index.sentences.flatMap(quantitiesOf)));
    return inChunk.backed && !anchored(q, a.index.sentences)
      ? { ...inChunk, backed: false }
      : inChunk;
  });
  const wrong = verdicts.filter((v) => !v.backed);
  if (wrong.length === 0)
    return { name: "NUMBERS", passed: true, detail: `all ${claimQty.length} number(s) match` };
  const detail = wrong.map((v) =>
    v.instead
      ? `${describeQuantity(v.quantity)} (the evidence says ${describeQuantity(v.instead)})`
      : describeQuantity(v.quantity),
  );
  return { name: "NUMBERS", passed: false, detail: `not in the evidence: ${detail.join(", ")}` };
}

function polarityCheck(claim: string, sentence: string): CheckResult {
  const flipped = flippedTerms(claim, sentence);
  return flipped.length
    ? {
        name: "POLARITY",
        passed: false,
        detail: `the evidence says the opposite: ${flipped.join(", ")}`,
      }
    : { name: "POLARITY", passed: true, detail: "no opposite in the evidence" };
}

function conditionsCheck(claim: string, window: string, sentence: string): CheckResult {
  const added = comparatorsOf(claim).filter((c) => !comparatorsOf(window).includes(c));
  const addedRestriction = restrictionsOf(claim).filter((c) => !restrictionsOf(window).includes(c));
  // "at least two" is not "two": a comparison the matched sentence makes must stay in the claim
  // what a condition governs is a content word: "the", "it", "to" after "only" say nothing
  const claimTerms = new Set(contentTerms(claim));
  const dropped = governingConditions(sentence, claimTerms).filter(
    (c) => !comparatorsOf(claim).includes(c) && !restrictionsOf(claim).includes(c),
  );
  const hedge = droppedHedge(claim, sentence);
  const parts = [
    added.length || addedRestriction.length
      ? `added: ${[...added, ...addedRestriction].join(", ")}`
      : "",
    dropped.length ? `dropped: ${dropped.join(", ")}` : "",
    hedge ? `the evidence only reports it ("${hedge}"); the claim states it as fact` : "",
  ].filter(Boolean);
  return {
    name: "CONDITIONS",
    passed: parts.length === 0,
    detail: parts.length ? parts.join("; ") : "conditions agree",
  };
}

function identifiersCheck(claim: string, a: Alignment): CheckResult {
  const things = [...namedThings(claimBody(claim)), ...rareWords(claimBody(claim))];
  if (things.length === 0)
    return { name: "IDENTIFIERS", passed: true, detail: "no names or identifiers" };
  const index = (a.index.names ??= nameIndex(
    `${a.passage.breadcrumb} ${a.passage.title} ${a.passage.text}`,
  ));
  const missing = things.filter((t) => !foundIn(t, index));
  return missing.length
    ? {
        name: "IDENTIFIERS",
        passed: false,
        detail: `not in the evidence: ${missing.map((t) => t.text).join(", ")}`,
      }
    : { name: "IDENTIFIERS", passed: true, detail: `all ${things.length} name(s) found` };
}

/** Every check of a claim against one aligned window; hard checks first, the soft check last. */
export function generativeChecks(claim: string, a: Alignment): CheckResult[] {
  return [
    statementCheck(claim, a.text),
    numbersCheck(claimBody(claim), a),
    negationCheck(claimBody(claim), a.sentence),
    polarityCheck(claimBody(claim), a.text),
    conditionsCheck(claimBody(claim), a.text, a.sentence),
    identifiersCheck(claim, a),
    overlapCheck(claim, a),
  ];
}

export function hardChecksPass(checks: readonly CheckResult[]): boolean {
  return checks.every((c) => c.passed || !HARD_CHECKS.has(c.name));
}
