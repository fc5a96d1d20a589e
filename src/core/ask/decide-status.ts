/**
 * SUPPORTED means "this answers the question" (DESIGN.md §7): every presented claim is supported
 * AND together they cover what the question asks — each of its parts, every entity it names, and
 * the kind of thing it asks for (a question asking for a value is not answered by a definition
 * without one). Otherwise the answer is PARTIAL and a limitation names the missing part in the
 * user's own words.
 */
import type { ClaimResult, Passage } from "../types";
import { newLiterals } from "./select-quotes";
import { holds, mustTermsHeld, passageTerms, weightedCoverage, type QuestionAnalysis, type QuestionPart } from "./question";

/** Weighted share of a part's terms the supported claims (with their context) must cover to answer it. */
export const ANSWERED_COVERAGE = 0.6;

export interface Coverage {
  answered: QuestionPart[];
  missing: QuestionPart[];
  /** the question asks for a value / identifier that no supported claim carries */
  missingKind: string | null;
  /** words of the question's named entities that no supported claim mentions */
  missingEntities: string[];
}

function answeredTerms(supported: readonly ClaimResult[], evidence: readonly Passage[]): Set<string> {
  const have = new Set<string>();
  for (const c of supported) {
    const p = evidence.find((x) => x.chunkId === c.chunkId);
    const terms = passageTerms(`${c.quote?.context ?? ""} ${c.text}`, p?.breadcrumb ?? "", p?.sourcePath ?? null);
    for (const t of terms) have.add(t);
  }
  return have;
}

export function coverageOf(q: QuestionAnalysis, supported: readonly ClaimResult[], evidence: readonly Passage[]): Coverage {
  const have = answeredTerms(supported, evidence);
  const answered: QuestionPart[] = [];
  const missing: QuestionPart[] = [];
  for (const part of q.parts) {
    (weightedCoverage(part.terms, have) >= ANSWERED_COVERAGE && mustTermsHeld(part.terms, have) ? answered : missing).push(part);
  }
  const text = supported.map((c) => `${c.quote?.context ?? ""} ${c.text}`).join(" ");
  const fresh = newLiterals(text, q.question);
  const missingKind =
    q.wants.includes("number") && supported.length && !fresh.numbers
      ? "the number asked for"
      : q.wants.includes("literal") && supported.length && !/\d|`[^`]+`|--[a-z]|\b[a-z]+_[a-z_]+\b|\b[A-Z][A-Z0-9_]{2,}\b|\b[a-z]+[A-Z]\w*\b/.test(text)
        ? "the name or value asked for"
        : null;
  const missingEntities = q.terms.filter((t) => t.must && !holds(have, t.term)).map((t) => t.word);
  return { answered, missing, missingKind, missingEntities };
}

export function answersQuestion(c: Coverage): boolean {
  return c.missing.length === 0 && c.missingKind === null && c.missingEntities.length === 0;
}
