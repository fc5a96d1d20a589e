/**
 * Matching a question's terms against a text: stems with their close prefixes (derivations the
 * stemmer keeps apart still meet), weighted coverage, the named entities, and identifiers as written.
 */
import { contentTerms, contentWords, stem, tokenize } from "../text/terms";
import { dottedIdentifiers } from "../text/identifier-runs";
import type { QuestionTerm } from "./question";
import { isEnglishWord } from "../text/english-frequency";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wholeWord = (s: string) =>
  new RegExp(`(?<![a-z0-9]|[a-z0-9]_)${escape(s)}(?![a-z0-9]|_[a-z0-9])`);

/**
 * Whether a text contains every literal identifier, as written (case-insensitive). A path
 * ("std::sync::mpsc") may be named by its last segment once the text is about it ("mpsc").
 */
export function literalsHeld(literals: readonly string[], text: string): boolean {
  const lower = text.toLowerCase();
  return literals.every((l) => {
    const literal = l.toLowerCase();
    // as a whole identifier: "std::env::args" is not held by "std::env::args_os" (but is by
    // Markdown emphasis, "_Cargo.toml_")
    if (wholeWord(literal).test(lower)) return true;
    // "HTTP/2" is also written "HTTP2" or "HTTP 2"
    const versioned = /^([a-z][a-z-]*)\/(\d+(?:\.\d+)*)$/.exec(literal);
    if (
      versioned &&
      new RegExp(`\\b${escape(versioned[1]!)} ?${escape(versioned[2]!)}(?![\\d.]*\\d)`).test(lower)
    )
      return true;
    const last = literal.includes("::") ? literal.split("::").pop()! : null;
    return last !== null && last.length >= 3 && wholeWord(last).test(lower);
  });
}

/** The mark of a prefix in a set made by withPrefixes (no word starts with it). */
const PREFIX = "\u0000";

/**
 * A term set that also holds the stems' close prefixes, so that derivations the stemmer keeps
 * apart meet ("searchable" -> "searchabl" holds "search"). Digits and short stems are exact. A
 * prefix is marked: it holds a term that IS that prefix, never a term that only shares it —
 * "transformation" shares "trans" with "transaction" and says nothing of it.
 */
export function withPrefixes(terms: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of terms) {
    out.add(t);
    if (t.length < 6 || /\d/.test(t)) continue;
    for (let n = Math.max(5, t.length - 4); n < t.length; n++) out.add(PREFIX + t.slice(0, n));
  }
  return out;
}

const CAMEL = /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/g;

/**
 * The words inside dotted, underscored and camelCase identifiers: `--collector.zipkin.host-port`,
 * `QUERY_BASE_PATH` and `braceExpandMax` say "zipkin", "base path" and "brace expand max", which
 * the tokenizer keeps as one token.
 */
export function identifierWords(text: string): string {
  const joined = dottedIdentifiers(text).join(" ").replace(/[._]/g, " ");
  // camelCase too: `braceExpandMax` speaks of brace expansion, `maxBatchSize` of a batch size
  const camel = (text.match(CAMEL) ?? []).map((w) => {
    const words = w.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
    // (a number ends a word of its own too: `scalePercentBy100` scales "by 100")
    return /[a-z]\d/.test(words) ? `${words} ${words.replace(/([a-z])(\d)/g, "$1 $2")}` : words;
  });
  return [joined, ...camel].join(" ");
}

/**
 * The words inside a text's identifiers that can speak for a question naming its own identifiers
 * (`exact`: `batchSize` -> "batch size"): not those of a rival, an identifier sharing some of an
 * asked one's words without holding them all. Beside "the maximum `batchSize`",
 * `maximumBatchingWindow`'s "maximum" is another setting's word; `maxBatchSize`'s would be the
 * setting's own. A question naming none takes every identifier's words ("dev indicators").
 */
export function identifierWordsFor(text: string, asked: readonly (readonly string[])[]): string {
  if (!asked.length) return identifierWords(text);
  return dottedIdentifiers(text, true)
    .map((id) => identifierWords(id))
    .filter((words) => {
      const have = new Set(contentTerms(words));
      // (one sharing none of their words is no rival: `onKeyUp` beside "onClick" says "key")
      const rival = asked.some((a) => a.some((w) => have.has(w)));
      return !rival || asked.some((a) => a.every((w) => have.has(w)));
    })
    .join(" ");
}

/**
 * The words of a text's identifiers that hold one of `terms`: `trackUnmanagedFds` says "track
 * unmanaged fds" where a question asks of unmanaged file descriptors.
 */
export function identifierWordsHolding(text: string, terms: readonly string[]): string {
  if (!terms.length) return "";
  return dottedIdentifiers(text, true)
    .map((id) => identifierWords(id))
    .filter((words) => contentTerms(words).some((w) => terms.includes(w)))
    .join(" ");
}

