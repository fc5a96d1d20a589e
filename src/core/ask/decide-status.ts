/**
 * SUPPORTED means "this answers the question" (DESIGN.md §7): every presented claim is supported
 * AND together they cover what the question asks — each of its parts, every entity it names, and
 * the kind of thing it asks for (a question asking for a value is not answered by a definition
 * without one). Otherwise the answer is PARTIAL and a limitation names the missing part in the
 * user's own words.
 */
import type { ClaimResult, Passage } from "../types";
import { kindsShown, kindWords, statedText, unmetKinds } from "./answer-kinds";
import { claimWords, countOwned, headings, numberOwned, valueOwned } from "./value-owner";
import { claimsAbout } from "./claims-about";
import { countedWords } from "./counted";
import { subjectTerms } from "./section-subject";
import { ASKS_DEFAULT, type AnswerKind } from "./asked-kinds";
import { codeStatesDefault } from "./stated-default";
import { defaultNounSaid } from "./asked-default-noun";
import { askedCellBlank } from "./table-cells";
import { heaviestAsked } from "./question-clauses";
import { contentTerms, stem } from "../text/terms";
import { type QuestionAnalysis, type QuestionPart, type QuestionTerm } from "./question";
import {
  heaviestTerm,
  identifierWordsFor,
  termIn,
  literalsHeld,
  mustTermsHeld,
  passageTerms,
  weightedCoverage,
  withPrefixes,
  folderTerms,
  COMMON_WEIGHT,
  holds,
  namedOnlyInLonger,
  agentHeld,
} from "./term-match";

/** Weighted share of a part's terms the supported claims (with their context) must cover to answer it. */
export const ANSWERED_COVERAGE = 0.6;

export interface Coverage {
  answered: QuestionPart[];
  missing: QuestionPart[];
  /** per missing part: its words the claims do not cover, and those they do (as the user wrote them) */
  gaps: { lacking: string[]; found: string[] }[];
  /** the question asks for a value / identifier that no supported claim carries */
  missingKind: string | null;
  /** words of the question's named entities that no supported claim mentions */
  missingEntities: string[];
  /** weighted share of the question the claims' own words cover (no context, no heading) */
  own: number;
  /** the question's words the claims' own text lacks (as the user wrote them) */
  unsaid: string[];
  /** the same with their context, heading and folder */
  withContext: number;
}

function answeredTerms(
  supported: readonly ClaimResult[],
  evidence: readonly Passage[],
  q?: QuestionAnalysis,
): Set<string> {
  const have = new Set<string>();
  const asked = q ? askedIdentifiers(q) : [];
  for (const c of supported) {
    const p = evidence.find((x) => x.chunkId === c.chunkId);
    // (the words inside its identifiers too: `braceExpandMax` speaks of braces, as saidBy reads it)
    const terms = passageTerms(
      `${c.quote?.context ?? ""} ${c.text} ${identifierWordsFor(c.text, asked)}`,
      p?.breadcrumb ?? "",
      p?.sourcePath ?? null,
    );
    for (const t of terms) have.add(t);
    // a literal says what kind of thing it is: `--collector.zipkin.host-port` answers "which flag"
    for (const t of kindsShown(c.text)) have.add(t);
    if (q && declaresDefault(c.text, q.question)) have.add(DEFAULT_TERM);
  }
  return have;
}

const DEFAULT_TERM = stem("default");

/** The words of the identifiers the question writes (`batchSize` -> "batch", "size"). */
function askedIdentifiers(q: QuestionAnalysis): string[][] {
  return q.terms.flatMap((t) => (t.exact?.length ? [t.exact] : []));
}

/** A declaration's `encoding = BINARY` is the default of the parameter asked about, without the word. */
function declaresDefault(text: string, question: string): boolean {
  return ASKS_DEFAULT.test(question) && codeStatesDefault(text, question);
}

/** Words of the entities the question names that the claims never mention, as the user wrote them. */
function missingEntitiesOf(q: QuestionAnalysis, have: ReadonlySet<string>, text: string): string[] {
  const counted = countedWords(q.question);
  return [
    ...q.terms
      .filter((t) => (t.must || counted.includes(t.word)) && !termIn(have, t))
      .map((t) => t.word),
    // an identifier as written: "std::env::args" is not answered about "std::env::args_os"
    ...q.literals.filter((l) => !literalsHeld([l], text)),
    ...q.terms
      .filter((t) => t.exact && namedOnlyInLonger(t.word, text, q.question))
      .map((t) => t.word),
  ];
}

