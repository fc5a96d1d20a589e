/**
 * The windows that can be the answer itself: a one-part question asking for a number is not
 * answered by quotes without one, nor one asking for a default by quotes that state none (a sample
 * that passes a value is not the default), nor one naming a setting by another setting's entry.
 */
import { newLiterals, statedText } from "./answer-kinds";
import { measureShown } from "./measures";
import { ASKS_A_THING, ASKS_DEFAULT } from "./asked-kinds";
import { askedDefaultHead } from "./asked-default-noun";
import { boundlessValue, countedWords, countsAsked } from "./counted";
import type { QuestionAnalysis, QuestionTerm } from "./question";
import { blocksOf, type Window } from "./quote-windows";
import { isEntryHeading, sectionHeading } from "./section-subject";
import { contentTerms } from "../text/terms";
import { ENTRY_KEY, itemKeyWords, keyedByAnother } from "./entry-keys";
import { askedCellBlank } from "./table-cells";
import {
  headingSpeaksFor,
  onlyBooleanDefaults,
  onlyYesOrNoDefaults,
  statesDefault,
} from "./stated-default";
import { setsAValue } from "./config-sample";
import { anotherProgramsHelp } from "./sample-program";
import { askedByPhrase, namingWhereDefaultSaid } from "./named-default";
import {
  COMMON_WEIGHT,
  heaviestTerm,
  namedOnlyInLonger,
  passageTerms,
  termIn,
  withPrefixes,
} from "./term-match";

/** The paragraph just before a window: what leads it in ("… using the `x` option:"). */
function leadInOf(w: Window): string {
  return (
    w.passage.text
      .slice(Math.max(0, w.start - 300), w.start)
      .split(/\n\s*\n/)
      .filter((p) => p.trim())
      .at(-1) ?? ""
  );
}

const EXAMPLE_ASIDE = /\((?:for example|for instance|e\.g\.),?\s[^()]*\)/gi;

/**
 * "By default, the SDK uses provider-documented limits (for example, DALL-E 3 can only generate 1
 * image per call, …)": the numbers of an aside's examples are theirs, and answer "How many images
 * does generateImage generate by default?" no more than the sentence does — unless the question
 * names what the aside is about.
 */
function withoutOthersExamples(q: QuestionAnalysis, text: string): string {
  // (named as written: the aside's "generate 1 image" does not name `generateImage`)
  return text.replace(EXAMPLE_ASIDE, (aside) =>
    q.terms.some((t) => t.must && aside.toLowerCase().includes(t.word.toLowerCase())) ? aside : " ",
  );
}

/** A code block, or a block that opens with one ("```nestingLimit: 6``` This will prevent …"). */
function opensWithCode(w: Window): boolean {
  return w.kind === "code" || /^\s*(?:`{3,}|~{3,})/.test(w.passage.text.slice(w.start, w.end));
}

export function answeringWindows(q: QuestionAnalysis, windows: Window[]): Window[] {
  const single = q.parts.length <= 1;
  const needsNumber = single && q.wants.includes("number");
  const needsDefault = single && q.wants.includes("literal") && ASKS_DEFAULT.test(q.question);
  if (!needsNumber && !needsDefault) return windows;
  const needs = { number: needsNumber, default: needsDefault, counted: countedWords(q.question) };
  return windows.filter((w) => {
    const own = w.passage.text.slice(w.start, w.end);
    // (a row whose cell under the asked column is empty gives nothing: "| `X` | No | — | …")
    if (askedCellBlank(q.question, w.context, own)) return false;
    if (needs.default && anotherProgramsHelp(w, q.question)) return false;
    return ofNamedSetting(q, statedParts(w)).some((text) => statesValue(q, w, text, needs));
  });
}

/**
 * Of a list's items, the one keyed by the setting the question names by its identifier: asked
 * "cookie-session's default maxAge", "- `maxAge`: a number … for expiry" is the item that answers,
 * and "- `expires`: … (expires at the end of session by default)" beside it states another's.
 */
function ofNamedSetting(q: QuestionAnalysis, parts: StatedPart[]): string[] {
  const named = q.terms.filter((t) => t.must && t.exact).map((t) => t.word.toLowerCase());
  const keyed = parts.filter((p) => p.key !== null && named.includes(p.key.toLowerCase()));
  return (parts.length > 1 && keyed.length ? keyed : parts).map((p) => p.text);
}

/** A paragraph as one line: its wrapping undone (a code fence or a list left as written). */
function unwrapped(text: string): string {
  return /^\s*(?:`{3,}|~{3,}|[-*+]\s|\d+[.)]\s|\|)/m.test(text)
    ? text
    : text.replace(/([^\n])[ \t]*\n[ \t]*(?=[^\n])/g, "$1 ");
}

