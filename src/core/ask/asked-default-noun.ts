/** What a question asks the default of: "the default request timeout of …" asks the timeout's. */
import { ASKS_DEFAULT } from "./asked-kinds";
import type { QuestionPart } from "./question";
import { COMMON_WEIGHT, termIn } from "./term-match";
import { stem } from "../text/terms";

/** A word that names no setting of its own: "the default value", "the default behaviour". */
export const GENERIC_NOUN = /^(?:values?|settings?|options?|behaviou?r|one|setting value)$/;

/**
 * What "the default request timeout of …" asks the default of: its last word, "timeout" (and nothing
 * of "How many lines does csv-parser skip by default before parsing headers?": "by default" is how,
 * nor of "Which cookie priority is the default when none is set?", where the default is the noun).
 */
const ASKED_DEFAULT_NOUN =
  /(?<!\bby\s+)\bdefault\s+(?!(?:when|if|unless|while|is|are|was|were)\b)(?:[a-z][\w-]*\s+){0,2}?([a-z][\w-]*)\s*(?:\?|$|\b(?:of|for|in|on|when|used|that|with|does|do|is|are)\b)/i;
/**
 * What a yes or a no never is: a measure ("the default column width" is no `false`) or a thing of a
 * kind ("the default format string", "the default font").
 */
const NEVER_YES_OR_NO =
  /^(?:width|height|size|length|timeout|interval|delay|duration|ttl|age|limit|count|depth|port|retrie|threshold|capacity|padding|margin|column|row|string|name|path|url|uri|director(?:y|ie)|folder|file|template|text|message|char(?:acter)?|colou?r|font|encoding|format|mode|style|level|locale|language|separator|delimiter|prefix|suffix|unit)s?$/;

/** Whether the default asked is a measure's or a thing's of a kind, which a yes or a no is not. */
export function asksValuedDefault(question: string): boolean {
  return NEVER_YES_OR_NO.test(askedDefaultNoun(question) ?? "");
}

/** The noun whose default is asked ("timeout" of "the default request timeout of …"), unless generic ("value"). */
export function askedDefaultNoun(question: string): string | undefined {
  return nounAsked(ASKED_DEFAULT_NOUN.exec(question));
}

/**
 * The word "the default name of the session ID cookie" asks the default of, "name", even where it
 * names no setting by itself (a reference whose entries are headed "name", "cookie", "store").
 */
export function askedDefaultHead(question: string): string | undefined {
  const noun = ASKED_DEFAULT_NOUN.exec(question)?.[1]?.toLowerCase();
  return noun && !GENERIC_NOUN.test(noun) ? noun : undefined;
}

/** "Which port does basic-ftp's access() connect to by default?" asks of a port: the noun after "which". */
const WHICH_NOUN = /^\W*(?:which|what)\s+([a-z][\w-]*)\s+(?:does|do|is|are|will|would|should)\b/i;

/** The noun a "which …" question asks for ("port" of "Which port does … by default?"), unless generic. */
export function whichNounAsked(question: string): string | undefined {
  const noun = WHICH_NOUN.exec(question)?.[1]?.toLowerCase();
  return noun && !GENERIC_NOUN.test(noun) ? noun : undefined;
}

function nounAsked(m: RegExpExecArray | null): string | undefined {
  const noun = m?.[1]?.toLowerCase();
  // ("the default name of the session ID cookie" is answered by the name, `sails.sid`, unsaid)
  return noun && !GENERIC_NOUN.test(noun) && !/^(?:names?|types?|kinds?)$/.test(noun)
    ? noun
    : undefined;
}

/** Every word of what "the default drain mode of …" asks the default of: "drain", "mode". */
export function askedDefaultWords(question: string): string[] {
  const m = ASKED_DEFAULT_NOUN.exec(question);
  if (!m) return [];
  const words = m[0]
    .replace(/^default\s+/i, "")
    .split(/\s+/)
    // (without the question mark the match ends on: "separator?" is "separator")
    .map((w) => w.toLowerCase().replace(/\W+$/, ""));
  if (nounAsked(m)) return words;
  // ("the default trim option" asks the default of the option named before the generic word)
  const noun = m[1]!.toLowerCase();
  return GENERIC_NOUN.test(noun)
    ? words.slice(0, words.indexOf(noun)).filter((w) => w && !GENERIC_NOUN.test(w))
    : [];
}

