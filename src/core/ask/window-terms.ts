/** What a quote window says itself, as the terms a question's are matched against. */
import { contentTerms } from "../text/terms";
import { kindsShown } from "./answer-kinds";
import type { QuestionAnalysis } from "./question";
import type { Window } from "./quote-windows";
import { spokenText } from "./sample-entries";
import { labelTerms, subjectTerms } from "./section-subject";
import { folderTerms, withPrefixes } from "./term-match";

/**
 * What the page's folder says of every block in it ("languages/go", "v2/2.19"): a sentence of the Go
 * page is about Go without naming it, as much as one that does. Counted as the quote's own words, so
 * a Python page's sentence that happens to say "Python" does not outrank its neighbour that answers.
 */
function scopeTerms(sourcePath: string | null): string[] {
  return [...folderTerms([sourcePath ?? ""])];
}

// "helpful for these exercises" only points back; "For example, a web server …" is about the web
// server, not about examples
const POINTING_BACK = /\b(?:these|those|such)\s+[\w-]+|\bfor (?:example|instance)\b/gi;

const LINK_TARGET = /\]\((?:[^()\s]|\([^()\s]*\))*\)/g;

/** What a window says itself: its words, the kinds of thing it shows, its page's folder and subject. */
export function ownTerms(
  q: QuestionAnalysis,
  w: Omit<Window, "own" | "score" | "passageRank">,
  text: string,
): Set<string> {
  // a word the quote only points back at, or a discourse marker, is not what it says; nor is a
  // link's target ("[blockOnConsumed](…/node-rate-limiter-flexible/wiki/Options#…)")
  const said = text.replace(LINK_TARGET, "]").replace(POINTING_BACK, " ");
  const prose = said.replace(/(`{3,}|~{3,})[\s\S]*?(?:\1|$)/g, " ");
  return withPrefixes([
    ...contentTerms(spokenText(w.kind, said, prose, q.terms)),
    ...kindsShown(prose),
    ...scopeTerms(w.passage.sourcePath),
    ...subjectTerms(w.passage, w.start, text, q.question),
    ...labelTerms(w.context),
  ]);
}
