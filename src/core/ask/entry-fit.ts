/**
 * How well a block fits as the entry a question asks about: the entry keyed by the name it gives,
 * not a block that only restates its condition, nor the special case beside the general answer.
 */
import type { Passage, QuoteBlock } from "../types";
import { contentTerms, stem, tokenize } from "../text/terms";
import type { QuestionAnalysis } from "./question";
import { specialCase } from "./quote-kind-score";
import { entryKey, isEntryHeading, labelName, sectionHeading } from "./section-subject";
import { ASKS_DEFAULT } from "./asked-kinds";
import { settingsCalled } from "./question-clauses";
import { identifierWords, termIn, withPrefixes } from "./term-match";

/**
 * The key of the reference entry a block belongs to: a table row's first cell, an options-list
 * item's name, or — for any block under it — a heading that is a name alone ("#### `timestamp`
 * (Boolean | Function)", as API references write each option). Empty for other blocks.
 */
export function keyOf(
  w: { kind: QuoteBlock["kind"]; passage: Passage; context?: string | null },
  text: string,
): { terms: string[]; words: string[] } {
  const own = entryKey(w.kind, text);
  if (own.terms.length) return own;
  // (an item under a bold name: "**prepublishOnly**" / "* Runs BEFORE the package is prepared …")
  const label = labelName(w.context ?? null);
  if (label) return { terms: contentTerms(label), words: contentTerms(identifierWords(label)) };
  const { heading } = sectionHeading(w.passage);
  if (!heading || !isEntryHeading(heading)) return own;
  const name = /^`([^`]+)`/.exec(heading)?.[1] ?? heading;
  // a call's name, not its parameters: "logger.child(bindings, [options])" is the `child` entry
  const bare = name.replace(/\(.*$/, "").replace(/^.*\./, "");
  const words = contentTerms(identifierWords(bare));
  return { terms: [...contentTerms(bare), ...words], words };
}

/**
 * An entry keyed by a name the question gives is that name's entry; a row that mentions the name in
 * its description ("… equivalent to setting `maxBatchSize` to `1`") is another entry's. So is an
 * entry whose key is made of the question's words: `usePolling` for "… makes chokidar use polling?".
 * A setting the question calls by its name ("the timestamp option", "the default level") is
 * answered by its own entry before any block that mentions it.
 */
function keyedBy(
  q: QuestionAnalysis,
  w: { kind: QuoteBlock["kind"]; passage: Passage; context?: string | null },
  text: string,
): number {
  const { terms, words } = keyOf(w, text);
  if (terms.length === 0) return 0;
  // (a one-word key, only when the question calls it so: "the points option"; it outweighs a
  // neighbour's description that uses the question's words)
  if (terms.length === 1 && settingsCalled(q.question).includes(terms[0]!)) return 0.15;
  const key = withPrefixes(terms);
  const asked = new Set(q.terms.map((t) => t.term));
  // (an identifier keys only its own entry: `keepAliveMaxTimeout` holds every word of
  // `keepAliveTimeout`, and is another setting)
  const named = q.terms.some((t) => t.must && (t.exact ? key.has(t.term) : termIn(key, t)));
  return named || (words.length > 1 && words.every((w) => asked.has(w))) ? 0.05 : 0;
}

/** A block that says only the question's condition ("This error will occur when …"), not what it asks ("return"). */
function conditionOnly(q: QuestionAnalysis, own: ReadonlySet<string>): number {
  const asked = q.parts.flatMap((p) => p.asked ?? []);
  return asked.length && !asked.some((t) => termIn(own, t)) ? 0.05 : 0;
}

/**
 * Lines that only label an entry's default and type ("Default: `false`", "Type: `boolean`\") answer
 * what the default or the type is, not what the setting does: "What does the crlf option do?" is
 * "Set to `true` to log … `\r\n`", and "What does boxen's dimBorder option do?" "Reduce opacity of
 * the border.", the line under them.
 */
function defaultOnly(q: QuestionAnalysis, text: string): number {
  const lines = text.split("\n").filter((l) => l.trim());
  if (ASKS_DEFAULT.test(q.question)) return unsetForDoing(q.question, lines);
  const labels = lines.filter((l) => LABEL_LINE.test(l));
  if (!lines.length || labels.length < lines.length) return 0;
  return ASKS_TYPE.test(q.question) && labels.some((l) => TYPE_LINE.test(l)) ? 0 : 0.1;
}
/**
 * Asked what a tool does by default, an entry whose default is only labelled unset ("Default:
 * `undefined`") says no value is given, not what is done: "What does normalize-url do with URLs
 * that have custom protocols by default?" is "… are not normalized and just passed through by
 * default", not `customProtocols`'s label.
 */
function unsetForDoing(question: string, lines: string[]): number {
  if (!ASKS_DOING.test(question) || !lines.some((l) => UNSET_LABEL.test(l))) return 0;
  return lines.some((l) => !LABEL_LINE.test(l) && /\bdefault/i.test(l)) ? 0 : 0.1;
}
const ASKS_DOING = /\bwhat\s+(?:does|do|will|would)\b.*\bdo\b/i;
const UNSET_LABEL = /^\W*defaults?\W*:\W*(?:undefined|null|none)\W*$/i;
const LABEL_LINE = /^\W*(?:defaults?(?: value)?|types?)\W*:\W*[^\n]{0,60}$/i;
const TYPE_LINE = /^\W*types?\W*:/i;
const ASKS_TYPE = /\btypes?\b/i;

/** The score a window gains or loses as an entry (lead-in: the text just before it). */
export function entryFit(
  q: QuestionAnalysis,
  w: { kind: QuoteBlock["kind"]; passage: Passage; context?: string | null },
  text: string,
  own: ReadonlySet<string>,
  leadIn: string,
): number {
  return (
    keyedBy(q, w, text) -
    defaultOnly(q, text) -
    conditionOnly(q, own) -
    (w.kind === "code" ? specialCase(q.question, leadIn) : 0) -
    conditionalDefault(q.question, text)
  );
}

/**
 * "When `--continue` is specified without a value, it will default to `always`": the default of a
 * case the question does not name; "Default: `never`" under the flag's heading is the one asked.
 */
function conditionalDefault(question: string, text: string): number {
  if (!ASKS_DEFAULT.test(question)) return 0;
  const condition = /^\W*(?:when|if|unless)\s+([^,.]+),[^.]*\bdefaults?\b/i.exec(text)?.[1];
  if (!condition) return 0;
  const asked = new Set(tokenize(question).map(stem));
  const words = tokenize(condition.replace(/`[^`]*`/g, " "))
    .filter((w) => w.length > 3)
    .map(stem);
  return words.length && !words.some((w) => asked.has(w)) ? 0.1 : 0;
}