/** A code span or a quoted string: `default`, 'default', "default" are names and values, not the word. */
export const QUOTED = /`[^`\n]*`|(?<![\w'"])(['"])[^'"\n]*\1(?![\w'"])/g;

/**
 * "the default HTTP client", "a default profile", "in default preference order": a default named by
 * the thing it is the default of.
 */
const DEFAULT_THING =
  /\b(?:the|a|an|its|their|your|our|in)\s+default\s+((?:(?!(?:is|are|was|were|to|for|of|in|on|and|or|with|that|which|when|if|by)\b)[A-Za-z][\w-]*\s*){1,3})/gi;

/** "By default the wrap is soft": the default of the thing the sentence goes on to name. */
const BY_DEFAULT_SUBJECT =
  /\bby default,?\s+(?:the\s+|an?\s+)?((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:is|are|will be|was|were)\b/gi;
const PRONOUN = /^(?:it|this|that|they|these|those|there|we|you|one|each|all|nothing)$/;
const AUXILIARY =
  /^(?:can|could|will|would|shall|should|may|might|must|be|been|being|has|have|had|does|do|did|not|also)$/;

/**
 * "There are two ways to enable debug logging in the default HTTP client." speaks of the client
 * that is the default, and states no default log level: a line whose every "default" names another
 * thing than the one asked (no word of the question) states none of its. So does "the default
 * format functions" for "the default format string" (another noun after the word asked), and "By
 * default the wrap is soft, meaning long words may extend past the column width." for "the default
 * column width".
 */
export function anotherThingsDefault(line: string, question: string): boolean {
  const head = askedDefaultNoun(question);
  if (!head) return false;
  // ("The default target specification is 2.0." names what "the default target specification
  // version" asks, "This has a default value of `5`" the value asked)
  const said = question.toLowerCase().match(/[a-z][\w-]*/g) ?? [];
  const asked = new Set(said.map(stem));
  // ("The default size is 2MB." speaks of the size `maxFieldsSize` is named for)
  const ends = (w: string) => said.some((a) => a.length > w.length + 2 && a.endsWith(w));
  const saysAsked = (words: string[]) =>
    words.some((w) => asked.has(stem(w)) || GENERIC_NOUN.test(w) || ends(w));
  const rest = line
    .replace(DEFAULT_THING, (all, thing: string) => {
      // (the thing's words before a verb: "The default server can be overridden" names the server)
      const named = thing.toLowerCase().trim().split(/\s+/);
      const verb = named.findIndex((w) => AUXILIARY.test(w));
      const words = verb > 0 ? named.slice(0, verb) : named;
      const otherNoun =
        !asked.has(stem(words.at(-1)!)) &&
        !ends(words.at(-1)!) &&
        !words.some((w) => stem(w) === stem(head) || GENERIC_NOUN.test(w));
      return saysAsked(words) && !otherNoun ? all : " ";
    })
    .replace(BY_DEFAULT_SUBJECT, (all, subject: string) => {
      const words = subject.toLowerCase().split(/\s+/);
      return PRONOUN.test(words[0]!) || saysAsked(words) ? all : " ";
    });
  return rest !== line && !/\bdefault/i.test(rest.replace(QUOTED, " "));
}

/**
 * Asked "the default temperature of the Ollama adapter", an answer says "temperature": the row
 * giving the adapter's `OLLAMA_HOST` default answers no part of it, however rare its other words.
 */
export function defaultNounSaid(
  part: QuestionPart,
  have: ReadonlySet<string>,
  written: string,
): boolean {
  // (any word of the asked phrase: "Default replacement: `[censored]`" answers "the default
  // replacement text", "'fifo' (default)" under `drain` "the default drain mode")
  const words = ASKS_DEFAULT.test(part.text) ? askedDefaultWords(part.text) : [];
  // (not a name the phrase holds: "the default API version of the OpenAI client" is not answered by
  // `apiKey`'s default, which says "API" but no version)
  const terms = part.terms.filter((t) => !t.must && words.includes(t.word.toLowerCase()));
  // (nor a word the knowledge base says everywhere: "logs are written to stderr" in a logging
  // library's README says "log" and answers no "default log level")
  const telling = terms.filter((t) => t.weight >= COMMON_WEIGHT);
  return (
    !terms.length ||
    (telling.length ? telling : terms).some((t) => termIn(have, t) && nounWritten(t.word, written))
  );
}

/**
 * A noun in "-ion" is said by itself, not by the word the stemmer makes of it: "Direct
 * `row.toggleSelected()` calls" and "direct sub-rows" say nothing of a "default sort direction".
 */
function nounWritten(word: string, written: string): boolean {
  const noun = /^([a-z]+ion)s?$/i.exec(word)?.[1];
  return !noun || new RegExp(`\\b${noun}`, "i").test(written);
}