interface StatedPart {
  text: string;
  /** the setting a list item opens with (`maxAge` of "- `maxAge`: …"), if any */
  key: string | null;
}

/**
 * What a window states, read block by block when it is a list with the sentence that introduces it:
 * "The following parameters will impact Amazon SQS's polling behavior:" over `batchSize`'s item and
 * `provisionedPollerConfig`'s "(default: 2)" states no default batch size, though the list as a
 * whole holds the words of the one and the value of the other.
 */
function statedParts(w: Window): StatedPart[] {
  const intro = introductionOf(w);
  // (a sentence's line breaks are the source's wrapping, not lines: "For both, `batchWindow`\n
  // defaults to 900 seconds" is `batchWindow`'s default on one line)
  const own = w.passage.text.slice(w.start, w.end);
  if (intro === null)
    return [
      { text: statedText(w.context, w.kind === "sentence" ? unwrapped(own) : own), key: null },
    ];
  return blocksOf(w.passage)
    .filter((b) => b.start > w.start && b.end <= w.end)
    .map((b) => {
      const item = w.passage.text.slice(b.start, b.end);
      return {
        text: statedText(b.context, `${intro}\n${item}`),
        key: ENTRY_KEY.exec(item)?.[1] ?? null,
      };
    });
}

/** Whether a window's text gives the value asked: a number of the measure asked, a default stated. */
function statesValue(
  q: QuestionAnalysis,
  w: Window,
  text: string,
  needs: { number: boolean; default: boolean; counted: string[] },
): boolean {
  // (under a heading that says so, "Default Headers", every block states a default; a sample
  // led in by "… using the `x` option:" sets a value of the reader's choosing)
  const headed = `${sectionHeading(w.passage).heading}\n${text}`;
  const told = needs.number ? withoutOthersExamples(q, text) : text;
  return (
    (!needs.number ||
      ((newLiterals(told, q.question).numbers || boundlessValue(told, q.question)) &&
        // (an entry's value is measured as its name says: "Default: `16384`" under `chunkSize`)
        measureShown(
          q.question,
          `${entryWords(w)}\n${itemKeyWords(q.question, text, w.context)}\n${told}`,
        ) &&
        countsAsked(needs.counted, told))) &&
    (!needs.default ||
      ((statesDefault(text, q.question) ||
        (statesDefault(headed, q.question) && headingSpeaksFor(text))) &&
        !(opensWithCode(w) && setsAValue(leadInOf(w), text)) &&
        // (nor, asked a thing of a kind, "the heading style", is a yes or a no)
        !(needs.number && onlyBooleanDefaults(text, q.question)) &&
        !(ASKS_A_THING.test(q.question) && onlyYesOrNoDefaults(text, q.question))))
  );
}

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
  const settings =
    q.parts.length <= 1
      ? [...q.terms.filter((t) => t.must && t.exact && !t.word.includes(".")), ...spoken]
      : [];
  // (named by its identifier too: "quick-lru's default maxSize" is not the "Defaults to 1." under
  // "#### .evict(count?)" when "#### maxSize" is an entry)
  const headed = settings.filter((t) =>
    windows.some((w) => entryHeadingName(w)?.toLowerCase() === t.word.toLowerCase()),
  );
  if (!settings.length) return eligible;
  // (the thing asked for by name: "What value does json2csv use for missing fields?" asks no `fields`)
  const askedByName = askedByPhrase(q.question, spoken);
  const names = (w: Window) => {
    const around = passageTerms(w.context ?? "", w.passage.breadcrumb, w.passage.sourcePath);
    // (`defaultPreloadStaleTime` is another setting than the `defaultPreload` it begins with)
    const written = `${w.context ?? ""} ${w.passage.text.slice(w.start, w.end)}`;
    return settings.every(
      (t) =>
        (termIn(w.own, t) || termIn(around, t)) &&
        !(t.exact && namedOnlyInLonger(t.word, written, q.question)),
    );
  };
  const anotherSetting = (w: Window) => {
    const text = w.passage.text.slice(w.start, w.end);
    // (of a default, only a setting in its clause: "Adapters default to `entity.id`; collections
    // keyed by another field must provide `selectId`." states the adapter's default)
    const clauses = /\bdefault/i.test(text)
      ? text.split(/[;.](?:\s|$)/).filter((c) => /\bdefault/i.test(c))
      : [text];
    return (
      (headed.length > 0 && underAnotherEntry(w, headed)) ||
      keyedByAnother(text, askedByName) ||
      ((ENTRY_KEY.test(text) || clauses.some((c) => CODED_SETTING.test(c))) && !names(w))
    );
  };
  const kept = eligible.filter((w) => !anotherSetting(w));
  return windows.some(names) ? namingWhereDefaultSaid(q, settings, kept) : eligible;
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
        ENTRY_KEY.exec(w.passage.text.slice(w.start, w.end))?.[1]?.toLowerCase() ===
          t.word.toLowerCase() || entryHeadingName(w)?.toLowerCase() === t.word.toLowerCase(),
    );
  // (what the default is of, by the question's grammar, when an entry bears its name: "the
  // default name of the session ID cookie" asks the `name` entry's, not the rarer word's `cookie`)
  // ("How many salt rounds …?" counts rounds: the `rounds` entry's, not the `salt` entry's)
  const head = askedDefaultHead(q.question) ?? countedWords(q.question).at(-1)?.toLowerCase();
  const grammatical = q.terms.find((x) => !x.must && x.word.toLowerCase() === head);
  if (grammatical && keyed(grammatical)) return [grammatical];
  const t = heaviestTerm(q.terms.filter((x) => !x.must && !/^default/i.test(x.word)));
  if (!t || t.weight < COMMON_WEIGHT) return [];
  return keyed(t) ? [t] : [];
}

