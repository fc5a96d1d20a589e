/**
 * What a block says by where it stands. A block whose section heading names its subject says that
 * subject without repeating it:
 *  - a labelled block ("**Default value:** `5000`", "Type: string") under a heading that names a
 *    setting states a property of it ("`OTEL_BSP_SCHEDULE_DELAY` has the default value 5000");
 *  - the first block under the heading that names the term a question asks about ("What is a
 *    span?": "### Span" / "Represents a single operation within a trace.") is what the term is — a
 *    glossary, a reference entry. (Only then: the first block under "CLI flags" is not about flags.)
 * Quote choice and the answer's status both read a block with its subject's words.
 */
import { contentTerms } from "../text/terms";
import { BOLD_LABEL } from "../text/heading-text";
import { escapeRegExp } from "../text/regexp";
import type { Passage } from "../types";
import { identifierWords } from "./term-match";

const LABELLED = /^\W*[A-Z][a-z]+(?: [a-z]+){0,2}\W*:\W*\S/;

/** "Default: `5`", "**Type:** string": a line that states one property of its section's subject. */
export function isLabelled(text: string): boolean {
  return LABELLED.test(text);
}

/**
 * Whether a block at `start` opens its section (nothing of the section before it): the heading is
 * what it leans on, so "Default: `'info'`" under "`level` (String)" is whole.
 */
export function opensSection(p: Passage, start: number): boolean {
  const { heading, continued } = sectionHeading(p);
  return !!heading && !continued && p.text.slice(0, start).trim() === "";
}
/** "What is a span?", "What are exemplars?", "What does OTLP mean?": the thing to define. */
const DEFINITION =
  /^\W*what(?:'s| is| are) (?:an? |the )?(.+?)\W*$|^\W*what does (.+?) (?:mean|stand for)\W*$/i;

function sameTerms(a: string, b: string): boolean {
  const x = new Set(contentTerms(a));
  const y = new Set(contentTerms(b));
  return x.size > 0 && x.size === y.size && [...x].every((t) => y.has(t));
}

function definedBy(question: string): string | undefined {
  const m = DEFINITION.exec(question);
  return m?.[1] ?? m?.[2];
}

/** Whether the question asks what the heading's term is ("What is a span?" under "Span"). */
export function defines(question: string, heading: string): boolean {
  const defined = definedBy(question);
  return !!defined && sameTerms(defined, heading.replace(/\s*\(part \d+\)$/, ""));
}

const COPULA = /^\W*(?:an? |the )?(.{1,60}?)\s+(?:is|are|refers to|means|stands for)\s/i;

/** Whether the text opens by defining what the question asks ("Head sampling is a sampling technique …"). */
export function opensWithDefinition(question: string, text: string): boolean {
  const defined = definedBy(question);
  if (!defined) return false;
  const subject = COPULA.exec(text.slice(0, 200).replace(/[*_`]/g, ""))?.[1];
  return !!subject && sameTerms(defined, subject);
}

const headings = new WeakMap<Passage, { heading: string; continued: boolean }>();

/** The section heading a chunk is under (its title's own sections), "" when none; "(part 2)" on. */
export function sectionHeading(p: Passage): { heading: string; continued: boolean } {
  let found = headings.get(p);
  if (!found) headings.set(p, (found = readHeading(p)));
  return found;
}

function readHeading(p: Passage): { heading: string; continued: boolean } {
  const last = p.breadcrumb.split(" › ").slice(1).pop() ?? "";
  const part = /\s*\(part (\d+)\)$/.exec(last);
  return { heading: part ? last.slice(0, part.index) : last, continued: !!part && part[1] !== "1" };
}

/**
 * A heading that is a name alone, with its type at most: "`crlf` (Boolean)", "`logger.flush([cb])`",
 * or one lower-case identifier as an options list writes them ("processEnv", "encoding" under
 * "Options", "rolling (optional)"); a section's title is capitalised ("Installation").
 */
// (and so is one marked optional, "cookieName (optional)" or "enabled?", a method, ".evict(count?)" or
// "rmdir(path, recursive) ==> string" with what it returns, and a key of each item of a list,
// "config.columns[*].width"), and a method after the type it returns, "String toFraction(showMixed=false)"
// (not a step that calls one, "Using fetch()", though "String" ends alike)
const ENTRY_HEADING =
  /^`[^`]+`(?:\s*\([^)]*\))?$|^[a-z][\w.-]*(?:\[[^\]\s]*\][\w.-]*)*\??(?:\s+\([^)]*\))?$|^(?:(?!(?!String\s)[A-Z][a-z]+ing\s)[A-Za-z][\w.<>[\]|]*\s+)?\.?[a-z][\w.$-]*\([^)]*\)(?:\s*(?:=+>|->|→)\s*[^\n]+)?$/;

export function isEntryHeading(heading: string): boolean {
  return ENTRY_HEADING.test(heading);
}

/**
 * The name of the reference entry a block belongs to, when the block does not write it: "Set to
 * `false` to disable logging." is shown under "`enabled`", or a reader cannot tell what to set.
 */
export function entryName(p: Passage, text: string): string | null {
  const { heading } = sectionHeading(p);
  if (!heading || !isEntryHeading(heading)) return null;
  const coded = /^`[^`]+`/.exec(heading)?.[0];
  if (coded) return text.includes(coded) ? null : coded;
  const bare = new RegExp(`(?<![\\w.-])${escapeRegExp(heading)}(?![\\w.-])`);
  // (the chunk's own heading line codes a method's signature: "String `toString([decimalPlaces=15])`")
  return bare.test(text.replace(/`/g, "")) ? null : heading;
}

