/**
 * What a count is of. "How many maintenance branches can a project define?" asks for a number of
 * maintenance branches: "A branch can be defined as one of three types" gives a number of types, and
 * "can have a maximum of 3" (release branches) says nothing of maintenance branches.
 */
import { SMALL } from "../text/quantity-words";
import { contentWords, stem } from "../text/terms";
import { identifierWords } from "./term-match";
import { DEFAULT_OF_ANOTHER_SETTING, PICKED_PORT } from "./measures";

/** The words after "how many" / "number of", content words only ("hours after" -> "hours"). */
export function countedWords(question: string): string[] {
  const m = /\b(?:how many|number of)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)/i.exec(question);
  return m ? contentWords(m[1]!).map((w) => w.word) : [];
}

/** What counts times: "How many times does ofetch retry …?" is answered by "`1` retry". */
const REPETITIONS = [
  "retry",
  "retries",
  "attempt",
  "attempts",
  "try",
  "tries",
  "repeat",
  "repeats",
];

// "one" is a pronoun as often as a number ("one of three types", "the one that …"), a count only as a
// rate or a bound ("one path at a time", "at most one")
const NUMBER_WORDS = Object.keys(SMALL).filter((w) => w !== "one");
const COUNTED_ONE = String.raw`(?<=\b(?:exactly|only|just|least|most|than)\s)one|one(?=(?:\s+[a-z][\w-]*)?\s+(?:at a time|per|each)\b)`;
// ("an unlimited amount of `Client` instances" is a count too, and so is "`-1`", which often
// means none; "10_000" is one number, and so is
// "_1000_" in emphasis; the digits of
// "arn:aws:…:11111111:access-point" or "localhost:8080" are a name's, no count)
const NUMBER = new RegExp(
  String.raw`(?<![A-Za-z0-9.-]|[A-Za-z0-9]_+|\w:)(-?\d+(?:[.,_]\d+)*|${NUMBER_WORDS.join("|")}|${COUNTED_ONE}|unlimited|infinite|infinity)(?![\w.-]*\d|:\w)([^.,;:!?()\n]*)`,
  "gi",
);

/**
 * Whether a number in the text counts the thing asked: one followed by the counted word within
 * three words ("3 release branches", "72 hours"), or by nothing that names another thing ("a
 * maximum of 3.", "Default: `15`", "3 or more"). A number followed only by other words ("three
 * types") counts those.
 */