/**
 * What the quotes say themselves: their words, the words inside their identifiers
 * (`--collector.zipkin.host-port` says "zipkin"), and the kinds their literals show (a flag).
 */
function saidBy(
  q: QuestionAnalysis,
  text: string,
  supported: readonly ClaimResult[],
  evidence: readonly Passage[],
): Set<string> {
  const said = withPrefixes([
    ...contentTerms(`${text} ${identifierWordsFor(text, askedIdentifiers(q))}`),
    ...kindsShown(text),
    ...(declaresDefault(text, q.question) ? [DEFAULT_TERM] : []),
  ]);
  // a definition under its term's heading says the term ("### Span" / "Represents a single operation …")
  for (const c of supported) {
    const p = evidence.find((x) => x.chunkId === c.quote?.chunkId);
    if (p && c.quote)
      for (const t of subjectTerms(p, c.quote.start, c.text, q.question)) said.add(t);
    // a sentence of the page filed under `postgres/` is about Postgres.js as much as one naming it
    // (the quote scoring reads a block's folder so too)
    if (p) for (const t of folderTerms([p.sourcePath ?? ""])) said.add(t);
  }
  return said;
}

/**
 * The words a limitation names as missing, as the user wrote them: not the knowledge base's
 * everyday words, and not the parts of a hyphenated word it names whole ("file-based", not
 * "file-based based").
 */
function lackingWords(terms: readonly QuestionTerm[]): string[] {
  const words = terms.filter((t) => t.must || t.weight >= COMMON_WEIGHT).map((t) => t.word);
  const parts = new Set(words.filter((w) => w.includes("-")).flatMap((w) => w.split("-")));
  return words.filter((w) => !parts.has(w));
}

/**
 * A part is answered when most of its weight is covered, its entities are there, and so is its most
 * telling term ("the price of AX-4 filters" is not answered by their replacement interval) and
 * something of what it asks before its condition ("return", not only "when … parameterLimit").
 */
function partAnswered(part: QuestionPart, have: ReadonlySet<string>, written: string): boolean {
  const focus = heaviestTerm(part.terms);
  const askedFocus = heaviestAsked(part);
  return (
    weightedCoverage(part.terms, have) >= ANSWERED_COVERAGE &&
    mustTermsHeld(part.terms, have) &&
    (!focus || termIn(have, focus)) &&
    (!askedFocus || termIn(have, askedFocus)) &&
    (!part.asked?.length || part.asked.some((t) => termIn(have, t))) &&
    kindNamed(part.text, have) &&
    defaultNounSaid(part, have, written)
  );
}

/** "Which Redis command …", "what option …": the sort of thing asked for, named in the question. */
// (not "which option", "which key": an identifier in code is one, while a command, a header or a
// method is not told by its shape from the package names beside it)
const ASKED_SORT =
  /\b(?:which|what)\s+(?:[\w-]+\s+){0,3}?(commands?|methods?|functions?|headers?)\b/i;

/**
 * The answer to "which Redis command …" names a command, or shows one: a quote that lists the
 * Redis client packages (fresh identifiers all) gives no command at all.
 */
function kindNamed(text: string, have: ReadonlySet<string>): boolean {
  const thing = WHICH_THING.exec(text)?.[1];
  const sort = ASKED_SORT.exec(text)?.[1] ?? (thing && !NAMED_KIND.test(thing) ? thing : undefined);
  return !sort || holds(have, stem(sort.toLowerCase())) || agentHeld(have, sort.toLowerCase());
}

/**
 * "Which reporter does wait-on use by default?": the thing asked for, named right after "which";
 * wait-on's proxy default, filed under wait-on and saying "by default", names no reporter.
 */
const WHICH_THING = /^\W*which\s+([a-z][\w-]*)\s+(?:does|do|did|is|are|will|can|should)\b/i;
/** Kinds a name alone answers: "Which adapter does Sails use by default?" is "`sails-disk`". */
export const NAMED_KIND =
  /^(?:librar(?:y|ies)|packages?|modules?|adapters?|plugins?|drivers?|tools?|options?|keys?|flags?|settings?|variables?|files?|folders?|director(?:y|ies)|versions?|dependenc(?:y|ies)|frameworks?|engines?|services?|providers?|one|ones)$/i;