/** "What does npm prune do?", "What is cargo-clippy?": the thing whose own page would say it. */
const PAGE_ASKED = /^\W*what (?:does|do|is|are) (?:an? |the )?(.+?)(?: do| for)?\W*$/i;

function wordsOf(text: string): Set<string> {
  // (a page named "npm-prune" is about "npm prune")
  return new Set(contentTerms(text.replace(/[-_/]+/g, " ")));
}

/** Whether the block at `start` opens a page (before its first section) whose title is what the question asks about. */
export function opensPageAbout(question: string, p: Passage, start: number): boolean {
  // (the cheap tests first: this runs for every candidate window)
  if (p.breadcrumb.includes(" › ") || p.text.slice(0, start).trim() !== "") return false;
  const asked = PAGE_ASKED.exec(question)?.[1];
  if (!asked) return false;
  const a = wordsOf(asked);
  const t = wordsOf(p.title);
  return a.size > 0 && a.size === t.size && [...a].every((w) => t.has(w));
}

/**
 * A section heading that asks what the question asks: an FAQ's ("Can I set the initial release
 * version of my package to `0.0.1`?" for "Can I set the initial release version of my package to
 * 0.0.1?") or a task's ("Disabling automatic `.env` loading" for "How do I disable automatic .env
 * loading?", "When Not To Use It" on max-dependencies' page for "When should I not use
 * max-dependencies?"): most of either's words are the other's. A page's own title repeated as its first
 * heading ("`MD048` - Code fence style") names the page's subject, which its opening lines
 * ("Tags: `code`") need not answer.
 */
function headingAsks(question: string, heading: string, title: string): boolean {
  const q = new Set(contentTerms(question));
  const h = new Set(contentTerms(heading));
  if (!/\?\W*$/.test(heading) && sameTerms(heading, title)) return false;
  // (under its page's title: "When Not To Use It" on import/max-dependencies asks "When should I
  // not use max-dependencies?")
  const titled = new Set([...h, ...contentTerms(title)]);
  const asked = [...q].filter((t) => titled.has(t)).length;
  const own = [...h].filter((t) => q.has(t)).length;
  return q.size > 0 && asked >= 0.8 * q.size && own >= 0.6 * h.size;
}

