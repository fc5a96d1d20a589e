/** How well a quote carries the kind of thing the question asks for (a value, a name, a step, a time). */
import type { Passage, QuoteBlock } from "../types";
import { unmetKinds } from "./answer-kinds";
import { codeStatesDefault } from "./stated-default";
import { ASKS_DEFAULT, type AnswerKind } from "./asked-kinds";
import type { QuestionAnalysis } from "./question";
import { heaviestTerm, identifierWords, termIn, withPrefixes } from "./term-match";
import { EXAMPLE_LABEL } from "./quote-windows";
import { contentTerms, stem, tokenize } from "../text/terms";

/** A quote that lacks the kind of thing asked for (a number, a name, a step) does not answer: it scores less. */
export function kindFactor(
  wants: readonly AnswerKind[],
  text: string,
  question: string,
  kind: QuoteBlock["kind"],
): number {
  let f = 1;
  const factor: Record<string, number> = {
    number: 0.7,
    who: 0.6,
    where: 0.75,
    literal: 0.85,
    procedure: 0.85,
    time: 0.85,
    list: 1,
    requirement: 0.85,
  };
  for (const k of unmetKinds(wants, text, question, kind === "code" || kind === "item"))
    f *= factor[k] ?? 1;
  return f;
}

export function kindBonus(
  wants: readonly AnswerKind[],
  w: { kind: QuoteBlock["kind"] },
  text: string,
  fresh: { numbers: boolean; identifiers: boolean },
): number {
  let bonus = 0;
  // the answer brings something the question does not already say: a value, a name
  if (wants.includes("number") && fresh.numbers) bonus += 0.1;
  if (
    (wants.includes("literal") || wants.includes("procedure")) &&
    (fresh.identifiers || fresh.numbers)
  )
    bonus += 0.08;
  if (wants.includes("procedure"))
    bonus +=
      w.kind === "item" ||
      w.kind === "code" ||
      /^\s*(run|set|use|add|pass|start|stop|create|call|open|enable|disable|configure)\b/i.test(
        text,
      )
        ? 0.08
        : 0;
  if (wants.includes("time"))
    bonus += /\d|\b(before|after|within|since|until|version)\b/i.test(text) ? 0.06 : 0;
  if (wants.includes("list"))
    bonus += w.kind === "item" || w.kind === "row" || /,.*,|\band\b/.test(text) ? 0.05 : 0;
  return bonus;
}

/** "How would I publish a crate?": the action asked about, one per part ("…install…, and how do I publish…"). */
function actionsAsked(question: string): Set<string> {
  return new Set(
    [
      ...question.matchAll(
        /\bhow (?:do|can|should|would|could|might|to)(?: (?:i|we|you|one))?\s+([a-z]{3,})/gi,
      ),
    ].map((m) => stem(m[1]!.toLowerCase())),
  );
}

/**
 * A command named after the action asked about (`cargo publish` for "how do I publish") is the
 * step itself; a sentence that only mentions the action on the way to another command ("if we've
 * published a crate and want to yank it, run `cargo yank`") is a neighbouring procedure.
 */
export function commandNamesAction(question: string, text: string): number {
  const actions = actionsAsked(question);
  if (!actions.size) return 0;
  const code = [...text.matchAll(/(`{3,}|~{3,})[\s\S]*?(?:\1|$)|`[^`\n]+`/g)].map((m) => m[0]);
  const named = code.some((c) => tokenize(c).some((t) => actions.has(stem(t))));
  // a sample whose output ends in an error shows what goes wrong, not how it is done
  const fails = code.some((c) => /^\s*(?:error(?:\[\w+\])?|fatal):/m.test(c));
  return fails ? -0.05 : named ? 0.1 : 0;
}

/**
 * "When the server runs behind a proxy like NGINX, … use the `X-Forwarded-For` header": a block
 * led in by a condition answers that special case. Unless the question names the case (its words),
 * the general answer beside it comes first: "How do I get the IP address of the client?" is
 * `req.socket.remoteAddress`.
 */
export function specialCase(question: string, leadIn: string): number {
  const condition = /(?:^|[.!?]\s+|\n\s*)(?:when|if|in case)\s+([^,.]+),[^.]*[.:]?\s*$/i.exec(
    leadIn,
  )?.[1];
  if (!condition) return 0;
  const asked = new Set(tokenize(question).map(stem));
  const words = tokenize(condition)
    .filter((w) => w.length > 3)
    .map(stem);
  return words.length && !words.some((w) => asked.has(w)) ? 0.05 : 0;
}

const ATTRIBUTION = /^(?:source|sources|from|origin|adapted from)\s*:\s*\S+$/i;
const COUNTER_LABEL =
  /^\W*(?:wrong|bad|incorrect|avoid|don'?t|do not|anti-?pattern)(?:\s+[\w-]+){0,3}\s*:\W*$/i;

/**
 * Code samples (and blocks under "Example:") share many words with a question without saying
 * anything about it; one labelled "Wrong:" shows what not to do, and a line naming the page's source
 * says nothing at all — unless the question asks the steps, or a default the sample's own line states
 * ("// use argon2 (default)").
 */
export function sampleFactor(
  q: QuestionAnalysis,
  w: { passage: Passage; start: number; kind: QuoteBlock["kind"] },
  text: string,
): number {
  const before = w.passage.text.slice(Math.max(0, w.start - 40), w.start).trimEnd();
  // "Wrong:" over a sample shows what not to do: never the answer
  const label = `${before}\n${text.split(/^\s*(?:`{3,}|~{3,})/m)[0] ?? ""}`
    .trim()
    .split("\n")
    .pop();
  if (COUNTER_LABEL.test(label ?? "") || COUNTER_LABEL.test(text.trim())) return 0.5;
  // a line naming where the page came from ("Source: reduxjs/redux-toolkit:docs/…/persistence.mdx")
  if (ATTRIBUTION.test(text.trim())) return 0.5;
  const example = EXAMPLE_LABEL.test(before.split("\n").pop() ?? "");
  const sample = (w.kind === "code" && !introducesAbout(q, text)) || example;
  const says =
    q.wants.includes("procedure") ||
    (ASKS_DEFAULT.test(q.question) && codeStatesDefault(text, q.question));
  return sample && !says ? 0.8 : 1;
}

/**
 * A sentence that names what the question is most about and introduces the code after it ("There
 * is a `maxDepth` option available to prevent full expansion of very deep dependency trees:") says
 * something itself; a bare lead-in ("As a node module:", "Config:") does not.
 */
function introducesAbout(q: QuestionAnalysis, text: string): boolean {
  const intro = text.split(/^\s*(?:`{3,}|~{3,})/m)[0] ?? "";
  const focus = heaviestTerm(q.terms);
  return (
    !!intro.trim() &&
    !!focus &&
    termIn(withPrefixes(contentTerms(`${intro} ${identifierWords(intro)}`)), focus)
  );
}
