/**
 * A commented configuration sample (the serverless.yml reference: "# Log level to use for execution
 * logging: INFO or ERROR" over `level: INFO`) says one thing per entry. A window cut from it speaks
 * for the question by its best entry, not by the words its many entries spread between them: an
 * entry on the IAM role "for API Gateway … CloudWatch Logs (default: …)" beside one on the log level
 * answers no "What log level does API Gateway logging use by default?".
 */
import type { QuestionTerm } from "./question";
import { contentTerms } from "../text/terms";
import { identifierWords, weightedCoverage, withPrefixes } from "./term-match";

// (YAML, TOML and shell comments: a program's `//` comments annotate one sample's values, as Bun's
// "// use argon2 (default)" over the call and its `algorithm: "argon2id", // …` lines do)
const COMMENT = /^\s*#/;
const KEY = /^\s*(?:-\s+)?["']?[\w.$-]+["']?\s*:/;
const TRAILING_COMMENT = /\S\s+#\s/;
/** Fewer commented entries than this make a sample, not a reference. */
const MIN_ENTRIES = 4;

/** Each key line with the comment lines above it (and the value lines under it); null for other code. */
export function commentedEntries(text: string): string[] | null {
  const entries: string[] = [];
  let pending: string[] = [];
  let commented = 0;
  for (const line of text.split("\n")) {
    if (COMMENT.test(line)) pending.push(line);
    else if (KEY.test(line)) {
      if (pending.length || TRAILING_COMMENT.test(line)) commented++;
      entries.push([...pending, line].join("\n"));
      pending = [];
    } else if (entries.length) entries[entries.length - 1] += `\n${line}`;
  }
  if (pending.length) entries.push(pending.join("\n"));
  return commented >= MIN_ENTRIES ? entries : null;
}

/** The entry of a commented sample that covers most of the question (the first, on a tie). */
function bestEntry(entries: readonly string[], terms: readonly QuestionTerm[]): string {
  let best = entries[0] ?? "";
  let bestCoverage = -1;
  for (const entry of entries) {
    const coverage = weightedCoverage(terms, withPrefixes(contentTerms(entry)));
    if (coverage > bestCoverage) [best, bestCoverage] = [entry, coverage];
  }
  return best;
}

/**
 * The words a window says itself: prose with the words inside its identifiers; a code block's own
 * vocabulary ("[profile.dev]" is no sentence about "dev"); a commented reference's best entry.
 */
export function spokenText(
  kind: string,
  said: string,
  prose: string,
  terms: readonly QuestionTerm[],
): string {
  if (kind !== "code") return `${said} ${identifierWords(prose)}`;
  const entries = commentedEntries(said);
  return entries ? bestEntry(entries, terms) : said;
}
