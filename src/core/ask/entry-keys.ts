/** The setting a list item or table row is keyed by, and what its name says it measures. */
import { contentWords, stem } from "../text/terms";
import type { QuestionTerm } from "./question";

/**
 * The entry a list item or table row opens with: "- **option.followRedirects**: …", "| `level` | …",
 * a key linked to its documentation ("| [`font`](…/Options#font) | `\"monospace\"` |") and an item
 * headed by its key alone ("- ###### `rendererOpts.quality` **(png only)**" over "Default: `9`").
 */
// (a label of the entry's fact, "Type: `boolean`", "Default: `false`", keys nothing; an item's key
// set off by spaces, " - `pretty`    Add pretty-indentation …", keys its item)
export const ENTRY_KEY =
  /^\s*(?:[-*+]\s+|\d+[.)]\s+|\|\s*)?(?:#{1,6}\s+)?(?:\*\*|__)?(?!(?:Types?|Defaults?|Values?|Required|Example|Note)(?:\*\*|__)?\s*:)\[?`?(?:--?)?([A-Za-z_$][\w$.-]*)`?(?:\]\([^)\s]*\))?(?:\*\*|__)?(?:\s*(?:[:|(]|\s[-–—]\s)|(?<=^\s*(?:[-*+]\s+)?#{1,6}\s+`[^`\n]+`)[^\n]*(?:\n|$)|(?<=^\s*[-*+]\s+`[^`\n]+`)[ \t]{2,}(?=\S))/;

/** The setting an entry is keyed by, without what it belongs to: `quality` of `rendererOpts.quality`. */
export function entryKeyOf(text: string): string | null {
  return ENTRY_KEY.exec(text)?.[1]?.split(".").at(-1) ?? null;
}

/** Of the settings the question speaks of, those an entry among `texts` is keyed by exactly. */
export function keysAmong(spoken: readonly QuestionTerm[], texts: readonly string[]): string[] {
  const keys = new Set(texts.map((t) => entryKeyOf(t)?.toLowerCase()));
  return spoken.map((t) => t.word.toLowerCase()).filter((word) => keys.has(word));
}

/**
 * Where an entry is keyed by the setting asked, an entry keyed by a longer name holding it that says
 * something the question does not is another setting: asked "What font does JsBarcode use by
 * default?", the `fontOptions` row beside the `font` row, and asked its margin, `marginTop`.
 * (`fontSize` is the one asked of "the default font size", `maxBackoff` of "the default maximum
 * backoff"; the `passes` entry, "the maximum number of times to run compress", speaks of the
 * `compress` entry without being keyed by it.)
 */
export function keyedBeyondAsked(
  text: string,
  exactKeys: readonly string[],
  question: string,
): boolean {
  const key = entryKeyOf(text);
  if (!key || !exactKeys.length || exactKeys.includes(key.toLowerCase())) return false;
  const words = contentWords(key.replace(/([a-z0-9])([A-Z])/g, "$1 $2"));
  const asked = contentWords(question).map((x) => x.term);
  // (a word asked in full or cut short: "max" of "maximum")
  const said = (term: string) =>
    asked.some((a) => a === term || (term.length >= 3 && a.startsWith(term)));
  return (
    words.some((x) => exactKeys.includes(x.word.toLowerCase())) && words.some((x) => !said(x.term))
  );
}

/** Whether an entry is keyed by one of the settings asked. */
export function keyedExactly(text: string, exactKeys: readonly string[]): boolean {
  const key = entryKeyOf(text)?.toLowerCase();
  return key !== undefined && exactKeys.includes(key);
}

/**
 * The words of the one setting a list item is keyed by: "- `idleTimeoutMillis`: the minimum amount
 * of time … Default: 30000" measures a timeout in milliseconds.
 */
export function itemKeyWords(
  question: string,
  text: string,
  context: string | null | undefined,
): string {
  // (the window's context is said before its first line: "(An optional object …) - `max`: …")
  const own = context && text.startsWith(`${context} `) ? text.slice(context.length + 1) : text;
  const keys = own.split("\n").flatMap((line) => ENTRY_KEY.exec(line)?.[1] ?? []);
  if (keys.length !== 1) return "";
  // (only of the thing asked: `idleTimeoutMillis` measures how long a resource may "sit idle",
  // not how long an acquire call waits)
  const words = keys[0]!.replace(/([a-z0-9])([A-Z])/g, "$1 $2");
  const asked = new Set(contentWords(question).map((x) => x.term));
  return contentWords(words).some((x) => !KEY_MEASURES.test(x.word) && asked.has(x.term))
    ? words
    : "";
}

/** The words of a setting's name that say its measure or unit, not what it is of. */
const KEY_MEASURES =
  /^(?:timeout|millis|ms|secs?|seconds?|interval|size|max|min|count|limit|delay|ttl)$/i;

/**
 * An entry keyed by another setting than the one spoken, when the question's word is an entry's key:
 * asked "What delimiter does csvtojson use by default?", "* **quote**: If a column contains
 * delimiter, … default: \" (double quote)" speaks of the delimiter and states the quote's default,
 * beside "* **delimiter**: … default: \",\"".
 */
export function keyedByAnother(text: string, spoken: readonly QuestionTerm[]): boolean {
  // (a list item or a row: "Default: `0`" under "#### skipLines" is a label, not an entry)
  if (!LISTED.test(text)) return false;
  const key = ENTRY_KEY.exec(text)?.[1]?.split(".").at(-1);
  if (!key || LABEL.test(key.toLowerCase()) || !spoken.length) return false;
  // (its name's words too: `signingScheme` is the signing scheme asked)
  const words = [key, ...key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[\s_-]+/)].map((w) =>
    stem(w.toLowerCase()),
  );
  return !spoken.some((t) => words.includes(t.term));
}

/** An item labelling its entry's fact ("* Default: \"https://registry.npmjs.org/\"", "* Type: URL"). */
const LABEL =
  /^(?:defaults?|types?|notes?|examples?|required|optional|since|returns?|values?|alias(?:es)?|deprecated|usage|see)$/;

const LISTED = /^\s*(?:[-*+]\s|\d+[.)]\s|\|)/;
