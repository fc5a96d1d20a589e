/** The setting a list item or table row is keyed by, and what its name says it measures. */
import { contentWords, stem } from "../text/terms";
import type { QuestionTerm } from "./question";

/** The entry a list item or table row opens with: "- **option.followRedirects**: …", "| `level` | …". */
export const ENTRY_KEY =
  /^\s*(?:[-*+]\s+|\d+[.)]\s+|\|\s*)?(?:\*\*|__)?`?(?:--?)?([A-Za-z_$][\w$.-]*)`?(?:\*\*|__)?\s*(?:[:|(]|\s[-–—]\s)/;

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
