/**
 * The STATEMENT check: a question, the writer's own view or experience, a word of taste or a degree
 * the evidence never gives ("very popular") is not a claim any document can support.
 */
import { contentTerms } from "../text/terms";
import type { CheckResult } from "../types";
import { claimBody } from "./align-claim";
import { holds, withPrefixes } from "./term-match";

/** Words of taste, not fact: a claim that adds one says what no document states. */
const OPINION =
  /\b(?:awesome|amazing|great|cool|fun|funny|boring|interesting|beautiful|nice|lovely|terrible|horrible|awful|wonderful|fantastic|favou?rite|love|loved|hate|enjoy|enjoyed|sad|scary|cute|weird|crazy|exciting|incredible|impressive|delicious|gorgeous|good|bad|best|worst|neat|inspiring|tasty|cruel|fascinating|brilliant|excellent|silly|stupid|ugly|huge)\b/i;
const FIRST_PERSON = /\b(?:i|i'm|i’m|i've|i'd|me|my|mine|myself)\b/i;

/** "very popular", "so much harder", "the most famous": a degree put on a word the evidence never uses. */
const DEGREE =
  /\b(?:more|less|most|least|very|so|really|too|extremely|quite|pretty)\s+([a-z]{4,})\b/gi;

function unsaidDegree(claim: string, window: string): string | null {
  let have: Set<string> | null = null;
  for (const m of claim.matchAll(DEGREE)) {
    const term = contentTerms(m[1]!)[0];
    if (!term) continue; // "more than", "so many": no judgment word
    have ??= withPrefixes(contentTerms(window));
    if (!holds(have, term)) return m[0]!.toLowerCase();
  }
  return null;
}

/**
 * "I think …", "I believe …": a claim offered as the writer's belief is hedged, not stated as the
 * source's fact ("I know …", "I read …" still state it; the opening is dropped before the checks).
 */
const BELIEF =
  /^(?:(?:yes|yeah|yea|yep|well|oh|ok|okay|sure|hmm|haha)\b[\s,!.]*)*i (?:think|believe|guess|suppose|feel)\b/i;

/** A question or the writer's own experience or taste is not a claim any document can support. */
export function statementCheck(claim: string, window: string): CheckResult {
  const body = claimBody(claim);
  if (
    /\?\s*$/.test(body) ||
    /^(?:what|how|why|who|when|where|which|do|does|did|is|are|can|have|has)\b[^.!]*\?/i.test(body)
  ) {
    return { name: "STATEMENT", passed: false, detail: "a question, not a statement" };
  }
  if (BELIEF.test(claim.trim()))
    return {
      name: "STATEMENT",
      passed: false,
      detail: "the writer's belief, not what the evidence states",
    };
  if (FIRST_PERSON.test(body) && !FIRST_PERSON.test(window)) {
    return {
      name: "STATEMENT",
      passed: false,
      detail: "states the writer's own view or experience",
    };
  }
  const degree = unsaidDegree(body, window);
  if (degree)
    return {
      name: "STATEMENT",
      passed: false,
      detail: `a judgment ("${degree}") the evidence does not make`,
    };
  const opinion = OPINION.exec(body)?.[0];
  if (opinion && !new RegExp(`\\b${opinion}\\b`, "i").test(window)) {
    return {
      name: "STATEMENT",
      passed: false,
      detail: `an opinion ("${opinion}"), not a fact of the evidence`,
    };
  }
  return { name: "STATEMENT", passed: true, detail: "a statement" };
}
