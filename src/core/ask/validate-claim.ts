/**
 * Checks one claim against the evidence of the documents it cites (seed 003, generalised).
 * A resolvable citation proves only that the identifier resolves; support is checked here:
 *  - extractive: the claim must be, verbatim, one sentence of a cited chunk;
 *  - generative: against the cited sentence that shares most content with the claim, every
 *    number with its unit, the negation and every condition must agree, and enough of the
 *    claim's content must be there.
 * A claim is supported when one cited chunk passes every check; the checks of the best
 * candidate are recorded either way, so a reviewer sees why.
 */
import { collapseSpace, splitSentences } from "../text/sentences";
import { contentTerms, coverage, tokenize } from "../text/terms";
import { extractQuantities, quantityBacked } from "../text/quantities";
import type { CheckResult, CitationRef, ClaimVerdict, Passage } from "../types";

export type ValidationMode = "extractive" | "generative";

export interface ClaimCheckOutcome {
  verdict: ClaimVerdict;
  checks: CheckResult[];
  chunkId: string | null;
  /** the evidence sentence the claim was matched to */
  sentence: string | null;
}

/** Share of the claim's content terms that the evidence sentence must contain. */
export const MIN_OVERLAP = 0.6;

const NEGATION = /\b(?:not|no|never|none|nor|without|cannot|neither)\b|n't\b/i;
const CONDITIONS: ReadonlyArray<[string, RegExp]> = [
  ["if", /\bif\b/i],
  ["unless", /\bunless\b/i],
  ["only", /\bonly\b/i],
  ["at least", /\bat least\b/i],
  ["at most", /\bat most\b/i],
  ["within", /\bwithin\b/i],
  ["except", /\bexcept\b/i],
  ["before", /\bbefore\b/i],
  ["after", /\bafter\b/i],
  ["until", /\buntil\b/i],
  ["no later than", /\bno later than\b/i],
  ["up to", /\bup to\b/i],
  ["provided that", /\bprovided that\b/i],
];