/** "What is the difference between --watch and --hot?", "How does X differ from Y?" */
const ASKS_DIFFERENCE = /\bdifferences? between\b|\bhow (?:does|do|is|are)\b.*\bdiffer\b/i;
/**
 * An answer to it sets one against the other ("… except all events are queued", "whereas", "but",
 * "unlike"); "Automatic reloading in Bun with --watch and --hot modes" names both and says no difference.
 */
const CONTRAST =
  /\b(?:while|whereas|but|unlike|instead|however|except|rather than|than|only|differs?|versus|vs\.?|in contrast|on the other hand)\b/i;

export function coverageOf(
  q: QuestionAnalysis,
  supported: readonly ClaimResult[],
  evidence: readonly Passage[],
): Coverage {
  const have = answeredTerms(supported, evidence, q);
  const answered: QuestionPart[] = [];
  const missing: QuestionPart[] = [];
  const text = supported.map((c) => `${c.quote?.context ?? ""} ${c.text}`).join("\n");
  const written = `${text}\n${headings(supported, evidence)}`;
  for (const part of q.parts) (partAnswered(part, have, written) ? answered : missing).push(part);
  const stepsOrCode = supported.some((c) => /^\s*(?:[-*+]|\d+[.)])\s|```/m.test(c.text));
  const unmet = supported.length ? unmetKindsByPart(q, supported, evidence, stepsOrCode) : [];
  // (rows whose cell under the asked column is empty give nothing: "| 2.x | Jun. 4, 2024 | - |")
  const blank =
    supported.length > 0 &&
    supported.every((c) => askedCellBlank(q.question, c.quote?.context ?? null, c.text));
  if (blank) unmet.push("literal");
  const kinds = [...new Set(unmet)].map((k) => kindWords(k, q.question));
  if (supported.length && ASKS_DIFFERENCE.test(q.question) && !CONTRAST.test(text))
    kinds.push("how they differ");
  const missingKind = kinds.length ? kinds.join(", ") : null;
  const missingEntities = missingEntitiesOf(q, have, written);
  const gaps = missing.map((p) => ({
    lacking: lackingWords(p.terms.filter((t) => !termIn(have, t))),
    found: p.terms.filter((t) => !t.productPiece && termIn(have, t)).map((t) => t.word),
  }));
  const said = saidBy(q, text, supported, evidence);
  return {
    answered,
    missing,
    gaps,
    missingKind,
    missingEntities,
    own: round(weightedCoverage(q.terms, said)),
    unsaid: lackingWords(q.terms.filter((t) => !termIn(said, t))),
    withContext: round(weightedCoverage(q.terms, have)),
  };
}

/**
 * Each part must get the kind of thing it asks for from the claims that speak to it: a number in the
 * answer to "which level" does not answer "…, and where does Cargo put the binary?".
 */
function unmetKindsByPart(
  q: QuestionAnalysis,
  supported: readonly ClaimResult[],
  evidence: readonly Passage[],
  stepsOrCode: boolean,
): AnswerKind[] {
  const termsOf = (c: ClaimResult) => answeredTerms([c], evidence);
  const said = claimWords(termsOf, evidence);
  const unmet = new Set<AnswerKind>();
  const asked = askedIdentifiers(q);
  for (const part of q.parts) {
    const about = claimsAbout(part, supported, (text) => identifierWordsFor(text, asked));
    const speaking = about.length ? about : supported;
    const text = speaking.map((c) => statedText(c.quote?.context, c.text)).join("\n");
    // (items quoted one per claim, rows or list items, are a list)
    for (const k of unmetKinds(part.wants, text, q.question, stepsOrCode, part.text))
      if (k !== "list" || about.length < 2) unmet.add(k);
    if (!unmet.has("literal") && !valueOwned(q, part, about, stepsOrCode, said))
      unmet.add("literal");
    if (part.wants.includes("number") && !countOwned(q, about)) unmet.add("number");
    if (!unmet.has("number") && !numberOwned(q, part, speaking, termsOf)) unmet.add("number");
  }
  return [...unmet];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Share of the question's weight the claims must cover in their own words for the answer to count as answering it. */
export const OWN_COVERAGE = 0.5;

export function answersQuestion(c: Coverage): boolean {
  return (
    c.missing.length === 0 &&
    c.missingKind === null &&
    c.missingEntities.length === 0 &&
    c.own >= OWN_COVERAGE
  );
}
