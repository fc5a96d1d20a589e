/**
 * The other spellings of a question's terms that a text may use: the closed compound of two words
 * ("roll back" -> "rollback"), a setting's shortened name ("optimization level" -> `opt-level`), a
 * library's name without its language's suffix ("Postgres.js" -> `postgres`, "LanceDB" -> "Lance"); and a hyphenated
 * word the knowledge base never writes, said by its parts alone.
 */
import { stem, tokenize } from "../text/terms";
import type { QuestionTerm, TermStats } from "./question";

/** "roll back" is also written "rollback", "set up" "setup": each word counts when the text has the compound. */
export function addCompounds(question: string, terms: QuestionTerm[]): void {
  const words = tokenize(question);
  for (let i = 0; i + 1 < words.length; i++) {
    const joined = stem(`${words[i]}${words[i + 1]}`);
    for (const w of [words[i]!, words[i + 1]!]) {
      const t = terms.find((x) => x.word === w);
      if (t) t.alts = [...new Set([...(t.alts ?? []), joined])];
    }
    const first = terms.find((x) => x.word === words[i]);
    if (first && terms.some((x) => x.word === words[i + 1]))
      first.alts = [...(first.alts ?? []), ...abbreviated(words[i]!, words[i + 1]!)];
  }
}

/**
 * A library named with its language's suffix is also named without it: "Postgres.js" is `postgres`
 * in its own README's code and folder, "Vue.js" is "Vue". Written capitalised, it is a product's
 * name; a file ("build.rs", "index.js") is not.
 */
const PRODUCT_NAME = /(?<![\w.])([A-Z][A-Za-z0-9-]{2,})\.(?:js|ts|py|rs|go|rb|net|NET)(?![\w.])/g;

/** A database named with "DB" is also named without it: "LanceDB" is the "Lance Vector Store", "MongoDB" "Mongo". */
const DB_NAME = /(?<![\w.])([A-Z][a-z]{3,}[A-Za-z0-9]*?)DB(?![\w.])/g;

export function productNames(question: string): { written: string; bare: string }[] {
  return [...question.matchAll(PRODUCT_NAME), ...question.matchAll(DB_NAME)].map((m) => ({
    written: m[0],
    bare: m[1]!.toLowerCase(),
  }));
}

/** Written in lower case ("documentation.js"), a suffixed name is a product only when the knowledge base files one by it. */
const FILED_NAME = /^([a-z][a-z0-9-]{2,})\.(?:js|ts|py|rs|go|rb)$/;

/** The bare stem of a lower-case suffixed name the knowledge base files a product under, if it is one. */
export function filedProduct(word: string, stats: TermStats): string | null {
  const bare = FILED_NAME.exec(word.toLowerCase())?.[1];
  if (!bare) return null;
  const s = stem(bare);
  return stats.products?.has(s) || stats.folders?.has(s) ? s : null;
}

export function addUnsuffixed(question: string, terms: QuestionTerm[], stats: TermStats): void {
  for (const { written, bare } of productNames(question)) {
    const t = terms.find((x) => x.term === written.toLowerCase());
    if (!t) continue;
    t.alts = [...(t.alts ?? []), stem(bare)];
    if (stats.folders?.has(stem(bare)) || stats.products?.has(stem(bare))) t.filedAs = bare;
  }
  for (const t of terms) {
    const bare = filedProduct(t.term, stats);
    if (bare && !t.alts?.includes(bare)) t.alts = [...(t.alts ?? []), bare];
  }
}

/**
 * A setting's name shortens its first word: "optimization level" is `opt-level`, "maximum size"
 * `max-size`. Only a long word, by its first three to five letters, and only together with the
 * word that follows it as written, so "opt" alone never stands for "optimization".
 */
function abbreviated(word: string, next: string): string[] {
  if (word.length < 7 || !/^[a-z]+$/.test(word) || !/^[a-z]+$/.test(next)) return [];
  return [3, 4, 5].map((n) => stem(`${word.slice(0, n)}-${next}`));
}

