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
  if (filed.size) return about.filter((w) => filed.has(productFolder(w)));
  // (a product the knowledge base files that the evidence has no window of is not answered by
  // another's page: "marked's default for the gfm option" is not remarkable's "==marked text==")
  const found = new Set([...folders].map((f) => stem(tokenize(f)[0] ?? "")));
  const asked = q.products ?? [];
  return asked.length && !asked.some((p) => found.has(stem(p))) ? [] : about;
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
