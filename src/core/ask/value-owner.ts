/**
 * Whether the claim that carries the value asked for is about the thing asked: "Which flag …" is
 * answered by a flag shown about what the question names, and a default by the entry of the setting
 * asked about, not by a neighbouring entry's value.
 */
import type { ClaimResult, Passage } from "../types";
import { kindsShown, statedText, unmetKinds } from "./answer-kinds";
import { ASKS_FLAG } from "./asked-kinds";
import { ASKS_DEFAULT } from "./asked-kinds";
import type { QuestionAnalysis, QuestionPart, QuestionTerm } from "./question";
import { quoteEntryKey } from "./section-subject";
import { countedWords, countsAsked } from "./counted";
import { contentTerms } from "../text/terms";
import { defaultNounSaid } from "./asked-default-noun";
import { COMMON_WEIGHT, heaviestTerm, identifierWords, termIn, withPrefixes } from "./term-match";

const claimText = (c: ClaimResult) => statedText(c.quote?.context, c.text);

function heaviest(terms: readonly QuestionTerm[]): QuestionTerm | null {
  return heaviestTerm(terms.filter((t) => !t.must && t.weight >= COMMON_WEIGHT));
}

/**
 * "Which autocannon flag sets the number of pipelined requests?": the flag is shown by a claim
 * about pipelining (the question's most telling word but "flag"), not by a usage text beside it
 * whose flags (`--on-port`) do other things.
 */
function flagOwned(
  q: QuestionAnalysis,
  part: QuestionPart,
  about: readonly ClaimResult[],
): boolean {
  if (!ASKS_FLAG.test(part.text)) return true;
  const topic = heaviest(q.terms.filter((t) => !/^flag/.test(t.term)));
  if (!topic) return true;
  return about.some((c) => {
    const text = claimText(c);
    return (
      kindsShown(text).includes("flag") &&
      termIn(withPrefixes(contentTerms(`${text} ${identifierWords(text)}`)), topic)
    );
  });
}

/**
 * A reference entry's default is its key's: "Is pipelining enabled by default?" is not answered by
 * `idempotent`'s "Default: `true`", though its description mentions the pipeline. An entry is about
 * the question when its key holds one of its words, or its first sentence the part's most telling
 * word ("- `nocase` Perform a case-insensitive match.").
 */
function defaultOwned(
  q: QuestionAnalysis,
  part: QuestionPart,
  about: readonly ClaimResult[],
  stepsOrCode: boolean,
  said: ClaimWords,
): boolean {
  if (!ASKS_DEFAULT.test(q.question)) return true;
  const focus = heaviest(part.terms);
  const names = (key: string[]) =>
    key.length > 0 &&
    q.terms.some((t) => t.weight >= COMMON_WEIGHT && termIn(withPrefixes(key), t));
  const keyed = (c: ClaimResult) => {
    const key = quoteEntryKey(c.text);
    if (key.length === 0 || names(key)) return true;
    // a value listed under its setting ("`protoAction` - … one of:" then "- `'error'` - … This is
    // the default value.") is that setting's default
    if (names(quoteEntryKey(`- ${c.quote?.context ?? ""}`))) return true;
    const opening = c.text.split(/(?<=[.!?])\s/)[0] ?? "";
    return focus !== null && termIn(withPrefixes(contentTerms(opening)), focus);
  };
  // (and the claim that states it says what it is the default of: "Range behavior is enabled by
  // default" beside "Configure sort cycles …" gives no default sort direction)
  return about.some(
    (c) =>
      keyed(c) &&
      unmetKinds(["literal"], claimText(c), q.question, stepsOrCode, part.text).length === 0 &&
      defaultNounSaid(part, said(c).terms, said(c).written),
  );
}

/** A claim's words: its terms and its text, with its context and heading. */
export type ClaimWords = (c: ClaimResult) => { terms: ReadonlySet<string>; written: string };

export function headings(supported: readonly ClaimResult[], evidence: readonly Passage[]): string {
  return supported
    .map((c) => evidence.find((x) => x.chunkId === c.chunkId)?.breadcrumb ?? "")
    .join("\n");
}

export function claimWords(
  termsOf: (c: ClaimResult) => ReadonlySet<string>,
  evidence: readonly Passage[],
): ClaimWords {
  return (c) => ({ terms: termsOf(c), written: `${claimText(c)}\n${headings([c], evidence)}` });
}

/**
 * "How many maintenance branches …?" is answered by a number of maintenance branches, not by the
 * "three types" a branch can be of: some claim's number must count what is asked.
 */
export function countOwned(q: QuestionAnalysis, about: readonly ClaimResult[]): boolean {
  const counted = countedWords(q.question);
  return !counted.length || about.some((c) => countsAsked(counted, claimText(c)));
}

/**
 * "How big is the language bundle after trimming unused locales with ContextReplacementPlugin?" is
 * not answered by the size of the bundle before ("~160kb"), though a second quote speaks of the
 * trimming: the claim that gives the number must itself (with its context and heading) hold the
 * part's most telling word.
 */
export function numberOwned(
  q: QuestionAnalysis,
  part: QuestionPart,
  about: readonly ClaimResult[],
  termsOf: (c: ClaimResult) => ReadonlySet<string>,
): boolean {
  if (!part.wants.includes("number")) return true;
  const focus = heaviest(part.terms);
  return about.some(
    (c) =>
      unmetKinds(["number"], claimText(c), q.question).length === 0 &&
      (focus === null || termIn(termsOf(c), focus)),
  );
}

/** Whether the value a part asks for is given by a claim about what it asks. */
export function valueOwned(
  q: QuestionAnalysis,
  part: QuestionPart,
  about: readonly ClaimResult[],
  stepsOrCode: boolean,
  said: ClaimWords,
): boolean {
  return flagOwned(q, part, about) && defaultOwned(q, part, about, stepsOrCode, said);
}
