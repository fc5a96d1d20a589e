/**
 * How a window's place fits the question: a section headed by the question's own interrogative or by
 * its rarest word, a glossary entry for a definition question, a reference entry's stated default.
 */
import { contentTerms, stem, tokenize } from "../text/terms";
import type { Passage } from "../types";
import type { QuestionAnalysis } from "./question";
import {
  answersHeadingQuestion,
  defines,
  isEntryHeading,
  opensPageAbout,
  opensWithDefinition,
} from "./section-subject";
import { heaviestTerm, identifierWords, termIn, withPrefixes } from "./term-match";
import { ASKS_DEFAULT } from "./asked-kinds";
import { escapeRegExp } from "../text/regexp";
import { withoutCondition } from "./question-clauses";

/** "Default: `5`", "(default: `2000`)", "The default option flags are `-V` …", "defaults to `i32`", `method: 'get', // default`. */
const STATED_DEFAULT =
  /\bdefault(?: value)?\W*:\W*\S|\bdefault (?:[\w`.-]+ ){0,4}?(?:is|are) [`'"]?[\w.-]|\bdefaults to\b|\bby default\b|[\w'"\])]\s*,?[ \t]*(?:\/\/|#)[ \t]*default\b/i;
const INTERROGATIVE = /^\W*(how|when|why|where|which|what|who)\b/i;

/**
 * A section headed by the question's own interrogative ("How to roll back" for "How do I roll back…?")
 * answers that kind of question; one headed by another ("When to roll back") answers a different one.
 */
export function headingFit(question: string, breadcrumb: string, text: string): number {
  const asked = INTERROGATIVE.exec(question)?.[1]?.toLowerCase();
  const heading = breadcrumb.split(" › ").slice(1).pop() ?? "";
  // "What is a span?" is answered under the heading "Span" (a glossary entry, a reference
  // section), best by the sentence that says what it is: "Head sampling is a sampling technique …"
  const definition =
    (defines(question, heading) ? 0.25 : 0) + (opensWithDefinition(question, text) ? 0.25 : 0);
  if (definition) return definition;
  const offered = INTERROGATIVE.exec(heading)?.[1]?.toLowerCase();
  if (!asked || !offered) return 0;
  return asked === offered ? 0.25 : -0.15;
}

const NO_DEFAULT = /\b(?:no|without an?) default(?:s| values?)?\b|\bhas no default\b/i;

/** Whether the text names in code something the question names: `expiresIn`. */
function namesCodeOf(question: string, text: string): boolean {
  const words = questionWords(question);
  return [...text.matchAll(/`([^`\s]+)`/g)].some((m) => words.has(m[1]!.toLowerCase()));
}

/** The question's words as a setting's name is written: `exitOnError`, `option.bullet`, `max-age`. */
function questionWords(question: string): Set<string> {
  return new Set(question.toLowerCase().match(/[\w$.-]+/g) ?? []);
}

const DEFAULT_COLUMN = /^\s*\|?(?:[^|\n]*\|)*\s*default(?: value)?\s*\|/im;

/**
 * A table row under a "Default" column states its entry's default as much as "By default, …" does,
 * when its entry is the one the question names as written: "| `exitOnError` | `true` | …" under
 * "| Name | Default | Description |" for "the default value of exitOnError", not "| `levels` | …"
 * for "the default level".
 */
function rowOfNamedEntry(question: string, row: string, header: string): boolean {
  if (!DEFAULT_COLUMN.test(header)) return false;
  const key = /^\s*\|?\s*([^|\n]+?)\s*\|/.exec(row)?.[1]?.replace(/[`*_'"]/g, "");
  if (key === undefined) return false;
  // (a setting the question names only in its condition is not the one whose default it asks)
  const words = questionWords(withoutCondition(question));
  // (a command's flags name it too: "| `-r`, `--reporter` | …" is the reporter's row)
  return (
    words.has(key.toLowerCase()) ||
    key.split(/[\s,]+/).some((k) => /^--[a-z]/i.test(k) && words.has(k.slice(2).toLowerCase()))
  );
}

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());

/** Whether the row's cell under the "Default" column holds a value in code or a number. */
function valueUnderDefault(row: string, header: string): boolean {
  const column = cellsOf(header.split("\n")[0] ?? "").findIndex((c) =>
    /^default(?: value)?s?$/i.test(c),
  );
  const cell = column < 0 ? undefined : cellsOf(row)[column];
  return cell !== undefined && /`[^`]+`|\d/.test(cell);
}

/** What the question asks the default of, as it says it: "log level" in "the default log level in Sails?". */
const DEFAULT_ASKED =
  /\bdefault\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)(?=\s+(?:of|for|in|on|used|that|when|is|are)\b|\s*\?|\s*$)/i;

/**
 * A stated default ("Default: `'info'`", "the default … is `3`"), not a default in passing ("than the
 * default"); more when it names what the question asks the default of ("The [default log
 * level](…) is **info**" for "What is the default log level?", beside "The default log function
 * … at the "debug" log level").
 */
export function statedDefault(question: string, text: string, header?: string | null): number {
  if (!ASKS_DEFAULT.test(question)) return 0;
  // (as a reader sees it: a link's words without its target, a value without its emphasis)
  const read = text.replace(/\]\([^)]*\)/g, "").replace(/[[\]]|\*\*|__/g, "");
  // "There are no default values for `expiresIn`, …" answers "Is there a default expiresIn?" outright
  if (NO_DEFAULT.test(read) && namesCodeOf(question, read)) return 0.2;
  if (!STATED_DEFAULT.test(read))
    // (as much as a default said of what is asked when its cell gives the value, "`['text']`",
    // not a pointer to it, "_see below_")
    return header && rowOfNamedEntry(question, text, header)
      ? valueUnderDefault(text, header)
        ? 0.2
        : 0.05
      : 0;
  const asked = DEFAULT_ASKED.exec(question)?.[1];
  const named =
    (asked &&
      new RegExp(`\\bdefault\\s+${escapeRegExp(asked)}\\s+(?:is|are)\\b`, "i").test(read)) ||
    defaultsOfAsked(question, read);
  return named ? 0.2 : 0.05;
}

/** What "What is a row's id by default?" and "What does a route's component default to?" ask of. */
const ASKED_BY_DEFAULT =
  /^\W*what\s+(?:is|are|does|do)\s+(?:the\s+|an?\s+)?(.+?)\s+(?:by\s+default|default\s+to)\b/i;
/** "`row.id` defaults to …", "// component defaults to Outlet": a default with what it is of. */
const DEFAULTS_TO = /(?:`([^`\n]+)`|\b([A-Za-z][\w.$]*))\s+defaults\s+to\b/g;

/**
 * A sentence whose "X defaults to" names what the question asks, as written or as the identifier
 * spelling it (`row.id` for "a row's id"): "`row.id` defaults to an index-derived ID" over "…
 * leaves the parent id behind by default", which speaks of another id.
 */
function defaultsOfAsked(question: string, text: string): boolean {
  const phrase = ASKED_BY_DEFAULT.exec(question)?.[1];
  if (!phrase) return false;
  const asked = namingWords(phrase);
  const head = asked[asked.length - 1];
  return [...text.matchAll(DEFAULTS_TO)].some((m) => {
    const name = m[1] ?? m[2]!;
    const words = namingWords(identifierWords(name) || name);
    return words.includes(head!) && words.every((w) => asked.includes(w));
  });
}

/** Every word a name is made of but articles and a possessive's "s" (`getRowId` is "get row id", not "row id"). */
function namingWords(text: string): string[] {
  return tokenize(text)
    .filter((w) => !/^(?:a|an|the|s)$/.test(w))
    .map(stem);
}

/**
 * A section whose own heading names the question's rarest word is about it: "How do I use Pino with
 * Express?" is answered under "Pino with Express", not by a list item elsewhere that mentions Express.
 */
export function headedByFocus(q: QuestionAnalysis, breadcrumb: string): number {
  // the innermost heading: the page title for the text before its first section
  const heading = breadcrumb
    .split(" › ")
    .pop()
    ?.replace(/\s*\(part \d+\)$/, "");
  const focus = heaviestTerm(q.terms);
  // (a reference entry's name is already the words of each of its blocks)
  if (!heading || !focus || isEntryHeading(heading)) return 0;
  return termIn(withPrefixes(contentTerms(`${heading} ${identifierWords(heading)}`)), focus)
    ? 0.1
    : 0;
}

/**
 * The opening of a page whose title names what the question asks about says what it is: the
 * summary npm's command pages carry ("Remove extraneous packages" atop "npm-prune"), not a later
 * sentence that names the command again ("If the `--json` flag is used, then the changes `npm
 * prune` made … are printed"). So does the opening of an FAQ's section whose heading asks the
 * question: "This is not supported by semantic-release." under "Can I set the initial release
 * version … to `0.0.1`?", not the link to further reading below it that repeats the question's words.
 */
export function pageLeadFit(question: string, p: Passage, start: number): number {
  return opensPageAbout(question, p, start) || answersHeadingQuestion(question, p, start)
    ? 0.25
    : 0;
}
