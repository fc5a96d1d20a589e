/**
 * Checks one claim against the evidence of the documents it cites (seed 003, generalised).
 * A resolvable citation proves only that the identifier resolves; support is checked here:
 *  - extractive: the claim must be, verbatim, one sentence of a cited chunk;
 *  - generative: the claim is aligned with the best window of adjacent sentences of a cited chunk
 *    and must pass every hard check there (numbers, negation, opposites, conditions, names, being a
 *    statement) and the soft check (generative-checks.ts).
 * A claim is supported when one aligned window passes every check; the checks of the best window
 * are recorded either way, so a reviewer sees why.
 */
import { collapseSpace, splitSentences } from "../text/sentences";
import type { CheckResult, CitationRef, ClaimVerdict, Passage } from "../types";
import { splitClaimSentences } from "../text/segment";
import { align, claimBody, isAffirmation, type Alignment } from "./align-claim";
import { generativeChecks, hardChecksPass } from "./generative-checks";

export type ValidationMode = "extractive" | "generative";

export interface ClaimCheckOutcome {
  verdict: ClaimVerdict;
  checks: CheckResult[];
  chunkId: string | null;
  /** the evidence text the claim was matched to */
  sentence: string | null;
  /** generative: no hard check rejected it, so a judge may decide either way */
  hardChecksPassed: boolean;
}

/** Aligned windows tried before giving up: a weaker match must not support a claim the best one rejects. */
const WINDOWS_TRIED = 3;

function citationCheck(citations: readonly CitationRef[]): {
  verdict: ClaimVerdict | null;
  check: CheckResult;
} {
  if (citations.length === 0) {
    return {
      verdict: "UNCITED",
      check: { name: "CITATION", passed: false, detail: "no [Document title] marker" },
    };
  }
  if (citations.some((c) => c.resolution === "RESTRICTED")) {
    return {
      verdict: "RESTRICTED_CITATION",
      check: { name: "CITATION", passed: false, detail: "cites a document outside the evidence" },
    };
  }
  if (citations.some((c) => c.resolution === "UNKNOWN")) {
    return {
      verdict: "UNKNOWN_CITATION",
      check: { name: "CITATION", passed: false, detail: "cites a document outside the evidence" },
    };
  }
  return {
    verdict: null,
    check: {
      name: "CITATION",
      passed: true,
      detail: `cites ${citations.length} document(s) in the evidence`,
    },
  };
}

const rejected = (verdict: ClaimVerdict, checks: CheckResult[]): ClaimCheckOutcome => ({
  verdict,
  checks,
  chunkId: null,
  sentence: null,
  hardChecksPassed: false,
});

/** The claim as one verbatim sentence of a cited chunk (the extractive contract). */
function exactExcerpt(claim: string, passages: readonly Passage[]) {
  const normalized = collapseSpace(claim);
  const exact = passages.find((p) => splitSentences(p.text).includes(normalized));
  const check: CheckResult = {
    name: "EXACT_EXCERPT",
    passed: exact !== undefined,
    detail: exact
      ? `verbatim sentence of "${exact.breadcrumb}"`
      : "not a verbatim sentence of the cited documents",
  };
  return { exact, normalized, check };
}

export function validateClaim(
  claim: string,
  citations: readonly CitationRef[],
  evidence: readonly Passage[],
  mode: ValidationMode,
): ClaimCheckOutcome {
  return validate(claim, citations, evidence, mode, true);
}

/** `split`: a generative claim is first cut into sentences; its sentences are not cut again. */
function validate(
  claim: string,
  citations: readonly CitationRef[],
  evidence: readonly Passage[],
  mode: ValidationMode,
  split: boolean,
): ClaimCheckOutcome {
  const cited = citationCheck(citations);
  if (cited.verdict) return rejected(cited.verdict, [cited.check]);
  const docs = new Set(citations.map((c) => c.documentId));
  const passages = evidence.filter((p) => docs.has(p.documentId));
  const { exact, normalized, check: exactCheck } = exactExcerpt(claim, passages);
  if (exact)
    return {
      verdict: "SUPPORTED",
      checks: [cited.check, exactCheck],
      chunkId: exact.chunkId,
      sentence: normalized,
      hardChecksPassed: true,
    };
  if (mode === "generative" && split) {
    // a sentence that only frames or agrees ("Yes.", "That's true.") is not a claim of its own
    const parts = splitClaimSentences(claim).filter(
      (part) => claimBody(part).replace(/[\p{P}\s]/gu, "") !== "" && !isAffirmation(part),
    );
    // several sentences are several claims: each must be supported ("It was a hit in 1956. It's the best song ever.")
    if (parts.length > 1) return validateEach(parts, citations, evidence);
    if (parts.length === 1 && parts[0] !== claim.trim())
      return validate(parts[0]!, citations, evidence, mode, false);
  }
  const windows = align(claim, passages);
  if (!windows[0]) return rejected("UNSUPPORTED", [cited.check, exactCheck]);
  return checkWindows(claim, windows, mode, [cited.check, exactCheck]);
}

/**
 * The best aligned windows, tried in order: the first that passes every check supports the claim;
 * otherwise the checks of the first window no hard check rejected (or of the best) are recorded.
 */
function checkWindows(
  claim: string,
  windows: Alignment[],
  mode: ValidationMode,
  before: CheckResult[],
): ClaimCheckOutcome {
  const best = windows[0]!;
  const outcome = (verdict: ClaimVerdict, w: Alignment, checks: CheckResult[]) => ({
    verdict,
    checks: [...before, ...checks],
    chunkId: w.passage.chunkId,
    sentence: w.text,
    hardChecksPassed: mode === "generative" && hardChecksPass(checks),
  });
  // the extractive contract accepts nothing but an exact excerpt; still say how close it was
  if (mode === "extractive") return outcome("UNSUPPORTED", best, generativeChecks(claim, best));
  let firstHardPass: { w: Alignment; checks: CheckResult[] } | null = null;
  let bestChecks: CheckResult[] | null = null;
  for (const w of windows.slice(0, WINDOWS_TRIED).filter((x) => x.support >= best.support * 0.9)) {
    const checks = generativeChecks(claim, w);
    bestChecks ??= checks;
    if (checks.every((c) => c.passed)) return outcome("SUPPORTED", w, checks);
    if (!firstHardPass && hardChecksPass(checks)) firstHardPass = { w, checks };
  }
  if (firstHardPass) return outcome("UNSUPPORTED", firstHardPass.w, firstHardPass.checks);
  return outcome("UNSUPPORTED", best, bestChecks ?? generativeChecks(claim, best));
}

function validateEach(
  parts: readonly string[],
  citations: readonly CitationRef[],
  evidence: readonly Passage[],
): ClaimCheckOutcome {
  const outcomes = parts.map((part) => validate(part, citations, evidence, "generative", false));
  const failing = outcomes.find((o) => o.verdict !== "SUPPORTED");
  const first = failing ?? outcomes[0]!;
  return { ...first, hardChecksPassed: outcomes.every((o) => o.hardChecksPassed) };
}