/** Below this weight a word is in most of the knowledge base ("Jaeger" in Jaeger's docs): it tells nothing apart. */
export const COMMON_WEIGHT = 0.5;

/** The words of the names a text writes in code (`.send()` -> "send"), values left out (`14268`, `"1MB"`). */
export function codeNameWords(text: string): Set<string> {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1]!)
    .filter((c) => /[A-Za-z_]/.test(c) && !/^["'\d]/.test(c));
  return new Set(spans.flatMap((c) => contentTerms(`${c} ${identifierWords(c)}`)));
}

/**
 * Whether a term is in a set made by withPrefixes: as itself, as the close prefix of one of its
 * stems ("search" in "searchable"), or with one of its stems as its own close prefix, leaving at
 * least `minTail` letters of the term over.
 */
export function holds(have: ReadonlySet<string>, term: string, minTail = 1): boolean {
  if (have.has(term) || have.has(PREFIX + term)) return true;
  if (term.length < 6 || /\d/.test(term)) return false;
  for (let n = Math.max(5, term.length - 4); n <= term.length - minTail; n++)
    if (have.has(term.slice(0, n))) return true;
  return false;
}

/** The folders of a source path below the ingested root: "jaeger/v2/2.19/a.md" -> "v2 2.19". */
export function folderOf(sourcePath: string | null): string {
  return (sourcePath ?? "").split("/").slice(1, -1).join(" ");
}

/** The stems of the folder names of some source paths (what folderOf reads of each). */
export function folderTerms(sourcePaths: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const path of sourcePaths) for (const t of tokenize(folderOf(path))) out.add(stem(t));
  return out;
}

/** A hyphenated word ending in a version: "pre-version-2.0.0", "node-20.11.1". */
const VERSION_TAIL = /^(\p{L}[\p{L}-]*)-(v?\d+(?:\.\d+)+)$/u;

/**
 * A dotted name whose every part opens with a letter ("bodyparser.json", "cargo.toml", "uuid.v1"),
 * not a version or a number ("v1.2", "3.14").
 */
const MEMBER = /^\p{L}[\p{L}\d]*(?:\.\p{L}[\p{L}\d]*)+$/u;

/**
 * The first folder below the root of each source path, whole ("kb/node-fetch/README.md" ->
 * "node-fetch"): in a knowledge base filed by product, the products' names.
 */
export function topFolderTerms(sourcePaths: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const path of sourcePaths) {
    const first = tokenize(folderOf(path).split(" ")[0] ?? "")[0];
    if (first) out.add(stem(first));
  }
  return out;
}

/**
 * The terms a passage offers as evidence: its text, its breadcrumb and title, and its folder path
 * ("v2", "2.19"). A member name says its member: the section "bodyParser.json([options])" is about
 * JSON, as "in-memory" says "memory".
 */
const RELEASE_LINE = /^v?(\d+)(?:\.[x*])+$|^v(\d+)(?:\.\d+){0,2}$/i;

export function passageTerms(
  text: string,
  breadcrumb: string,
  sourcePath: string | null,
): Set<string> {
  const folder = folderOf(sourcePath);
  const set = new Set<string>();
  for (const w of contentWords(`${breadcrumb} ${text}`)) {
    set.add(w.term);
    if (MEMBER.test(w.term)) for (const part of w.term.split(".")) set.add(stem(part));
    // ("pre-version-2.0.0" says the version it is written with, and its words)
    const tail = VERSION_TAIL.exec(w.term);
    if (tail) for (const part of [...tail[1]!.split("-").map(stem), tail[2]!]) set.add(part);
    // a release line ("6.x.x", "5.x") or a release written as one ("v11.0") says its major version:
    // the "6" of "ioredis 6" ("6.2" alone may be another product's version, or no version at all)
    const release = RELEASE_LINE.exec(w.term);
    const major = release?.[1] ?? release?.[2];
    if (major) set.add(major);
    // a release says the line it is of: "2.0.0" is of Numeral.js 2.0
    const line = /^(\d+\.\d+)\.\d+$/.exec(w.term)?.[1];
    if (line) set.add(line);
  }
  // (a number ending an identifier is said by it: `scalePercentBy100` scales by 100)
  for (const m of text.matchAll(/\b[a-z]+[A-Z]\w*?[A-Za-z](\d+)\b/g)) set.add(m[1]!);
  for (const t of tokenize(`${breadcrumb} ${folder}`.replace(/[/()]/g, " "))) set.add(stem(t));
  for (const c of titleCompounds(breadcrumb)) set.add(stem(c));
  return withPrefixes(set);
}

