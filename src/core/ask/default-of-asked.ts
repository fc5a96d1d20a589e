/**
 * A one-part question asking the default of a thing it names ("What is the default barcode width in
 * bwip-js?") is answered only by a block that speaks of that thing: the note that the image height is
 * 23.6mm "if using the default" gives another thing's default, and so does the `colorTransform` row
 * for "the default quality of jpeg-js's JPEG encoder". When no block speaks of it, nothing is
 * quoted: the documents hold no such default.
 */
import {
  askedDefaultHead,
  askedDefaultWords,
  asksValuedDefault,
  whichNounAsked,
} from "./asked-default-noun";
import { ASKS_DEFAULT } from "./asked-kinds";
import { NAMED_KIND } from "./decide-status";
import { entryKeyOf, keyedBeyondAsked, keysAmong } from "./entry-keys";
import { entryHeadingName } from "./named-setting";
import type { QuestionAnalysis, QuestionTerm } from "./question";
import { windowText as textOf, type Window } from "./quote-windows";
import { onlyBooleanDefaults, statesDefault } from "./stated-default";
import { COMMON_WEIGHT, heaviestTerm, identifierWords, passageTerms, termIn } from "./term-match";

/** "the default font size of …" (not "… use by default in toBuffer?", where "default" asks nothing of its own). */
const DEFAULT_OF_THING = /(?<!\bby\s+)\bdefault\s+[a-z]/i;

export function aboutAskedDefault(
  q: QuestionAnalysis,
  windows: readonly Window[],
  eligible: Window[],
): Window[] {
  const thing = askedThing(q);
  if (!thing) return eligible;
  const head = askedDefaultHead(q.question) ?? whichNounAsked(q.question);
  const speaking = eligible.filter((w) => speaksOf(w, thing, head));
  if (speaking.length) return speaking;
  // (the default may still be stated where the other steps did not look: "- **`drain`** — `'fifo'`
  // (default)" under the sample that sets the queue)
  // (a yes or a no is no measure nor a thing of a kind: "Default: `false`" of the `hard` entry,
  // which speaks of the column width, gives no default column width)
  const valued = asksValuedDefault(q.question);
  // (nor is a longer setting's beside the one asked: `formatBar`'s default beside `format`)
  const exactKeys = keysAmong([thing], windows.map(textOf));
  const statedElsewhere = windows.some(
    (w) =>
      speaksOf(w, thing, head) &&
      !keyedBeyondAsked(textOf(w), exactKeys, q.question) &&
      statesDefault(textOf(w), q.question) &&
      !(valued && onlyBooleanDefaults(textOf(w), q.question)),
  );
  return statedElsewhere ? eligible : [];
}

/**
 * Whether a window, with its context, speaks of the thing: in its words, in the words of its
 * identifiers (`defaultPreloadDelay: 50` of "the default preload delay"), by a word cut short
 * (`maxsockets` of "the default maximum number of connections"), a sentence in the paragraph before
 * it ("The default is 0 seconds (disabled)." after a paragraph on the slow start duration), an
 * entry's block in the entry ("* Default: 15" under "#### `maxsockets`"), or when the entry is
 * named by the last word of what is asked (ky's `timeout` entry for "the default request timeout").
 */
function speaksOf(w: Window, thing: QuestionTerm, head: string | undefined): boolean {
  const own = textOf(w);
  const heading = entryHeadingName(w);
  const entry = heading ?? entryKeyOf(own);
  if (head && entry?.toLowerCase() === head) return true;
  // (the paragraph just before, not the section: a sample's `count: 1` is no paragraph on counts)
  const before =
    w.passage.text
      .slice(Math.max(0, w.start - LEANS_ON), w.start)
      .trimEnd()
      .split(/\n\s*\n/)
      .at(-1) ?? "";
  const read = heading !== null && LABEL_LINE.test(own) ? w.passage.text : own;
  const text = `${w.context ?? ""} ${read} ${identifierWords(own)} ${w.kind === "sentence" ? before : ""}`;
  // (a block under an entry speaks for the entry, not for the headings above it: `trim` under
  // "wrapAnsi(string, columns, options?)" says nothing of columns)
  const around = passageTerms(text, heading ?? w.passage.breadcrumb, w.passage.sourcePath);
  if (termIn(w.own, thing) || termIn(around, thing)) return true;
  const short = SHORT_FOR[thing.word.toLowerCase()];
  return short !== undefined && short.test(read);
}

/** A block that labels its entry's fact ("* Default: 15", "Type: `number`"): it speaks for the entry. */
const LABEL_LINE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?(?:defaults?|types?)\b/i;

/** How far back a sentence is read for what it speaks of: about a paragraph. */
const LEANS_ON = 600;

/** Words settings' names write cut short: `maxSockets`, `max_retries`, `minVersion`. */
const SHORT_FOR: Record<string, RegExp> = {
  maximum: /\b[Mm]ax(?![a-z])|\bmax[a-z]*(?:sockets|size|length|retries|age|connections)\b/,
  minimum: /\b[Mm]in(?![a-z])/,
};

/**
 * The most telling word of the phrase whose default is asked: "font" of "the default font size"
 * (a quote saying "size" of something else answers nothing), "width" of "the default barcode width".
 * Not a name the phrase holds (the product's, which every block of its page says).
 */
function askedThing(q: QuestionAnalysis): QuestionTerm | null {
  if (q.parts.length > 1) return null;
  if (!DEFAULT_OF_THING.test(q.question)) return thingAskedWhich(q);
  const words = askedDefaultWords(q.question);
  const terms = q.terms.filter((t) => !t.must && words.includes(t.word.toLowerCase()));
  const telling = terms.filter((t) => t.weight >= COMMON_WEIGHT);
  return heaviestTerm(telling.length ? telling : terms);
}

/**
 * "What rounding does numeral use by default?" asks of rounding as "the default rounding" would:
 * a sentence saying numeral "uses the default to format" gives no rounding.
 */
// (not of a kind a name alone answers, "Which adapter does Sails use by default?" is `sails-disk`,
// nor of several, "Which hooks does no-hooks allow by default?" is answered by a list of names)
function thingAskedWhich(q: QuestionAnalysis): QuestionTerm | null {
  const noun = ASKS_DEFAULT.test(q.question) ? whichNounAsked(q.question) : undefined;
  if (!noun || NAMED_KIND.test(noun) || /[^s]s$/.test(noun)) return null;
  return q.terms.find((t) => !t.must && t.word.toLowerCase() === noun) ?? null;
}
