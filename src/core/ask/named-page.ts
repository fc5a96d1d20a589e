/**
 * A question that names a page or a product is about that page or product: the windows of others
 * are left out before a quote is chosen.
 */
import type { QuestionAnalysis } from "./question";
import type { Window } from "./quote-windows";
import { escapeRegExp } from "../text/regexp";
import { stem, tokenize } from "../text/terms";

/** A page's name: its file's stem ("label-has-for" of `…/label-has-for.md`). */
function pageName(sourcePath: string | null): string {
  return (sourcePath ?? "")
    .replace(/^.*\//, "")
    .replace(/\.[^.]+$/, "")
    .toLowerCase();
}

/**
 * A question that names a page by its hyphenated name ("the label-has-associated-control rule") is
 * about that page: "`depth` (default 2, max 25)" is written on control-has-associated-label's page
 * too, with the same words in another order, and quoted from there it cites the wrong rule. Only
 * names of two parts or more that some page of the evidence bears, so "day-of-week" in a question
 * leaves every page in.
 */
export function aboutNamedPage(
  q: QuestionAnalysis,
  windows: readonly Window[],
  eligible: Window[],
): Window[] {
  const words = new Set(q.question.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []);
  const named = new Set(
    windows.map((w) => pageName(w.passage.sourcePath)).filter((n) => words.has(n)),
  );
  const about = named.size
    ? eligible.filter((w) => named.has(pageName(w.passage.sourcePath)))
    : eligible;
  // (so is one that names a product, "concurrently", or a scoped package, "@fastify/cookie",
  // filed as `fastify-cookie/`: the session plugin's page speaks of cookies too)
  const packages = scopedPackageFolders(q.question);
  // (each folder once: a knowledge base has few products and a question many windows)
  const folders = new Set(windows.map((w) => productFolder(w)));
  const filed = new Set([...folders].filter((f) => packages.has(f) || namesProduct(q.question, f)));
  if (filed.size && !documentedElsewhere(q.question, windows, filed))
    return about.filter((w) => filed.has(productFolder(w)));
  // (a product the knowledge base files that the evidence has no window of is not answered by
  // another's page: "marked's default for the gfm option" is not remarkable's "==marked text==")
  const found = new Set([...folders].map((f) => stem(tokenize(f)[0] ?? "")));
  const asked = q.products ?? [];
  const unfound = asked.length && !asked.some((p) => found.has(stem(p)));
  return unfound && !documentedElsewhere(q.question, windows, new Set(asked)) ? [] : about;
}

/** An identifier as a question writes one: `mostReadable`, `includeFallbackColors`, `uuid.v4`. */
const IDENTIFIER = /\b[a-z][a-z0-9]*(?:[A-Z][\w$]*|\.[a-z][\w$]*)\b/g;

/**
 * A product whose name is a word may be that word in the question: "What does mostReadable return
 * when no color is readable?" asks tinycolor2's `mostReadable`, which no page of `color/` speaks
 * of. When the identifiers the question writes are documented under other products only, the word
 * names no product.
 */
function documentedElsewhere(question: string, windows: readonly Window[], filed: Set<string>) {
  // ("colord's mostReadable", "in color", "the color package" name the product whatever it documents)
  if ([...filed].some((f) => namedAsProduct(question, f))) return false;
  const ids = (question.match(IDENTIFIER) ?? []).map((id) => id.toLowerCase());
  const speaks = (w: Window) => ids.some((id) => w.passage.text.toLowerCase().includes(id));
  return (
    ids.length > 0 &&
    !windows.some((w) => filed.has(productFolder(w)) && speaks(w)) &&
    windows.some((w) => speaks(w))
  );
}

function namedAsProduct(question: string, product: string): boolean {
  const name = escapeRegExp(product);
  return new RegExp(
    `\\b(?:in|of|from|with|using|does|do|for)\\s+${name}\\b|\\b${name}(?:['’]s\\b|\\s+(?:package|library|module)s?\\b)`,
    "i",
  ).test(question);
}

/** The folders a knowledge base filed by product may file "@scope/name" under: `scope-name/`, `name/`. */
function scopedPackageFolders(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.toLowerCase().matchAll(/@([a-z0-9][\w.-]*)\/([a-z0-9][\w.-]*[a-z0-9])/g))
    out.add(`${m[1]}-${m[2]}`).add(m[2]!);
  return out;
}

/**
 * Whether the question writes a product's folder name as a word of its own: "the default kill
 * timeout of concurrently" is about `concurrently/`, not wait-on's "concurrent connections".
 */
function namesProduct(question: string, folder: string): boolean {
  return (
    folder.length > 1 &&
    new RegExp(`(?<![\\w@/-])${escapeRegExp(folder)}(?![\\w/-])`, "i").test(question)
  );
}

/** The first folder below a knowledge base's root: the product a page is filed under. */
function productFolder(w: Window): string {
  return (w.passage.sourcePath ?? "").split("/")[1]?.toLowerCase() ?? "";
}