export function countsAsked(counted: readonly string[], text: string): boolean {
  if (!counted.length) return true;
  const asked = new Set(counted.map((w) => stem(w.toLowerCase())));
  if (asked.has(stem("times"))) for (const w of REPETITIONS) asked.add(stem(w));
  // "once" and "twice" count times themselves: "expected to be made exactly once"
  if (asked.has(stem("times")) && /\b(?:once|twice|thrice)\b/i.test(text)) return true;
  // ("any number of recipients" counts them, unbounded)
  const any = unboundedByDefault(text);
  if (any && asked.has(any)) return true;
  for (const m of text.matchAll(NUMBER)) {
    const after = (m[2] ?? "")
      .replace(/[`*_]/g, " ")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 3);
    if (anotherSettingsNumber(text.slice(Math.max(0, m.index - 60), m.index), asked)) continue;
    const words = after.length ? contentWords(after.join(" ")) : [];
    // "3 or more", "10 by default": the first word after it is no noun
    if (!words.length || contentWords(after[0]!).length === 0) {
      if (anotherEntrysValue(lineAt(text, m.index), asked)) continue;
      return true;
    }
    if (words.some((w) => asked.has(w.term))) return true;
  }
  return false;
}

/** Keys that only say what kind of number follows: "Default: `15`", "max: 3". */
const GENERIC_KEY = /^(?:default|max(?:imum)?|min(?:imum)?|limit|value|count|total|number)$/i;

/** A setting in code the number is given to: "defaults `parts` to _1000_", "`max`: 5". */
const SETTING_BEFORE = /`([\w.$-]+)`\s*(?:to|=|:|is)\s*[_*`]*$/;

/**
 * "defaults `parts` to _1000_ and `fileSize` to …" counts parts, not the file fields asked about. A
 * key that only says what kind of number follows is no other setting: "By default `max` is 10."
 */
function anotherSettingsNumber(before: string, asked: ReadonlySet<string>): boolean {
  const setting = SETTING_BEFORE.exec(before)?.[1];
  return (
    setting !== undefined &&
    !GENERIC_KEY.test(setting) &&
    !contentWords(`${setting} ${identifierWords(setting)}`).some((w) => asked.has(w.term))
  );
}

const CODE_COMMENT = /^\s*(?:#|\/\/|\/\*)/;
const TRAILING_COMMENT = /\S\s+(?:#|\/\/)\s/;
const ENTRY_KEY = /^\s*(?:[-*]\s+)?["']?([\w.$-]+)["']?\s*[:=]\s*["'`]?\d/;

function lineAt(text: string, at: number): string {
  const end = text.indexOf("\n", at);
  return text.slice(text.lastIndexOf("\n", at) + 1, end < 0 ? undefined : end);
}

/**
 * A number on a sample's line counts what that line names: `maximumRetryAttempts: 1` and "#
 * (between 0 and 2; default: 2)" over it count retry attempts, and "- 111111111111 # a specific
 * account ID" an account, not the layers asked about.
 */
function anotherEntrysValue(line: string, asked: ReadonlySet<string>): boolean {
  const key = ENTRY_KEY.exec(line)?.[1];
  const sample = CODE_COMMENT.test(line) || TRAILING_COMMENT.test(line) || key !== undefined;
  if (!sample || (key && GENERIC_KEY.test(key))) return false;
  return !contentWords(`${line} ${identifierWords(line)}`).some((w) => asked.has(w.term));
}

/**
 * "`ttl` (default Infinity)" gives the value of a setting asked ("the default ttl"); as a count of
 * things ("how many it blocks …?") it says nothing, "any number of top-level describes" being others.
 * "Which version does it upgrade to by default?" is answered by "(default: latest)".
 */
export function boundlessValue(text: string, question: string): boolean {
  // (so is a release named by its tag when a version is asked: "(default: latest)")
  if (/\bversions?\b/i.test(question) && VERSION_TAG.test(text)) return true;
  // (a count's default may be unbounded: "the default maximum number of sockets per host" is
  // "Default = `Infinity`")
  // (of the things counted, "Maximum number of sockets … Default = `Infinity`", not of others,
  // "defaults to `Infinity`, allowing any number of top-level describes" asked of it blocks)
  if (/\bdefault\b/i.test(question) && INFINITE_DEFAULT.test(text) && saysCounted(question, text))
    return true;
  // (or unset: p-queue's "timeout … Default: `undefined`" is no timeout by default; asked in a
  // unit, "the default TTL … in seconds", it is a number and unset gives none)
  const unset = UNSET_DEFAULT.test(text) && !IN_UNIT.test(question);
  if (/\bdefault\b/i.test(question) && unset && saysCounted(question, text)) return true;
  // (or allow any count: "By default a mail transaction can have any number of recipients.")
  if (/\bdefault\b/i.test(question) && anyNumberOfCounted(question, text)) return true;
  // (or be another setting's: "If not specified, defaults to `heartbeatIntervalInSeconds`.")
  if (DEFAULT_OF_ANOTHER_SETTING.test(text)) return true;
  // (or a port the system picks: "it is bound to an ephemeral port for you")
  if (/\bports?\b/i.test(question) && PICKED_PORT.test(text)) return true;
  return /\bInfinity\b/.test(text) && countedWords(question).length === 0;
}

/** "By default … any number of recipients", "an unlimited number of retries by default". */
const ANY_NUMBER_BY_DEFAULT =
  /\bby default\b[^.\n]*?\b(?:any|an unlimited|unlimited)\s+number\s+of\s+([a-z]+)|\b(?:any|an unlimited|unlimited)\s+number\s+of\s+([a-z]+)[^.\n]*?\bby default\b/i;

/** What a text says there may be any number of by default ("recipient"), as a stem. */
function unboundedByDefault(text: string): string | null {
  const m = ANY_NUMBER_BY_DEFAULT.exec(text);
  return m ? stem((m[1] ?? m[2]!).toLowerCase()) : null;
}

/** A sentence saying that by default there may be any number of the things the question counts. */
function anyNumberOfCounted(question: string, text: string): boolean {
  const noun = unboundedByDefault(text);
  return noun !== null && countedWords(question).some((w) => stem(w.toLowerCase()) === noun);
}

function saysCounted(question: string, text: string): boolean {
  const said = new Set(contentWords(text).map((w) => w.term));
  return countedWords(question).every((w) => said.has(stem(w.toLowerCase())));
}

/** "Default = `Infinity`", "defaults to `Infinity`", "`Infinity` (default)". */
const INFINITE_DEFAULT =
  /\bdefaults?(?:\s+to|\s+is|\s*[:=])\s*[`'"]?Infinity\b|\bInfinity[`'"]?\s*\((?:the\s+)?default\)/i;
const IN_UNIT =
  /\bin\s+(?:(?:milli|micro|nano)?seconds|ms|minutes|hours|days|bytes|kb|mb|gb|pixels|px)\b/i;
/** "Default: `undefined`", "defaults to `null`": nothing set. */
const UNSET_DEFAULT = /\bdefaults?(?:\s+to|\s+is|\s*[:=])\s*[`'"]?(?:undefined|null)\b/i;

/** A release named by its tag rather than its number. */
// ("next" and "stable" are left out: "Next.js", "a stable API")
const VERSION_TAG = /\b(?:latest|newest|greatest|lts|canary|nightly)\b/i;
