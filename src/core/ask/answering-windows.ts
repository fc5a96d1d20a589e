/**
 * The windows that can be the answer itself: a one-part question asking for a number is not
 * answered by quotes without one, nor one asking for a default by quotes that state none (a sample
 * that passes a value is not the default), nor one naming a setting by another setting's entry.
 */
import { newLiterals, statedText } from "./answer-kinds";
import { measureShown } from "./measures";
import { ASKS_A_THING, ASKS_DEFAULT } from "./asked-kinds";
import { boundlessValue, countedWords, countsAsked } from "./counted";
import type { QuestionAnalysis } from "./question";
import { blocksOf, type Window } from "./quote-windows";
import { entryHeadingName } from "./named-setting";
import { sectionHeading } from "./section-subject";
import { ENTRY_KEY, itemKeyWords } from "./entry-keys";
import { showsDefaultReturned } from "./default-call";
import { askedCellBlank } from "./table-cells";
import { COMMON_WEIGHT, passageTerms, termIn } from "./term-match";
import {
  headingSpeaksFor,
  onlyBooleanDefaults,
  onlyYesOrNoDefaults,
  statesDefault,
} from "./stated-default";
import { setsAValue } from "./config-sample";
import { askedDefaultHead, asksValuedDefault } from "./asked-default-noun";
import { anotherProgramsHelp } from "./sample-program";
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
  // (or by the noun the default is asked of: "y18n's default locale" is the `locale` item's, and
  // `directory`'s "default `./locales`" beside it is no answer)
  const head = askedDefaultHead(q.question);
  const named = [
    ...q.terms.filter((t) => t.must && t.exact).map((t) => t.word.toLowerCase()),
    ...(head ? [head] : []),
  ];
  const keyed = parts.filter((p) => p.key !== null && named.includes(p.key.toLowerCase()));
  return (parts.length > 1 && keyed.length ? keyed : parts).map((p) => p.text);
}

/** A paragraph as one line: its wrapping undone (a code fence or a list left as written). */
function unwrapped(text: string): string {
  return /^\s*(?:`{3,}|~{3,}|[-*+]\s|\d+[.)]\s|\|)/m.test(text)
    ? text
    : text.replace(/([^\n])[ \t]*\n[ \t]*(?=[^\n])/g, "$1 ");
}

/**
 * A window read as it was written: a sentence unwrapped, and the rest of a code block a chunk boundary
 * cut (its part holds no fence) fenced again, so a line's comment is read as that line's: the socks
 * sample's `timeout: 30000, // … (defaults to 30 seconds)` is the timeout's default, not the port's.
 */
function asWritten(w: Window, own: string): string {
  if (w.kind === "sentence") return unwrapped(own);
  // (a block indented as a whole is one indented so, not a fenced one cut: rrule's HTML table
  // indented in a list, "            The default interval is 1.", is read as prose)
  const indented = own.split("\n").every((l) => !l.trim() || /^(?: {4}|\t)/.test(l));
  return w.kind === "code" && !indented && !/^\s*(?:`{3,}|~{3,})/.test(own)
    ? `\`\`\`\n${own}\n\`\`\``
    : own;
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
  if (intro === null) return [{ text: statedText(w.context, asWritten(w, own)), key: null }];
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
        (statesDefault(headed, q.question) && headingSpeaksFor(text)) ||
        (w.kind === "code" &&
          showsDefaultReturned(q.question, q.products ?? [], leadInOf(w), text))) &&
        !(opensWithCode(w) && setsAValue(leadInOf(w), text, q.question)) &&
        // (nor, asked a thing of a kind, "the heading style", "the default format string", or a
        // measure, "the default column width", is a yes or a no)
        !(
          (needs.number || asksValuedDefault(q.question)) &&
          onlyBooleanDefaults(text, q.question)
        ) &&
        !(ASKS_A_THING.test(q.question) && onlyYesOrNoDefaults(text, q.question))))
  );
}

/** The words of the setting a reference entry's heading names ("chunk Size" of `chunkSize`), or "". */
function entryWords(w: Window): string {
  return (entryHeadingName(w) ?? "").replace(/([a-z0-9])([A-Z])/g, "$1 $2");
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
  // (a question naming a setting by its identifier, "koa-session's default maxAge", is not answered
  // by "The session is stored in a cookie by default, but it has some disadvantages:" over an item
  // that passes `maxAge` to `get()`: an introduction stating another default, sharing no word of the
  // question but the product's and "default", introduces no answer; the item is a window itself)
  const named = q.terms.filter((t) => t.must && t.exact);
  const product = new Set((q.products ?? []).flatMap((p) => p.toLowerCase().split(/[^a-z0-9]+/)));
  const own = telling.filter((t) => t.term !== "default" && !product.has(t.word.toLowerCase()));
  return windows.filter((w) => {
    const intro = introductionOf(w);
    if (intro === null) return true;
    const have = passageTerms(intro, "", null);
    if (!telling.some((t) => termIn(have, t))) return false;
    // (a label, "Default:", leads its block in and needs no word of the question)
    const sentence = (intro.match(/[A-Za-z]+/g) ?? []).length >= 6;
    const another = sentence && /\bdefault/i.test(intro) && named.some((t) => !termIn(have, t));
    return !another || own.some((t) => termIn(have, t));
  });
}

/** The sentence a window opens with when it ends in a colon and the window runs on past it. */
function introductionOf(w: Window): string | null {
  const first = blocksOf(w.passage).find((b) => b.start === w.start);
  if (!first || first.kind !== "sentence" || first.end >= w.end) return null;
  const text = w.passage.text.slice(first.start, first.end);
  return /:\s*$/.test(text) ? text : null;
}
