/**
 * A one-part question that names a setting, by its identifier or in words, is answered by the entry
 * of that setting, not by a neighbour's: which windows speak of another setting than the one asked.
 */
import { ASKS_DEFAULT } from "./asked-kinds";
import { askedDefaultHead, askedDefaultWords, whichNounAsked } from "./asked-default-noun";
import { countedWords } from "./counted";
import { withoutCondition } from "./question-clauses";
import type { QuestionAnalysis, QuestionTerm } from "./question";
import { windowText as textOf, type Window } from "./quote-windows";
import { isEntryHeading, sectionHeading } from "./section-subject";
import { contentTerms } from "../text/terms";
import {
  ENTRY_KEY,
  entryKeyOf,
  keyedByAnother,
  keyedExactly,
  keyedBeyondAsked,
  keysAmong,
} from "./entry-keys";
import { askedByPhrase, namingWhereDefaultSaid } from "./named-default";
import {
  COMMON_WEIGHT,
  heaviestTerm,
  namedOnlyInLonger,
  passageTerms,
  termIn,
  withPrefixes,
} from "./term-match";

/** A setting named in code, as settings are: `blockingTimeout`, `max_retries`, `defaultStaleTime: 30_000`. */
const CODED_SETTING = /`[a-z_$][\w$]*(?:[a-z][A-Z]|[a-z]_[a-z])[\w$]*(?::\s[^`\n]*)?`/;
/**
 * A one-part question that names a setting by its identifier ("the default proxyTimeout") is not
 * answered by a block about another setting: the option list's "- **option.followRedirects**: …
 * Default: false" beside "- **option.proxyTimeout**: timeout (in millis) …" states a neighbour's
 * default, as "It is **disabled by default** and is only enabled when `blockingTimeout` is set"
 * does for "the default connectTimeout"; no quote is better than such a one. A block naming no
 * setting ("This option defaults to `Infinity`." after "using the `maxNumberOfTopLevelDescribes`
 * option:") may still be about the one asked.
 */
export function aboutNamedSetting(
  q: QuestionAnalysis,
  windows: readonly Window[],
  eligible: Window[],
): Window[] {
  // (a member called, "a logger created with winston.createLogger", is how the thing asked about is
  // made, not the setting asked)
  const spoken = q.parts.length <= 1 ? spokenSetting(q, windows) : [];
  // (options written as headings, "##### store", when the one asked is one of them)
  const settings = q.parts.length <= 1 ? settingsAsked(q, spoken) : [];
  // (named by its identifier too: "quick-lru's default maxSize" is not the "Defaults to 1." under
  // "#### .evict(count?)" when "#### maxSize" is an entry)
  const headed = settings.filter((t) =>
    windows.some((w) => entryHeadingName(w)?.toLowerCase() === t.word.toLowerCase()),
  );
  if (!settings.length) return eligible;
  // (the thing asked for by name: "What value does json2csv use for missing fields?" asks no `fields`)
  const askedByName = askedByPhrase(q.question, spoken);
  // (a spoken setting some entry is keyed by exactly: `font` beside `fontOptions`)
  const exactKeys = keysAmong(spoken, windows.map(textOf));
  const names = (w: Window) => namesAll(q, settings, w);
  const anotherSetting = (w: Window) => {
    const text = textOf(w);
    // (of a default, only a setting in its clause: "Adapters default to `entity.id`; collections
    // keyed by another field must provide `selectId`." states the adapter's default)
    const clauses = /\bdefault/i.test(text)
      ? text.split(/[;.](?:\s|$)/).filter((c) => /\bdefault/i.test(c))
      : [text];
    return (
      (headed.length > 0 && underAnotherEntry(w, headed)) ||
      keyedByAnother(text, askedByName) ||
      keyedBeyondAsked(text, exactKeys, q.question) ||
      ((ENTRY_KEY.test(text) || clauses.some((c) => CODED_SETTING.test(c))) &&
        !names(w) &&
        !keyedExactly(text, exactKeys))
    );
  };
  const kept = eligible.filter((w) => !anotherSetting(w));
  // (an entry keyed by the setting asked names it, though the question's other words are elsewhere)
  return windows.some(names) || kept.some((w) => keyedExactly(textOf(w), exactKeys))
    ? namingWhereDefaultSaid(q, settings, kept)
    : eligible;
}

/**
 * The settings the question asks by name: those written as identifiers, save one said only in the
 * question's condition ("… by default when clearQueue() is called?" asks of the `rejectOnClear`
 * entry, and `clearQueue()` is its occasion), and the one it calls in words.
 */
function settingsAsked(q: QuestionAnalysis, spoken: QuestionTerm[]): QuestionTerm[] {
  const main = withoutCondition(q.question).toLowerCase();
  const written = q.terms.filter(
    (t) => t.must && t.exact && !t.word.includes(".") && main.includes(t.word.toLowerCase()),
  );
  return [...written, ...spoken];
}

/** Whether a window, with its context, names every setting asked. */
function namesAll(q: QuestionAnalysis, settings: readonly QuestionTerm[], w: Window): boolean {
  const around = passageTerms(w.context ?? "", w.passage.breadcrumb, w.passage.sourcePath);
  // (`defaultPreloadStaleTime` is another setting than the `defaultPreload` it begins with)
  const written = `${w.context ?? ""} ${textOf(w)}`;
  return settings.every(
    (t) =>
      (termIn(w.own, t) || termIn(around, t)) &&
      !(t.exact && namedOnlyInLonger(t.word, written, q.question)),
  );
}

/**
 * A setting the question names in words: asked "the default temperature of an agent", the
 * question's most telling word is the key of an entry among the evidence ("- `temperature`
 * (`number`, optional): …"), and the telemetry entry's "Disabled by default" beside it is another
 * setting's default, as "- `metric` (…): … Default: `cosine`." is for "the default dimension".
 */
function spokenSetting(q: QuestionAnalysis, windows: readonly Window[]): QuestionTerm[] {
  if (!ASKS_DEFAULT.test(q.question)) return [];
  const keyed = (t: QuestionTerm) =>
    windows.some(
      (w) =>
        keyOf(w)?.toLowerCase() === t.word.toLowerCase() ||
        entryHeadingName(w)?.toLowerCase() === t.word.toLowerCase(),
    );
  // (what the default is of, by the question's grammar, when an entry bears its name: "the
  // default name of the session ID cookie" asks the `name` entry's, not the rarer word's `cookie`)
  // ("How many salt rounds …?" counts rounds: the `rounds` entry's, not the `salt` entry's)
  // ("the default milliseconds value" asks the `milliseconds` entry's: the word before a generic one)
  const head =
    askedDefaultHead(q.question) ??
    askedDefaultWords(q.question).at(-1) ??
    countedWords(q.question).at(-1)?.toLowerCase() ??
    whichNounAsked(q.question);
  const grammatical = q.terms.find((x) => !x.must && x.word.toLowerCase() === head);
  if (grammatical && keyed(grammatical)) return [grammatical];
  const t = heaviestTerm(q.terms.filter((x) => !x.must && !/^default/i.test(x.word)));
  if (!t || t.weight < COMMON_WEIGHT) return [];
  return keyed(t) ? [t] : [];
}

/** The setting a window's entry is keyed by (`quality` of "- ###### `rendererOpts.quality`"), if any. */
function keyOf(w: Window): string | null {
  return entryKeyOf(textOf(w));
}

/** The setting a reference entry's heading names ("`crlf` (Boolean)", "saveUninitialized (optional)"), or null. */
export function entryHeadingName(w: Window): string | null {
  const { heading } = sectionHeading(w.passage);
  if (!heading || !(isEntryHeading(heading) || CODED_WITH_KIND.test(heading))) return null;
  // (a key of a list's items or an object's is named by its last part: "config.columns[*].width"
  // is the `width` entry)
  return heading
    .replace(RETURNED_TYPE, "")
    .replace(/\s*(?:=+>|->|→)\s.*$/, "")
    .replace(/\s*\([^)]*\)$/, "")
    .replace(/(?<=`)\s+[a-z]+$/, "")
    .replace(/\?$/, "")
    .replace(/`/g, "")
    .split(".")
    .at(-1)!;
}

/** The type a method's heading says it returns, before its name: "String " of "String toFraction()". */
const RETURNED_TYPE = /^[A-Za-z][\w.<>[\]|]*\s+(?=\.?[a-z][\w.$-]*\()/;

/** A coded name with what it is: "`circles` option", "`idempotencyKeyTTL` option". */
const CODED_WITH_KIND = /^`[^`]+`\s+(?:option|setting|property|parameter|argument|flag|field)$/;

/**
 * A sentence under another entry's heading states that entry's default: asked "Which store does
 * @fastify/session use by default?", "Save sessions to the store, … defaults to `true`." under
 * "saveUninitialized (optional)" is that option's, beside the "store" entry's "Defaults to a simple
 * in-memory store." (A list item keys itself, whatever its heading.)
 */
function underAnotherEntry(w: Window, spoken: readonly QuestionTerm[]): boolean {
  const name = entryHeadingName(w);
  if (name === null || ENTRY_KEY.test(textOf(w))) return false;
  // (its words, whatever its case: `RetryOptions` speaks of retries)
  const named = withPrefixes(
    contentTerms(`${name} ${name.replace(/([a-z0-9])([A-Z])/g, "$1 $2")}`),
  );
  // (one of the settings asked is enough: "@fastify/cookie's HttpOnly" is the `httpOnly` entry's, though
  // another page has a `cookie` entry; so is an entry under the one asked: `preserveOrder` under
  // "pMapIterable(input, mapper, options?)" is pMapIterable's)
  const above = w.passage.breadcrumb.split(" › ").slice(0, -1);
  return !spoken.some(
    (t) =>
      termIn(named, t) ||
      above.some(
        (h) =>
          h.replace(/\(.*$/, "").split(".").at(-1)?.trim().toLowerCase() === t.word.toLowerCase(),
      ),
  );
}