export function conditionsOf(text: string): string[] {
  return CONDITIONS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

export function isNegated(text: string): boolean {
  return NEGATION.test(text);
}

const NEGATION_WORD = /^(?:not|no|never|none|nor|without|cannot|neither)$/;

/**
 * The content terms a negation governs: the next three tokens after each negation word. Comparing
 * scopes, not mere presence, tells "not deployed on Fridays" from "kept for 7 years and never deleted".
 */
export function negatedTerms(text: string): Set<string> {
  const tokens = tokenize(text.replace(/n't\b/gi, " not"));
  const scope = new Set<string>();
  tokens.forEach((t, i) => {
    if (!NEGATION_WORD.test(t)) return;
    for (const next of tokens.slice(i + 1, i + 4)) for (const term of contentTerms(next)) scope.add(term);
  });
  return scope;
}

/** Polarity agrees when the claim negates only what the evidence negates, and drops no negation of a term it uses. */
function polarityAgrees(claim: string, sentence: string): { passed: boolean; detail: string } {
  const claimScope = negatedTerms(claim);
  const evidenceScope = negatedTerms(sentence);
  const claimTerms = new Set(contentTerms(claim));
  const added = [...claimScope].filter((t) => !evidenceScope.has(t));
  const dropped = [...evidenceScope].filter((t) => claimTerms.has(t) && !claimScope.has(t));
  if (isNegated(claim) !== isNegated(sentence) && claimScope.size === 0 && evidenceScope.size === 0) {
    return { passed: false, detail: isNegated(claim) ? "claim negates, evidence does not" : "evidence negates, claim does not" };
  }
  if (added.length) return { passed: false, detail: `claim negates what the evidence does not: ${added.join(", ")}` };
  if (dropped.length) return { passed: false, detail: `evidence negates what the claim states: ${dropped.join(", ")}` };
  return { passed: true, detail: "polarity agrees" };
}

function citationCheck(citations: readonly CitationRef[]): { verdict: ClaimVerdict | null; check: CheckResult } {
  if (citations.length === 0) {
    return { verdict: "UNCITED", check: { name: "CITATION", passed: false, detail: "no [Document title] marker" } };
  }
  if (citations.some((c) => c.resolution === "RESTRICTED")) {
    return { verdict: "RESTRICTED_CITATION", check: { name: "CITATION", passed: false, detail: "cites a document outside the evidence" } };
  }
  if (citations.some((c) => c.resolution === "UNKNOWN")) {
    return { verdict: "UNKNOWN_CITATION", check: { name: "CITATION", passed: false, detail: "cites a document outside the evidence" } };
  }
  return { verdict: null, check: { name: "CITATION", passed: true, detail: `cites ${citations.length} document(s) in the evidence` } };
}

interface Candidate {
  passage: Passage;
  sentence: string;
  overlap: number;
}

/** Cited sentences, most overlapping first (stable: evidence order breaks ties). */
function rankSentences(claim: string, passages: readonly Passage[]): Candidate[] {
  const terms = contentTerms(claim).filter((t) => !/^\d/.test(t));
  const all: Candidate[] = [];
  for (const passage of passages) {
    for (const sentence of splitSentences(passage.text)) {
      // the cited document's own title and section words count: "the field bulletin gives 21 days"
      all.push({ passage, sentence, overlap: coverage(terms, new Set([...contentTerms(sentence), ...contentTerms(passage.breadcrumb)])) });
    }
  }
  return all.sort((a, b) => b.overlap - a.overlap);
}

export function generativeChecks(claim: string, sentence: string, overlap: number): CheckResult[] {
  const claimQty = extractQuantities(claim);
  const evidenceQty = extractQuantities(sentence);
  const missingQty = claimQty.filter((q) => !quantityBacked(q, evidenceQty));
  const polarity = polarityAgrees(claim, sentence);
  const claimCond = conditionsOf(claim);
  const evidenceCond = conditionsOf(sentence);
  const addedCond = claimCond.filter((c) => !evidenceCond.includes(c));
  const droppedCond = evidenceCond.filter((c) => !claimCond.includes(c));
  return [
    {
      name: "NUMBERS",
      passed: missingQty.length === 0,
      detail: missingQty.length
        ? `not in the evidence: ${missingQty.map((q) => q.raw).join(", ")}`
        : claimQty.length
          ? `all ${claimQty.length} number(s) match`
          : "no numbers",
    },
    { name: "NEGATION", ...polarity },
    {
      name: "CONDITIONS",
      passed: addedCond.length === 0 && droppedCond.length === 0,
      detail:
        addedCond.length || droppedCond.length
          ? [addedCond.length ? `added: ${addedCond.join(", ")}` : "", droppedCond.length ? `dropped: ${droppedCond.join(", ")}` : ""]
              .filter(Boolean)
              .join("; ")
          : "conditions agree",
    },
    {
      name: "OVERLAP",
      passed: overlap >= MIN_OVERLAP,
      detail: `${Math.round(overlap * 100)}% of the claim's terms are in the cited sentence (needs ${Math.round(MIN_OVERLAP * 100)}%)`,
    },
  ];
}

export function validateClaim(
  claim: string,
  citations: readonly CitationRef[],
  evidence: readonly Passage[],
  mode: ValidationMode,
): ClaimCheckOutcome {
  const cited = citationCheck(citations);
  if (cited.verdict) return { verdict: cited.verdict, checks: [cited.check], chunkId: null, sentence: null };
  const docs = new Set(citations.map((c) => c.documentId));
  const passages = evidence.filter((p) => docs.has(p.documentId));
  const normalized = collapseSpace(claim);
  const exact = passages.find((p) => splitSentences(p.text).includes(normalized));
  const exactCheck: CheckResult = {
    name: "EXACT_EXCERPT",
    passed: exact !== undefined,
    detail: exact ? `verbatim sentence of "${exact.breadcrumb}"` : "not a verbatim sentence of the cited documents",
  };
  if (exact) {
    return { verdict: "SUPPORTED", checks: [cited.check, exactCheck], chunkId: exact.chunkId, sentence: normalized };
  }
  const ranked = rankSentences(claim, passages);
  const best = ranked[0];
  if (mode === "extractive" || !best) {
    // the extractive contract accepts nothing but an exact excerpt; still say how close it was
    const extra = best ? generativeChecks(claim, best.sentence, best.overlap) : [];
    return { verdict: "UNSUPPORTED", checks: [cited.check, exactCheck, ...extra], chunkId: best?.passage.chunkId ?? null, sentence: best?.sentence ?? null };
  }
  // Only the sentences that match the claim best may support it: falling back to a weaker match
  // would let "deployed on Fridays" be supported by some other sentence about deployments.
  for (const candidate of ranked) {
    if (candidate.overlap < MIN_OVERLAP || candidate.overlap < best.overlap) break;
    const checks = generativeChecks(claim, candidate.sentence, candidate.overlap);
    if (checks.every((c) => c.passed)) {
      return { verdict: "SUPPORTED", checks: [cited.check, exactCheck, ...checks], chunkId: candidate.passage.chunkId, sentence: candidate.sentence };
    }
  }
  const checks = generativeChecks(claim, best.sentence, best.overlap);
  return { verdict: "UNSUPPORTED", checks: [cited.check, exactCheck, ...checks], chunkId: best.passage.chunkId, sentence: best.sentence };
}
