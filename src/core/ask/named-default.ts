/**
 * Whether a window names the setting asked where it states a default: "by default you will need to
 * include the CSRF token in the `x-csrf-token` header. … ensure appropriate `sameSite` configuration"
 * names `sameSite` in another sentence than its default, which is not `sameSite`'s; a block under
 * the setting's own entry (its heading, its item's key) names it throughout.
 */
import type { QuestionAnalysis, QuestionTerm } from "./question";
import type { Window } from "./quote-windows";
import { passageTerms, termIn } from "./term-match";
import { escapeRegExp } from "../text/regexp";
import { ASKS_DEFAULT } from "./asked-kinds";

/** The identifier as a word of its own, in any case: `sameSite` in "appropriate `sameSite` configuration". */
function said(word: string): RegExp {
  return new RegExp(`(?<![\\w$])${escapeRegExp(word)}(?![\\w$])`, "i");
}

function namedWhereDefaultSaid(w: Window, t: QuestionTerm, written: RegExp): boolean {
  const around = passageTerms(w.context ?? "", w.passage.breadcrumb, w.passage.sourcePath);
  const text = w.passage.text.slice(w.start, w.end);
  // (a row or an item is one entry: "| `maxAttempts` | Total number of attempts. Default: 3 |")
  const clauses = w.kind === "sentence" ? text.split(/[;.](?:\s|$)/) : [text];
  return termIn(around, t) || clauses.some((c) => /\bdefault/i.test(c) && written.test(c));
}

/**
 * The identifiers the question asks the default of, written as settings are (`sameSite`,
 * `max_retries`): in the phrase it asks for ("Which sameSite value …?") or after "default" ("the
 * default maxAttempts"). "Which API does the openaiCompatible adapter target?" asks an API, of an
 * adapter it names.
 */
function askedIdentifiers(q: QuestionAnalysis, settings: readonly QuestionTerm[]): QuestionTerm[] {
  const phrase = `${ASKED_PHRASE.exec(q.question)?.[1] ?? ""} ${DEFAULT_OF.exec(q.question)?.[1] ?? ""}`;
  return settings.filter((t) => {
    const written = said(t.word).exec(phrase);
    return t.exact && written && /[a-z][A-Z]|[a-z]_[a-z]/.test(written[0]);
  });
}

/** The words of the thing a question asks for by name: "delimiter" of "What delimiter does … use?". */
function askedPhraseWords(question: string): string[] {
  const phrase = `${ASKED_PHRASE.exec(question)?.[1] ?? ""} ${DEFAULT_OF.exec(question)?.[1] ?? ""}`;
  return phrase.toLowerCase().split(/\s+/).filter(Boolean);
}
/** "Which adapter does …?", "What HTTP status code does …?": a question asking for a thing by name. */
export function asksForNamedThing(question: string): boolean {
  return ASKED_PHRASE.test(question);
}

/** Of the terms, those the question asks for by name. */
export function askedByPhrase(question: string, terms: readonly QuestionTerm[]): QuestionTerm[] {
  const words = askedPhraseWords(question);
  return terms.filter((t) => words.includes(t.word.toLowerCase()));
}

const ASKED_PHRASE =
  /^\W*(?:which|what)\s+((?:[\w$-]+\s+){1,3}?)(?:does|do|is|are|will|can|should)\b/i;
const DEFAULT_OF = /\bdefault\s+(?:values?\s+(?:of|for)\s+)?(?:the\s+)?`?([\w$-]+)/i;

/** Asked a default by the setting's identifier, the blocks naming it where they state one, if any. */
export function namingWhereDefaultSaid(
  q: QuestionAnalysis,
  settings: readonly QuestionTerm[],
  windows: Window[],
): Window[] {
  if (!ASKS_DEFAULT.test(q.question)) return windows;
  // (each identifier's pattern compiled once, not once per window)
  const asked = askedIdentifiers(q, settings).map((t) => ({ t, written: said(t.word) }));
  if (!asked.length) return windows;
  const naming = windows.filter((w) =>
    asked.every(({ t, written }) => namedWhereDefaultSaid(w, t, written)),
  );
  return naming.length ? naming : windows;
}