/**
 * A class a title writes as words names itself: "PG Vector Store" is the page of `PgVector`, "Token
 * Limiter Processor" that of `TokenLimiter`, so two or three adjacent capitalised words of a title
 * also hold their run written as one ("pgvector", "tokenlimiter").
 */
function titleCompounds(breadcrumb: string): string[] {
  const out: string[] = [];
  for (const segment of breadcrumb.split(/[›|:]/)) {
    const words = segment.split(/\s+/).map((w) => (/^[A-Z][A-Za-z0-9]*$/.test(w) ? w : ""));
    for (let i = 0; i + 1 < words.length; i++) {
      const [a, b, c] = [words[i], words[i + 1], words[i + 2]];
      if (a && b) out.push((a + b).toLowerCase());
      if (a && b && c) out.push((a + b + c).toLowerCase());
    }
  }
  return out;
}

/**
 * Whether a question term (or one of its other spellings) is in a set made by withPrefixes. A word
 * that is not English is a name: "systemd" is not held by "system", nor "nodejs" by "node" (a
 * derivation of an English word still is: "handler" by "handle").
 */
export function termIn(have: ReadonlySet<string>, t: QuestionTerm): boolean {
  return (
    // (an identifier is not held by a longer one it begins: `TZDate` by `TZDateMini`)
    (t.exact
      ? have.has(t.term) || (t.exact.length > 1 && t.exact.every((w) => have.has(w)))
      : holds(have, t.term, isEnglishWord(t.word) ? 1 : 3)) ||
    // a compound as written, whole: the prefixes of "supportyaml" include "support"
    (t.alts ?? []).some((a) => have.has(a)) ||
    (t.member !== undefined && have.has(t.member) && holds(have, t.memberOf ?? "")) ||
    partsHeld(have, t.term) ||
    (!t.exact && agentHeld(have, t.word))
  );
}

/**
 * A tool named by what it does is said by the doing: "Which parser does cheerio use?" is answered by
 * "Cheerio wraps around parse5 for parsing HTML" ("parser" is "parse" + "-r", whose stem "parsing"
 * shares); only for an English word, whose stem the stemmer keeps apart from its verb's.
 */
export function agentHeld(have: ReadonlySet<string>, word: string): boolean {
  if (!/^[a-z]{2,}[^e]er$/.test(word) || !isEnglishWord(word)) return false;
  return have.has(stem(word.slice(0, -1))) || have.has(stem(word.slice(0, -2)));
}

/** A hyphenated word said apart: "Zipkin-compatible" is said by "Zipkin compatible REST API". */
function partsHeld(have: ReadonlySet<string>, term: string): boolean {
  if (!term.includes("-") || /\d/.test(term)) return false;
  const parts = term.split("-").filter(Boolean);
  return parts.length > 1 && parts.every((p) => holds(have, stem(p)));
}

/** Weighted share of `terms` found in `have` (1 when there are none). */
export function weightedCoverage(
  terms: readonly QuestionTerm[],
  have: ReadonlySet<string>,
): number {
  const total = terms.reduce((s, t) => s + t.weight, 0);
  if (total <= 0) return terms.length === 0 ? 1 : terms.every((t) => termIn(have, t)) ? 1 : 0;
  return terms.reduce((s, t) => s + (termIn(have, t) ? t.weight : 0), 0) / total;
}

export function mustTermsHeld(terms: readonly QuestionTerm[], have: ReadonlySet<string>): boolean {
  return terms.every((t) => !t.must || termIn(have, t));
}

/** The question's most telling term: its rarest in the knowledge base (the first, on a tie). */
export function heaviestTerm(terms: readonly QuestionTerm[]): QuestionTerm | null {
  return terms.reduce<QuestionTerm | null>(
    (best, t) => (!best || t.weight > best.weight ? t : best),
    null,
  );
}

/**
 * A setting named only as the start of a longer one: asked "the default value of defaultPreload",
 * a sentence about `defaultPreloadStaleTime` is about that setting, though it says "preloaded" and
 * "by default" too.
 */
export function namedOnlyInLonger(identifier: string, text: string, question: string): boolean {
  const name = escape(identifier.toLowerCase());
  const whole = new RegExp(`(?<![\\w$])${name}(?![\\w$])`);
  // (only a setting's name the question writes whole: "drop_console"'s "drop" is a piece of one,
  // and "WebSocket" a product's name, said in `WebSocketServer` too)
  const asked = new RegExp(whole.source, "i").exec(question)?.[0];
  if (!asked || !/^[a-z_$][\w$]*[A-Z]/.test(asked)) return false;
  const lower = text.toLowerCase();
  return new RegExp(`(?<![\\w$])${name}[\\w$]`).test(lower) && !whole.test(lower);
}