/** The words of the setting a reference entry's heading names ("chunk Size" of `chunkSize`), or "". */
function entryWords(w: Window): string {
  return (entryHeadingName(w) ?? "").replace(/([a-z0-9])([A-Z])/g, "$1 $2");
}

/** The setting a reference entry's heading names ("`crlf` (Boolean)", "saveUninitialized (optional)"), or null. */
function entryHeadingName(w: Window): string | null {
  const { heading } = sectionHeading(w.passage);
  if (!heading || !isEntryHeading(heading)) return null;
  return heading.replace(/\s*\([^)]*\)$/, "").replace(/`/g, "");
}

/**
 * A sentence under another entry's heading states that entry's default: asked "Which store does
 * @fastify/session use by default?", "Save sessions to the store, … defaults to `true`." under
 * "saveUninitialized (optional)" is that option's, beside the "store" entry's "Defaults to a simple
 * in-memory store." (A list item keys itself, whatever its heading.)
 */
function underAnotherEntry(w: Window, spoken: readonly QuestionTerm[]): boolean {
  const name = entryHeadingName(w);
  if (name === null || ENTRY_KEY.test(w.passage.text.slice(w.start, w.end))) return false;
  // (its words, whatever its case: `RetryOptions` speaks of retries)
  const named = withPrefixes(
    contentTerms(`${name} ${name.replace(/([a-z0-9])([A-Z])/g, "$1 $2")}`),
  );
  // (one of the settings asked is enough: "@fastify/cookie's HttpOnly" is the `httpOnly` entry's, though
  // another page has a `cookie` entry)
  return !spoken.some((t) => termIn(named, t));
}

/**
 * A list quoted with the sentence that introduces it ("Goodbye v3, hello v4! We made quite a few
 * changes:" and its ten items) is an answer as a whole only when that sentence is about the
 * question, or the question asks for a list or steps: otherwise the words of one item and the value
 * of another would make up an answer no item gives. Each item is still a window of its own.
 */
export function aboutTheirIntroduction(q: QuestionAnalysis, windows: Window[]): Window[] {
  if (q.wants.includes("list") || q.wants.includes("procedure")) return windows;
  const telling = q.terms.filter((t) => t.must || t.weight >= COMMON_WEIGHT);
  return windows.filter((w) => {
    const intro = introductionOf(w);
    if (intro === null) return true;
    const have = passageTerms(intro, "", null);
    return telling.some((t) => termIn(have, t));
  });
}

/** The sentence a window opens with when it ends in a colon and the window runs on past it. */
function introductionOf(w: Window): string | null {
  const first = blocksOf(w.passage).find((b) => b.start === w.start);
  if (!first || first.kind !== "sentence" || first.end >= w.end) return null;
  const text = w.passage.text.slice(first.start, first.end);
  return /:\s*$/.test(text) ? text : null;
}
