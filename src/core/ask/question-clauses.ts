/**
 * The clauses of a question that are not what it asks: the asker's purpose ("… so others can
 * install it") and a condition ("… when a request has more parameters than parameterLimit").
 */
import { contentWords, stem } from "../text/terms";
import { VALUE_KIND } from "./asked-kinds";
import type { QuestionPart, QuestionTerm } from "./question";
import { asksForNamedThing } from "./named-default";
import { heaviestTerm } from "./term-match";

/**
 * "… so others can install it the same way", "… in order to save space": the purpose the asker
 * has in mind, not what they ask — the page that answers "how do I publish a crate" need not talk
 * about installing it. The words still count for the whole question, not for the part.
 */
export const PURPOSE_CLAUSE =
  /\b(?:so(?: that)?\s+(?:[a-z]+\s+){1,2}?(?:can|could|will|would|may|might)|in order (?:to|that))\b.*$/i;

const CONDITION = /\s+(?:when|whenever|if|unless)\s+\S.*$/i;

/**
 * The question without its condition: "Which strategy does a Bottleneck limiter use by default when
 * the queue grows past highWater?" asks the strategy's default; highWater is only its occasion.
 */
export function withoutCondition(question: string): string {
  return question.replace(CONDITION, "");
}

export function askedBeforeCondition(
  text: string,
  byTerm: Map<string, QuestionTerm>,
): QuestionTerm[] {
  const main = withoutCondition(text);
  // "What happens if …" asks for the consequence of its condition, which says no "happen"
  if (
    main === text ||
    /^\W*what\s+(?:(?:will|would|could)\s+)?(?:happens?|occurs?)\W*$/i.test(main)
  )
    return [];
  const terms = contentWords(main.replace(PURPOSE_CLAUSE, ""))
    .map(({ term }) => byTerm.get(term))
    .filter((t): t is QuestionTerm => t !== undefined);
  // (nor the pieces of a name: "body" of "body-parser")
  const named = new Set(terms.filter((t) => t.must).flatMap((t) => t.word.split("-")));
  return terms.filter((t) => !t.must && !named.has(t.word));
}

/**
 * "How fast", "how quickly": the word after "how" asks for a measure; it is not what the question is
 * about. Nor is "README" ("what does the autocannon README recommend …"): it names the page being
 * asked, which no chunk of it writes.
 */
export function frameWords(question: string): Set<string> {
  const lower = question.toLowerCase();
  return new Set([
    ...[...lower.matchAll(/\bhow\s+([a-z]+)/g)].map((m) => m[1]!),
    "readme",
    // "what is the default value of X", "… the numeric value of the warn level": what is asked for,
    // as the measure after "how" is; the answer gives the value, it need not say "value"
    ...(/\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:(?:default|numeric|numerical|exact)\s+)?values?\s+of\b/.test(
      lower,
    )
      ? ["value", "numeric", "numerical"]
      : []),
    // "the default registry URL": the kind of value asked for, which the answer shows ("Default:
    // \"https://registry.npmjs.org/\"") without naming it
    ...[
      ...lower.matchAll(new RegExp(String.raw`\bdefault\s+[a-z][\w-]*\s+(${VALUE_KIND})\b`, "g")),
    ].map((m) => m[1]!),
    // "the moduleName option", "pino's timestamp option": the kind of thing the name is, not a word
    // its entry must write ("the X key" excepted: "key" may be what is asked)
    ...[...lower.matchAll(CALLED)].map((m) => m[2]!).filter((noun) => noun !== "key"),
  ]);
}

/**
 * "What content type does the JSDOM constructor assume by default?": the verb only says a default
 * is taken, and the answer may state the default without it ("It defaults to `"text/html"`"); it
 * weighs little — a page that says it ("By default nock assumes HTTP.") still says more.
 */
export function lightenTakenByDefault(question: string, terms: readonly QuestionTerm[]): void {
  const verbs = new Set([...question.toLowerCase().matchAll(TAKES_BY_DEFAULT)].map((m) => m[1]!));
  for (const t of terms) if (verbs.has(t.word)) t.weight *= LIGHT;
}

/** What such a verb weighs, of its rarity. */
const LIGHT = 0.2;

const TAKES_BY_DEFAULT =
  /\b(?:does|do|did|will|would)\s+(?:[\w.'’-]+\s+){1,4}?(assume|pick|choose|select|adopt|employ)\s+(?:[\w-]+\s+){0,2}?by\s+default\b/g;

/** "the points option", "pino's timestamp option": a setting called by its name, and what it is called. */
const CALLED =
  /(?:\bthe|['’]s)\s+([\w-]+)\s+(?:(?!(?:default|new|same|other)\b)[a-z]+\s+)?(option|flag|setting|parameter|property|field|key)\b/gi;

/**
 * The settings a question names as such: "the points option", "pino's timestamp option", "the
 * default level" (the word after "default" is the setting whose default is asked).
 */
export function settingsCalled(question: string): readonly string[] {
  // (asked of every keyed window of every candidate: read once per question)
  let out = calledIn.get(question);
  if (out) return out;
  out = readSettingsCalled(question);
  if (calledIn.size >= 256) calledIn.clear();
  calledIn.set(question, out);
  return out;
}
const calledIn = new Map<string, readonly string[]>();

function readSettingsCalled(question: string): string[] {
  const out: string[] = [];
  for (const m of question.matchAll(CALLED)) out.push(stem(m[1]!.toLowerCase()));
  // (a one-word name only: in "the default connect timeout" the setting is not "connect"; the kind
  // of its value may follow: "the default registry URL")
  const defaulted = new RegExp(
    String.raw`\bdefault\s+([a-z][\w-]*)(?=(?:\s+(?:${VALUE_KIND}))?(?:\s+(?:of|for|in|on|when|if)\b|\W*$))`,
    "gi",
  );
  for (const m of question.matchAll(defaulted)) {
    const word = m[1]!.toLowerCase();
    if (
      !/^(?:values?|numbers?|amount|settings?|options?|behaviou?r|way|is|are|was|for|of|in)$/.test(
        word,
      )
    )
      out.push(stem(word));
  }
  return out;
}

/**
 * Of a question with a condition, the most telling word of what it asks before it: "How does
 * smol-toml sort keys by default when stringifying?" asks how it sorts, and notes on stringifying
 * that say no "sort" do not answer it. A question asking for a thing by name ("What HTTP status code
 * does Mercurius return when …?") is answered by one (`400 Bad Request`) without its verb, and "what
 * happens" by what does.
 */
export function heaviestAsked(part: QuestionPart): QuestionTerm | null {
  if (asksForNamedThing(part.text)) return null;
  return heaviestTerm((part.asked ?? []).filter((t) => !/^(?:happen|occur)/i.test(t.word)));
}
