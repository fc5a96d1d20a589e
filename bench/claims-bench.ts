/**
 * Claim validation speed (issue 10): each WiCE claim against its evidence (~1.4 KB, real web text),
 * the first time a chunk is seen (its sentences, terms and quantities are parsed) and again with the
 * chunk's parse cached, as within one answer. Needs ../shared/claims/wice-dev.jsonl (or BENCH_CLAIMS).
 */
import fs from "node:fs";
import path from "node:path";
import { validateClaim } from "../src/core/ask/validate-claim";
import type { CitationRef, Passage } from "../src/core/types";

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
}

export function claimsBench(): Record<string, string> {
  const file =
    process.env.BENCH_CLAIMS ??
    path.join(__dirname, "..", "..", "shared", "claims", "wice-dev.jsonl");
  const rows = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; evidence: string; claim: string });
  const cite: CitationRef[] = [
    { written: "E", resolution: "RESOLVED", documentId: "d", title: "E" },
  ];
  const passageOf = (r: { id: string; evidence: string }): Passage => ({
    chunkId: r.id,
    documentId: "d",
    revisionId: "r",
    revision: 1,
    sourcePath: null,
    title: "E",
    titleKey: "e",
    breadcrumb: "E",
    text: r.evidence,
    effectiveDate: null,
    reviewBy: null,
    groups: [],
    score: 1,
  });
  const time = (r: (typeof rows)[number]) => {
    const t = performance.now();
    validateClaim(r.claim, cite, [passageOf(r)], "generative");
    return performance.now() - t;
  };
  const cold = rows.map(time);
  const warm = rows.map(time);
  const sizes = rows.map((r) => Buffer.byteLength(r.evidence));
  return {
    claims: String(rows.length),
    "evidence KB p50": (pct(sizes, 0.5) / 1024).toFixed(2),
    "validate ms p50 (cold)": pct(cold, 0.5).toFixed(3),
    "validate ms p95 (cold)": pct(cold, 0.95).toFixed(3),
    "validate ms p50 (cached)": pct(warm, 0.5).toFixed(3),
    "validate ms p95 (cached)": pct(warm, 0.95).toFixed(3),
  };
}
