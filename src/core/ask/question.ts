/**
 * What a question asks, in terms the other steps can weigh: its content terms weighted by rarity in
 * the corpus (a word most passages contain tells nothing about which passage answers), the entities
 * it names (identifiers, names, numbers, versions: an answer about a neighbouring entity is not an
 * answer), its parts ("X, and Y?"), and the kind of answer it wants (a value, a flag, a procedure).
 * Corpus statistics come from text every caller may read, so restricted documents never change
 * how a reader's question is weighed.
 */
import { escapeRegExp } from "../text/regexp";
import { contentTerms, contentWords, stem, tokenize } from "../text/terms";
import { identifierWords } from "./term-match";
import { isEverydayWord, specificity } from "../text/english-frequency";
import { agentNounFor, correctionFor, inflectionFor, numberedFor } from "../text/spelling";
import { askedKinds, readAsAsked, type AnswerKind } from "./asked-kinds";
import { addSpellings, literalsAsked, saidOnce } from "./term-spellings";
import { FLAG_OR_MODULE, literalIdentifiers } from "./question-literals";
import { bare, isCapitalisedName, nameRuns, productNamesWritten } from "./name-runs";
import { askedBeforeCondition, frameWords, lightenTakenByDefault } from "./question-clauses";
import { PURPOSE_CLAUSE } from "./question-clauses";

/** Document frequencies over the public searchable chunks (the same for every caller). */
export interface TermStats {
  total: number;
  df: ReadonlyMap<string, number>;
  /**
   * The stems of the folder names the public documents are filed under ("pino", "ioredis", "v2"):
   * a name that is also a folder scopes the question to that folder, however common it is.
   */
  folders?: ReadonlySet<string>;
  /** the first folders below the root ("glob", "node-fetch"): a knowledge base's products, however written */
  products?: ReadonlySet<string>;
}

export interface QuestionTerm {
  term: string;
  /** the word as the user wrote it */
  word: string;
  weight: number;
  /** an entity the question names: evidence that lacks it is about something else */
  must: boolean;
  /** other spellings that count as this term: the closed compound of it and a neighbour ("roll back" -> "rollback") */
  alts?: string[];
  /** a product's member named with its product ("semver.coerce"): the member's stem, which names it alone */
  member?: string;
  /** the product's stem ("semver"), which must be named where the member alone is */
  memberOf?: string;
  /**
   * a product named with its language's suffix that the knowledge base files under its bare name
   * ("Postgres.js" filed under postgres/): the bare name as written, which its own pages go by
   */
  filedAs?: string;
  /** the stem of the word as written, when it was read as the corpus term `term` ("rollbak" -> rollback) */
  misspelt?: string;
  /**
   * a piece of the name of a product the knowledge base is filed under ("bee" and "queue" of
   * "bee-queue"): the name is one entity, and weighed once, not once more for each of its words
   */
  productPiece?: boolean;
  /** required only because the knowledge base never uses the word: a paraphrase may not either */
  unknown?: boolean;
  /**
   * a name the question gives ("Commander", "Pino"): evidence must write it, not only share its
   * stem ("Commander" is not "command", though the stemmer makes them one)
   */
  name?: boolean;
  /**
   * an identifier written in camelCase or snake_case (`blockDuration`): held as itself or by all
   * its words ("Your module name" says `moduleName`), not by the close prefix that holds
   * derivations ("block" of `blockOnConsumed` is another option). The stems of its words.
   */
  exact?: string[];
}

export interface QuestionPart {
  /** the part in the user's own words */
  text: string;
  terms: QuestionTerm[];
  /** what this part asks for ("…, and where does Cargo put the binary?" asks for a location) */
  wants: AnswerKind[];
  /**
   * "What does body-parser return when a request has more parameters than parameterLimit?": the
   * words of what is asked, before its condition (here "return"; names the question gives are
   * needed anyway). A quote that only restates the condition does not answer it.
   */
  asked?: QuestionTerm[];
}

export interface QuestionAnalysis {
  question: string;
  terms: QuestionTerm[];
  /** identifiers written with "_", "::" or a dot ("send_batch_size", "thread::spawn", "build.rs"): evidence must contain them as written */
  literals: string[];
  parts: QuestionPart[];
  wants: AnswerKind[];
  /** the products the knowledge base files by folder that the question names, as written ("marked") */
  products?: string[];
}

/** Share of chunks above which a term is too common to name an entity ("Jaeger" in Jaeger's docs). */
const COMMON_SHARE = 0.15;

export function idf(stats: TermStats, term: string): number {
  const df = stats.df.get(term) ?? 0;
  return Math.log((stats.total + 1) / (df + 0.5));
}