/**
 * "final-project" is read as "final-project", "final" and "project": when the knowledge base never
 * writes the compound, its parts say it, and the compound counted as well would weigh the one idea
 * three times (as the rarest term of all, since it never occurs).
 */
export function saidOnce(terms: QuestionTerm[], stats: TermStats): QuestionTerm[] {
  const have = new Set(terms.map((t) => t.term));
  return terms.filter(
    (t) =>
      !t.term.includes("-") ||
      /\d/.test(t.term) ||
      (stats.df.get(t.term) ?? 0) > 0 ||
      !t.term.split("-").every((p) => p.length < 2 || have.has(stem(p))),
  );
}

/**
 * A member of a product the knowledge base files by name is named by the member alone: "What does
 * semver.coerce do?" is answered by semver's `` `coerce(version, options)` `` entry, which never
 * writes the module's name (as `std::sync::mpsc` is named by `mpsc`). Only when the first part is
 * such a product: "package.json" is not "json", nor "Cargo.toml" "toml". Only where the product is
 * named too, by the page's folder or its words: proxyquire's "allows you to restore the behavior"
 * says nothing of mock-fs's `mock.restore()`.
 */
const FILE_EXTENSION =
  /^(?:json5?|ya?ml|toml|ini|xml|html?|css|md|mdx|txt|lock|env|cfg|conf|[cm]?[jt]sx?|sh|py|rb|go|rs)$/i;

export function addMembers(terms: QuestionTerm[], stats: TermStats): void {
  for (const t of terms) {
    const m = /^([a-z][\w-]*)\.([a-z_$][\w$]*)$/.exec(t.term);
    // (a file's extension is no member: "documentation.yml" is a file of documentation.js)
    if (!m || m[2]!.length < 3 || FILE_EXTENSION.test(m[2]!)) continue;
    const owner = stem(m[1]!);
    if (!(stats.products?.has(owner) || stats.folders?.has(owner))) continue;
    t.member = stem(m[2]!);
    t.memberOf = owner;
  }
}

/**
 * The identifiers an answer must write as the question does: not a product's member, which its
 * term holds by the member alone in the product's pages (`coerce(version)` names "semver.coerce"),
 * nor a product filed by its bare name, "documentation.js", which its term holds by that name.
 */
export function literalsAsked(
  literals: readonly string[],
  terms: readonly QuestionTerm[],
  stats: TermStats,
): string[] {
  return literals.filter(
    (l) => !terms.some((t) => t.member && t.term === l.toLowerCase()) && !filedProduct(l, stats),
  );
}

/**
 * A bound is written in more ways than its word: "the maximum size of a single trigger payload" is
 * stated as "| Single trigger payload | Must not exceed 3MB |" under "Limits", "the maximum number
 * of tags" as "up to 10 tags per run". The question's "maximum" (or "minimum") is held by the words
 * a text states that bound with.
 */
// (a Map: a question's word may be "constructor", which every plain object has)
const BOUND_WORDS = new Map<string, string[]>([
  ["maximum", ["max", "limit", "exceed", "cap"]],
  ["max", ["maximum", "limit", "exceed", "cap"]],
  ["minimum", ["min", "least"]],
  ["min", ["minimum", "least"]],
]);

export function addBoundWords(terms: QuestionTerm[]): void {
  for (const t of terms) {
    const words = BOUND_WORDS.get(t.word.toLowerCase());
    if (words) t.alts = [...new Set([...(t.alts ?? []), ...words.map((w) => stem(w))])];
  }
}

/** Every other spelling of the question's terms, in order (see the functions above). */
export function addSpellings(question: string, terms: QuestionTerm[], stats: TermStats): void {
  addCompounds(question, terms);
  addBoundWords(terms);
  addUnsuffixed(question, terms, stats);
  addMembers(terms, stats);
}
