/**
 * The windows that can be the answer itself: a one-part question asking for a number is not
 * answered by quotes without one, nor one asking for a default by quotes that state none (a sample
 * that passes a value is not the default), nor one naming a setting by another setting's entry.
 */
import { newLiterals, statedText } from "./answer-kinds";
import { measureShown } from "./measures";
import { ASKS_DEFAULT } from "./asked-kinds";
import { boundlessValue, countedWords, countsAsked } from "./counted";
import type { QuestionAnalysis, QuestionTerm } from "./question";
import { blocksOf, type Window } from "./quote-windows";
import { isEntryHeading, sectionHeading } from "./section-subject";
import { escapeRegExp } from "../text/regexp";
import { contentTerms } from "../text/terms";
import { askedCellBlank } from "./table-cells";
import { headingSpeaksFor, setsAValue, statesDefault } from "./stated-default";
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
    return statedParts(w).some((text) => statesValue(q, w, text, needs));
  });
}

/**
 * What a window states, read block by block when it is a list with the sentence that introduces it:
 * "The following parameters will impact Amazon SQS's polling behavior:" over `batchSize`'s item and
 * `provisionedPollerConfig`'s "(default: 2)" states no default batch size, though the list as a
 * whole holds the words of the one and the value of the other.
 */
function statedParts(w: Window): string[] {
  const intro = introductionOf(w);
  if (intro === null) return [statedText(w.context, w.passage.text.slice(w.start, w.end))];
  return blocksOf(w.passage)
    .filter((b) => b.start > w.start && b.end <= w.end)
    .map((b) => statedText(b.context, `${intro}\n${w.passage.text.slice(b.start, b.end)}`));
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
        measureShown(q.question, told) &&
        countsAsked(needs.counted, told))) &&
    (!needs.default ||
      ((statesDefault(text, q.question) ||
        (statesDefault(headed, q.question) && headingSpeaksFor(text))) &&
        !(opensWithCode(w) && setsAValue(leadInOf(w), text))))
  );
}

/** The entry a list item or table row opens with: "- **option.followRedirects**: …", "| `level` | …". */
const ENTRY_KEY =
  /^\s*(?:[-*+]\s+|\d+[.)]\s+|\|\s*)?(?:\*\*|__)?`?(?:--?)?([A-Za-z_$][\w$.-]*)`?(?:\*\*|__)?\s*(?:[:|(]|\s[-–—]\s)/;
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
  const headed = spoken.filter((t) =>
    windows.some((w) => entryHeadingName(w)?.toLowerCase() === t.word),
  );
  const settings =
    q.parts.length <= 1
      ? [...q.terms.filter((t) => t.must && t.exact && !t.word.includes(".")), ...spoken]
      : [];
  if (!settings.length) return eligible;
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
      ((ENTRY_KEY.test(text) || clauses.some((c) => CODED_SETTING.test(c))) && !names(w))
    );
  };
  return windows.some(names) ? eligible.filter((w) => !anotherSetting(w)) : eligible;
}

/**
 * A setting the question names in words: asked "the default temperature of an agent", the
 * question's most telling word is the key of an entry among the evidence ("- `temperature`
 * (`number`, optional): …"), and the telemetry entry's "Disabled by default" beside it is another
 * setting's default, as "- `metric` (…): … Default: `cosine`." is for "the default dimension".
 */
function spokenSetting(q: QuestionAnalysis, windows: readonly Window[]): QuestionTerm[] {
  if (!ASKS_DEFAULT.test(q.question)) return [];
  const t = heaviestTerm(q.terms.filter((x) => !x.must && !/^default/i.test(x.word)));
  if (!t || t.weight < COMMON_WEIGHT) return [];
  const keyed = windows.some(
    (w) =>
      ENTRY_KEY.exec(w.passage.text.slice(w.start, w.end))?.[1]?.toLowerCase() ===
        t.word.toLowerCase() || entryHeadingName(w)?.toLowerCase() === t.word.toLowerCase(),
  );
  return keyed ? [t] : [];
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
  return !spoken.every((t) => termIn(named, t));
}

/** A page's name: its file's stem ("label-has-for" of `…/label-has-for.md`). */
function pageName(sourcePath: string | null): string {
  return (sourcePath ?? "")
    .replace(/^.*\//, "")
    .replace(/\.[^.]+$/, "")
    .toLowerCase();
}

/**
 * A question that names a page by its hyphenated name ("the label-has-associated-control rule") is
 * about that page: "`depth` (default 2, max 25)" is written on control-has-associated-label's page
 * too, with the same words in another order, and quoted from there it cites the wrong rule. Only
 * names of two parts or more that some page of the evidence bears, so "day-of-week" in a question
 * leaves every page in.
 */
export function aboutNamedPage(
  q: QuestionAnalysis,
  windows: readonly Window[],
  eligible: Window[],
): Window[] {
  const words = new Set(q.question.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []);
  const named = new Set(
    windows.map((w) => pageName(w.passage.sourcePath)).filter((n) => words.has(n)),
  );
  const about = named.size
    ? eligible.filter((w) => named.has(pageName(w.passage.sourcePath)))
    : eligible;
  // (so is one that names a product, "concurrently", or a scoped package, "@fastify/cookie",
  // filed as `fastify-cookie/`: the session plugin's page speaks of cookies too)
  const packages = scopedPackageFolders(q.question);
  // (each folder once: a knowledge base has few products and a question many windows)
  const folders = new Set(windows.map((w) => productFolder(w)));
  const filed = new Set([...folders].filter((f) => packages.has(f) || namesProduct(q.question, f)));
  return filed.size ? about.filter((w) => filed.has(productFolder(w))) : about;
}

/** The folders a knowledge base filed by product may file "@scope/name" under: `scope-name/`, `name/`. */
function scopedPackageFolders(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.toLowerCase().matchAll(/@([a-z0-9][\w.-]*)\/([a-z0-9][\w.-]*[a-z0-9])/g))
    out.add(`${m[1]}-${m[2]}`).add(m[2]!);
  return out;
}

/**
 * Whether the question writes a product's folder name as a word of its own: "the default kill
 * timeout of concurrently" is about `concurrently/`, not wait-on's "concurrent connections".
 */
function namesProduct(question: string, folder: string): boolean {
  return (
    folder.length > 1 &&
    new RegExp(`(?<![\\w@/-])${escapeRegExp(folder)}(?![\\w/-])`, "i").test(question)
  );
}

/** The first folder below a knowledge base's root: the product a page is filed under. */
function productFolder(w: Window): string {
  return (w.passage.sourcePath ?? "").split("/")[1]?.toLowerCase() ?? "";
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