/**
 * Raw words that name something: identifiers (digits, underscores, "::", dots, brackets, inner
 * capitals: a version, a flag, a type) always; capitalised names only when the corpus does not
 * use them everywhere ("Jaeger" in Jaeger's own docs names nothing in particular).
 */
function entityWords(question: string): {
  identifiers: Set<string>;
  names: Set<string>;
  exact: Map<string, string[]>;
  owners: Set<string>;
} {
  const identifiers = new Set<string>();
  const exact = new Map<string, string[]>();
  const names = new Set<string>();
  const words = question.split(/\s+/).filter(Boolean);
  const plain = words.map(bare);
  const capital = plain.map((w, i) => isCapitalisedName(w, i));
  const runs = nameRuns(plain, capital);
  words.forEach((raw, i) => {
    const w = plain[i]!;
    if (!w) return;
    // (a flag, "--max-concurrency", and a module specifier, "bun:sqlite", are identifiers too)
    const identifier =
      /\d|_|::|[#[\]()/]|\.\w/.test(w) || /[a-z][A-Z]|[A-Z]{2,}/.test(w) || FLAG_OR_MODULE.test(w);
    // ("Google Cloud Function": in a run of capitalised words, the everyday ones are the name's
    // frame, and a page titled "Google - Functions" names it by "Google")
    const name = capital[i]! && !(runs[i] && isEverydayWord(w));
    // "Zipkin-compatible": the capitalised part is the name, "compatible" only describes it
    const capitalised = new Set(tokenize(w.replace(/(?:^|-)[^A-Z-][^-]*/g, " ")));
    // "std::sync::mpsc" is named by its last segment once a text is about it (as literalsHeld
    // reads it): "std" and "sync" qualify the name, a passage need not repeat them
    const qualifiers = w.includes("::")
      ? new Set(tokenize(w.split("::").slice(0, -1).join(" ")))
      : null;
    for (const t of tokenize(w)) {
      if (qualifiers?.has(t)) continue;
      // a one-letter piece names nothing; a hyphenated compound is named by its parts
      if (t.length < 2 && !/\d/.test(t)) continue;
      if (t.includes("-") && !/\d/.test(t)) continue;
      if (identifier) identifiers.add(t);
      else if (name && capitalised.has(t)) names.add(t);
      if (identifier && /[a-z][A-Z]|[a-z]_[a-z]/i.test(w))
        exact.set(t, contentTerms(identifierWords(w)));
    }
  });
  return { identifiers, names, exact, owners: settingOwners(question) };
}

/**
 * "the default maxParallelCalls of rerank": the word after a setting's "of"/"for"/"in" names whose
 * setting it is, and an entry of `embedMany`'s page (the same setting) answers nothing about it.
 * (A hyphenated name, "rate-limiter-flexible", is a product's, which its folder names already.)
 */
const SETTING_OF =
  /`?\b[a-z][a-z\d]*[A-Z][\w$]*`?\s+(?:[a-z]+\s+){0,2}?(?:of|for|in)\s+(?:the\s+|an?\s+)?`?([a-z]{4,})\b(?![-`(])/g;

function settingOwners(question: string): Set<string> {
  return new Set([...question.matchAll(SETTING_OF)].flatMap((m) => tokenize(m[1]!)));
}

const COINED = /[a-z][A-Z]/;

/** A word as the question writes it (its casing), or the word itself. */
function writtenIn(text: string, word: string): string {
  return new RegExp(`(?<![\\w])${escapeRegExp(word)}(?![\\w])`, "i").exec(text)?.[0] ?? word;
}

function weighTerms(
  text: string,
  stats: TermStats,
  entities: ReturnType<typeof entityWords>,
): QuestionTerm[] {
  return contentWords(text, false).map(({ word, term: written }) => {
    // a coined name ("EdDSA", "GraphQL": a capital inside the word) is nobody's slip of the
    // keyboard; read as one, "EdDSA" became "ECDSA", which the algorithms table has
    const coined = COINED.test(writtenIn(text, word));
    const corrected =
      inflectionFor(word, written, stats) ??
      numberedFor(word, written, stats) ??
      agentNounFor(word, written, stats) ??
      (coined ? null : correctionFor(word, written, stats));
    const term = corrected ?? written;
    const df = stats.df.get(term) ?? 0;
    const common = stats.total > 0 && df / stats.total > COMMON_SHARE;
    // a specialised word the knowledge base never uses names something it does not cover ("fuzz");
    // an everyday one ("affect", "slim") is the asker's word for what a page says otherwise
    // (a hyphenated compound is judged by its parts: "final-project" is "final" and "project")
    const unknown =
      df === 0 &&
      specificity(term) === 1 &&
      term.length >= 4 &&
      !/[\d-]/.test(term) &&
      !isEverydayWord(word);
    // a name the knowledge base uses everywhere ("Jaeger" in Jaeger's docs) names nothing in
    // particular — unless documents are filed under it ("pino/…" beside "ioredis/…"): then it
    // names the product a chunk must be about
    const named = entities.names.has(word) && (!common || (stats.folders?.has(term) ?? false));
    // "glob patterns" names the product filed under glob/ even in lower case
    const product = stats.products?.has(term) ?? false;
    const owner = entities.owners.has(word) && !isEverydayWord(word);
    const must = entities.identifiers.has(word) || named || unknown || product || owner;
    // everyday words are frame, not topic — unless the knowledge base never uses them at all; a
    // manner adverb ("quickly", "completely") says how, not what
    const frame = (df === 0 ? 1 : specificity(term)) * (/^[a-z]{3,}ly$/.test(word) ? 0.5 : 1);
    const onlyUnknown = unknown && !entities.identifiers.has(word) && !named;
    return {
      term,
      word,
      weight: idf(stats, term) * frame,
      must,
      ...(corrected ? { misspelt: written } : {}),
      ...(onlyUnknown ? { unknown: true } : {}),
      ...(named && !corrected ? { name: true } : {}),
      ...(entities.exact.has(word) ? { exact: entities.exact.get(word) } : {}),
    };
  });
}