/** Whether the block at `start` opens a section whose heading asks the question: the FAQ's answer. */
export function answersHeadingQuestion(question: string, p: Passage, start: number): boolean {
  const { heading, continued } = sectionHeading(p);
  return (
    !!heading &&
    !continued &&
    p.text.slice(0, start).trim() === "" &&
    headingAsks(question, heading, p.title)
  );
}

/** The subject's words a block at `start` of the passage says without writing them. */
export function subjectTerms(p: Passage, start: number, text: string, question: string): string[] {
  // (this runs for every candidate window of every question: the heading is read once per chunk)
  const labelled = LABELLED.test(text);
  const { heading, continued } = sectionHeading(p);
  // a page's opening summary is about the page's subject ("Remove extraneous packages" on npm-prune)
  if (!heading) return opensPageAbout(question, p, start) ? [...wordsOf(p.title)] : [];
  // an entry's type ("`depthLimit` (Number)") says what kind of value it takes, not what it is about
  const named = heading.replace(/^(`[^`]+`)\s*\([^)]*\)$/, "$1");
  const terms = () => contentTerms(`${named} ${identifierWords(named)}`);
  // a reference entry: every block under the name is about it ("Set to `true` to log … `\r\n`")
  if (labelled || isEntryHeading(heading)) return terms();
  // the answer under an FAQ's question ("This is not supported by semantic-release.") says what it asks
  if (answersHeadingQuestion(question, p, start)) return contentTerms(heading);
  if (p.text.slice(0, start).trim() !== "" || !definedBy(question)) return [];
  return !continued && defines(question, heading) ? terms() : [];
}

/**
 * A section headed by what the question is about ("Batched Queries" for "When is the response to a
 * batched query returned?"): each of its sentences is about it without naming it, which ranks them
 * above a block elsewhere that names it in passing. Only for ranking: words said only in a heading
 * do not make an answer SUPPORTED. (A one-word heading, ".sent", is a word the question may use for
 * something else.)
 */
export function topicHeadingTerms(p: Passage, question: string): string[] {
  const { heading } = sectionHeading(p);
  const words = contentTerms(heading);
  const asked = new Set(contentTerms(question));
  return words.length > 1 && words.every((w) => asked.has(w)) ? words : [];
}

/**
 * A reference entry is about its key: a table row about its first cell ("| `maxBatchSize` | Number |
 * `Infinity` | …"), an options-list item about the name it opens with ("- `usePolling` (default:
 * `false`). …", "* **points** `Required` …", "* [blockDuration](…) Block for N seconds"). The key as written and the words it is made of; nothing for other blocks.
 */
export function entryKey(kind: string, text: string): { terms: string[]; words: string[] } {
  // (terms: the key as written and its words; words: the words of an identifier key, `usePolling`)
  const key =
    kind === "row"
      ? (text.split("|").find((cell) => cell.trim() !== "") ?? "")
      : kind === "item"
        ? (/^\s*(?:[-*+]|\d+[.)])\s+(?:`([^`\n]+)`|\[([^\]\n]+)\]\(|\*\*([^*\n]+)\*\*)/
            .exec(text)
            ?.slice(1)
            .find(Boolean) ?? "")
        : "";
  const words = contentTerms(identifierWords(key));
  return { terms: [...contentTerms(key), ...words], words };
}

/** The name a bold label heading a list gives its items ("**prepublishOnly**"), "" for any other lead-in. */
export function labelName(context: string | null): string {
  return BOLD_LABEL.exec(context?.trim() ?? "")?.[1]?.trim() ?? "";
}

/** The words of the name a bold label gives the items under it: each of them is about it. */
export function labelTerms(context: string | null): string[] {
  const name = labelName(context);
  return name ? contentTerms(`${name} ${identifierWords(name)}`) : [];
}

/** The key of a quote read as an entry, its kind told by its shape (a list item, a table row). */
export function quoteEntryKey(text: string): string[] {
  const kind = /^\s*(?:[-*+]|\d+[.)])\s/.test(text) ? "item" : /^\s*\|/.test(text) ? "row" : "";
  return entryKey(kind, text).terms;
}
