/**
 * Claims travel as data (DESIGN.md §7): a model that hands over claims (the extractive model) has
 * them used as they are — never re-split from the service's own output — and each extractive claim
 * is checked as "exactly the text at its offsets in the cited chunk". A model that writes prose
 * (generative) is parsed into claims once, here.
 */
import type { ClaimJudge, DraftClaim, ModelOutput, TitleInfo } from "./ask-ports";
import type {
  CheckResult,
  CitationRef,
  ClaimQuote,
  ClaimResult,
  Passage,
  Principal,
} from "../types";
import { parseCitations, stripMarkers, type CitationMarker } from "./parse-citations";
import { resolveMarker, unresolvedKeys, type EvidenceTitle } from "./resolve-citations";
import { splitClaims } from "./split-claims";
import { validateClaim, type ValidationMode } from "./validate-claim";

export interface RawClaim {
  text: string;
  markers: CitationMarker[];
  quote: ClaimQuote | null;
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Citation markers inside evidence text are data: a model that copies "… approved by the CTO.
 * [Rollback]" out of a document has not cited Rollback. A marker is dropped when the claim's text
 * is text of an evidence passage that itself contains that marker.
 */
function withoutCopiedMarkers(
  claim: { text: string; markers: CitationMarker[] },
  evidence: readonly Passage[],
): CitationMarker[] {
  const text = collapse(claim.text);
  if (text.length < 12) return claim.markers;
  return claim.markers.filter((m) => {
    const literal = `[${m.written}]`;
    return !evidence.some(
      (p) =>
        p.text.includes(literal) &&
        collapse(stripMarkers(p.text, parseCitations(p.text))).includes(text),
    );
  });
}

/** The model's claims: as handed over, or parsed once from its text. */
export function rawClaims(output: ModelOutput, evidence: readonly Passage[] = []): RawClaim[] {
  if (output.claims)
    return output.claims.map((c: DraftClaim) => ({
      text: c.text,
      markers: parseCitations(`[${c.citation}]`),
      quote: c.quote,
    }));
  return splitClaims(output.text).map((c) => ({
    ...c,
    markers: withoutCopiedMarkers(c, evidence),
    quote: null,
  }));
}

export function evidenceTitles(evidence: readonly Passage[]): Map<string, EvidenceTitle> {
  const out = new Map<string, EvidenceTitle>();
  for (const p of evidence)
    if (!out.has(p.titleKey)) out.set(p.titleKey, { documentId: p.documentId, title: p.title });
  return out;
}

export function catalogKeys(
  claims: readonly RawClaim[],
  titles: ReadonlyMap<string, EvidenceTitle>,
): string[] {
  return unresolvedKeys(
    claims.flatMap((c) => c.markers),
    titles,
  );
}

/** An extractive quote is supported when it is exactly the text at its offsets in a chunk of a cited document. */
function checkQuote(
  claim: RawClaim,
  citations: readonly CitationRef[],
  evidence: readonly Passage[],
): { verdict: ClaimResult["verdict"]; checks: CheckResult[]; chunkId: string | null } {
  const quote = claim.quote!;
  const passage = evidence.find((p) => p.chunkId === quote.chunkId);
  const cited = passage !== undefined && citations.some((c) => c.documentId === passage.documentId);
  const exact = cited && passage!.text.slice(quote.start, quote.end) === claim.text;
  const check: CheckResult = {
    name: "EXACT_EXCERPT",
    passed: exact,
    detail: exact
      ? `exactly characters ${quote.start}-${quote.end} of "${passage!.breadcrumb}"`
      : !cited
        ? "the quoted chunk is not part of a cited document"
        : "not the text at its offsets in the cited chunk",
  };
  return {
    verdict: exact ? "SUPPORTED" : "UNSUPPORTED",
    checks: [check],
    chunkId: passage?.chunkId ?? null,
  };
}

export interface ClaimContext {
  evidence: readonly Passage[];
  titles: ReadonlyMap<string, EvidenceTitle>;
  catalog: ReadonlyMap<string, TitleInfo>;
  caller: Principal;
  mode: ValidationMode;
  judge?: ClaimJudge;
}

export async function checkClaim(claim: RawClaim, ctx: ClaimContext): Promise<ClaimResult> {
  const citations = claim.markers.flatMap((m) =>
    resolveMarker(m, ctx.titles, ctx.catalog, ctx.caller),
  );
  const outcome = validateClaim(claim.text, citations, ctx.evidence, ctx.mode);
  let result: ClaimResult = {
    text: claim.text,
    quote: claim.quote,
    verdict: outcome.verdict,
    citations,
    checks: outcome.checks,
    chunkId: outcome.chunkId,
  };
  if (claim.quote && outcome.checks[0]?.name === "CITATION" && outcome.checks[0].passed) {
    const q = checkQuote(claim, citations, ctx.evidence);
    result = {
      ...result,
      verdict: q.verdict,
      checks: [outcome.checks[0], ...q.checks],
      chunkId: q.chunkId,
    };
  }
  const passage = ctx.evidence.find((p) => p.chunkId === result.chunkId);
  const verbatim = outcome.checks.some((c) => c.name === "EXACT_EXCERPT" && c.passed);
  // hard checks veto; where none rejected, the judge decides either way (the soft check is only its stand-in)
  const judgeable = ctx.mode === "generative" && !claim.quote && !verbatim;
  if (ctx.judge && judgeable && outcome.hardChecksPassed && passage) {
    result = await applyJudge(result, ctx.judge, passage);
  }
  return result;
}

async function applyJudge(
  result: ClaimResult,
  judge: ClaimJudge,
  passage: Passage,
): Promise<ClaimResult> {
  const v = await judge.judge(result.text, passage);
  return {
    ...result,
    checks: [
      ...result.checks,
      { name: "JUDGE", passed: v.supported, detail: `${v.reason} (${judge.promptVersion})` },
    ],
    verdict: v.supported ? "SUPPORTED" : "UNSUPPORTED",
  };
}