/** "bee" and "queue" of "bee-queue" name the product the whole name names. */
function markProductPieces(terms: QuestionTerm[], stats: TermStats): void {
  const names = terms
    .filter((t) => t.word.includes("-") && (stats.products?.has(t.term) ?? false))
    .map((t) => t.word);
  const pieces = new Set([
    ...names.flatMap((n) => n.split("-")),
    ...names.map((n) => n.replace(/-/g, "")),
  ]);
  for (const t of terms) if (pieces.has(t.word)) t.productPiece = true;
}

/** "X, and Y?" -> parts; a part needs two content terms to stand alone, else it joins its neighbour. */
function splitParts(question: string): string[] {
  const raw = question
    .split(
      /\?\s+(?=\S)|;\s*|,\s*(?:and|or|but)\s+|\s+and\s+(?=(?:what|which|how|when|where|why|who|is|are|can|does|do)\b)/i,
    )
    .map((p) => p.trim())
    .filter(Boolean);
  const parts: string[] = [];
  for (const p of raw) {
    // a fragment joins the part before it ("…, and what is its default?"), unless it asks another
    // kind of question ("…, and when should I use each?")
    const asks = /^(?:how|when|where|why|who)\b/i.test(p) && contentWords(p).length > 0;
    if (parts.length && contentWords(p).length < 2 && !asks)
      parts[parts.length - 1] = `${parts[parts.length - 1]} ${p}`;
    else parts.push(p);
  }
  return parts.length ? parts : [question];
}

/**
 * "(e.g. /jaeger)", "(for example 30s)": an illustration the user adds, not a name the answer must
 * contain — the page gives the flag, not the user's sample value.
 */
const EXAMPLE_ASIDE =
  /\((?:e\.\s?g\.?|i\.\s?e\.?|eg|for example|for instance|such as|like)[\s,][^)]*\)/gi;

export function analyzeQuestion(asked: string, stats: TermStats): QuestionAnalysis {
  const products = productNamesWritten(
    readAsAsked(asked),
    (name) => stats.products?.has(stem(name)) ?? false,
  );
  const question = products.text;
  // (a part is shown in the user's own words: "Better Queue", not the name it was read as)
  const asWritten = (text: string) =>
    products.read.reduce((t, [written, read]) => t.replace(read, written), text);
  const named = question.replace(EXAMPLE_ASIDE, " ");
  const entities = entityWords(named);
  const frame = frameWords(question);
  const terms = saidOnce(
    weighTerms(question, stats, entities).filter((t) => !frame.has(t.word)),
    stats,
  );
  lightenTakenByDefault(question, terms);
  addSpellings(question, terms, stats);
  markProductPieces(terms, stats);
  const byTerm = new Map(terms.map((t) => [t.misspelt ?? t.term, t]));
  const split = splitParts(question);
  const parts = split.map((text) => ({
    text: asWritten(text.replace(/[?.!]+$/, "")),
    terms: contentWords(text.replace(PURPOSE_CLAUSE, ""))
      .map(({ term }) => byTerm.get(term))
      .filter((t): t is QuestionTerm => t !== undefined),
    wants: split.length > 1 ? askedKinds(text) : askedKinds(question),
    asked: askedBeforeCondition(text, byTerm),
  }));
  return {
    question,
    terms,
    literals: literalsAsked(literalIdentifiers(named), terms, stats),
    parts: parts.filter((p) => p.terms.length > 0),
    wants: [...new Set([...askedKinds(question), ...parts.flatMap((p) => p.wants)])],
    products: tokenize(question).filter((w) => stats.products?.has(stem(w)) ?? false),
  };
}
