/**
 * A help text a sample program prints: a library for building command-line programs shows the help
 * of the program its sample builds ("Usage\n  $ sirv [dir] [options]" … "-p, --port  Port to bind
 * (default 5000)"), whose defaults are that program's, not the library's.
 */
import { escapeRegExp } from "../text/regexp";
import { CODE_BLOCKS } from "./config-sample";
import type { Window } from "./quote-windows";

/** "Usage\n  $ sirv [dir] [options]", "Usage: $ my-cli <command>": the program a help text is of. */
const USAGE_PROGRAM = /\busage\b:?\s*\n?\s*\$\s+([a-z][\w.-]*)/i;
/** What runs a program rather than being one: `$ npx c8 …`, `$ npm run build`. */
const RUNNERS = /^(?:npx|npm|yarn|pnpm|bunx|bun|node|deno|sudo)$/i;

/** The fenced block a window lies in, if any. */
function enclosingBlock(w: Window): string | null {
  for (const m of w.passage.text.matchAll(CODE_BLOCKS))
    if (m.index <= w.start && w.start < m.index + m[0].length) return m[0];
  return null;
}

/**
 * Whether a window lies in the help text of a program that is neither the page's subject (its
 * title, its folder) nor one the question names.
 */
export function anotherProgramsHelp(w: Window, question: string): boolean {
  // (most pages hold no help text: their code blocks are not searched)
  if (!USAGE_PROGRAM.test(w.passage.text)) return false;
  const block = enclosingBlock(w);
  const program = block ? USAGE_PROGRAM.exec(block)?.[1]?.toLowerCase() : undefined;
  if (!program || RUNNERS.test(program)) return false;
  const subject = `${w.passage.title} ${w.passage.sourcePath ?? ""}`.toLowerCase();
  const named = (text: string) =>
    new RegExp(`(?<![\\w.-])${escapeRegExp(program)}(?![\\w-])`).test(text);
  return !named(subject) && !named(question.toLowerCase());
}
