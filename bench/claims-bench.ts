/**
 * Claim validation speed (issue 10): each WiCE claim against its evidence (~1.4 KB, real web text),
 * the first time a chunk is seen (its sentences, terms and quantities are parsed) and again with the
 * chunk's parse cached, as within one answer. Needs ../shared/claims/wice-dev.jsonl (or BENCH_CLAIMS).
 */
import fs from "node:fs";
import path from "node:path";
import { validateClaim } from "../src/core/ask/validate-claim";
import type { CitationRef, Passage } from "../src/core/types";
import { pct, repeated } from "./figures";

export async function claimsBench(): Promise<Record<string, string>> {
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
  const passageOf = (r: { id: string; evidence: string }, run: number): Passage => ({
    // a new chunk id per run: each run's first pass parses every chunk afresh
    chunkId: `${r.id}#${run}`,
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
  const time = (r: (typeof rows)[number], run: number) => {
    const t = performance.now();
    validateClaim(r.claim, cite, [passageOf(r, run)], "generative");
    return performance.now() - t;
  };
  const sizes = rows.map((r) => Buffer.byteLength(r.evidence));
  const runs = await repeated(async (run) => {
    const cold = rows.map((r) => time(r, run));
    const warm = rows.map((r) => time(r, run));
    return {
      "validate ms p50 (cold)": pct(cold, 50),
      "validate ms p95 (cold)": pct(cold, 95),
      "validate ms p50 (cached)": pct(warm, 50),
      "validate ms p95 (cached)": pct(warm, 95),
    };
  }, 3);
  return {
    claims: String(rows.length),
    "evidence KB p50": (pct(sizes, 50) / 1024).toFixed(2),
    ...runs.text,
  };
}
