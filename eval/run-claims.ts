/**
 * npm run eval:claims [-- <claims dir>]: the generative claim checks on real, externally labelled
 * claims (../shared/claims: WiCE dev, BEGIN). Each row is a document (its evidence) and a model
 * answer "<claim> [<title>]"; the checker's verdict is compared with the label. Reported per set on
 * the dev half (first byte of sha256(id) even), the test half and all: balanced accuracy,
 * precision and recall of "supported", the confusion matrix, which check rejected, and the
 * word-overlap baseline (its threshold chosen on the dev half). This is the direct call; with --api
 * the same rows go through the API too (eval/claims-api.ts): long evidence is chunked and only
 * retrieved chunks are checked.
 */
import fs from "node:fs";
import path from "node:path";
import { validateClaim } from "../src/core/ask/validate-claim";
import { contentTerms } from "../src/core/text/terms";
import type { CitationRef, Passage } from "../src/core/types";
import { isDev } from "./corpus-score";
import { verdictsThroughApi } from "./claims-api";

interface Row {
  id: string;
  evidence: string;
  claim: string;
  label: "supported" | "unsupported";
  evidence_title?: string;
}

interface Scored {
  row: Row;
  predicted: boolean;
  rejectedBy: string | null;
  overlap: number;
  ms: number;
}

function passageOf(row: Row): Passage {
  const title = row.evidence_title?.trim() || "Evidence";
  return {
    chunkId: `c-${row.id}`,
    documentId: `d-${row.id}`,
    revisionId: `r-${row.id}`,
    revision: 1,
    sourcePath: null,
    title,
    titleKey: title.toLowerCase(),
    breadcrumb: title,
    text: row.evidence,
    effectiveDate: null,
    reviewBy: null,
    groups: [],
    score: 1,
  };
}

function check(row: Row): Scored {
  const p = passageOf(row);
  const citation: CitationRef = {
    written: p.title,
    resolution: "RESOLVED",
    documentId: p.documentId,
    title: p.title,
  };
  const t = performance.now();
  const outcome = validateClaim(row.claim, [citation], [p], "generative");
  const ms = performance.now() - t;
  const failed = outcome.checks.find((c) => !c.passed && c.name !== "EXACT_EXCERPT");
  const claimTerms = contentTerms(row.claim);
  const evidenceTerms = new Set(contentTerms(row.evidence));
  const overlap = claimTerms.length
    ? claimTerms.filter((x) => evidenceTerms.has(x)).length / claimTerms.length
    : 1;
  return {
    row,
    predicted: outcome.verdict === "SUPPORTED",
    rejectedBy: outcome.verdict === "SUPPORTED" ? null : (failed?.name ?? "NONE"),
    overlap,
    ms,
  };
}

function metrics(xs: { gold: boolean; predicted: boolean }[]) {
  const tp = xs.filter((x) => x.gold && x.predicted).length;
  const fn = xs.filter((x) => x.gold && !x.predicted).length;
  const fp = xs.filter((x) => !x.gold && x.predicted).length;
  const tn = xs.filter((x) => !x.gold && !x.predicted).length;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  const specificity = tn + fp ? tn / (tn + fp) : 0;
  return {
    n: xs.length,
    balanced: (recall + specificity) / 2,
    precision: tp + fp ? tp / (tp + fp) : 0,
    recall,
    tp,
    fp,
    fn,
    tn,
  };
}

const f = (x: number) => x.toFixed(3);

function report(name: string, scored: Scored[]): void {
  const dev = scored.filter((s) => isDev(s.row.id));
  // the baseline's threshold: the overlap share that gives the best balanced accuracy on the dev half
  let best = { threshold: 0.5, balanced: 0 };
  for (let th = 0; th <= 1.0001; th += 0.05) {
    const m = metrics(
      dev.map((s) => ({ gold: s.row.label === "supported", predicted: s.overlap >= th })),
    );
    if (m.balanced > best.balanced) best = { threshold: th, balanced: m.balanced };
  }
  console.log(
    `\n${name}: ${scored.length} claims (word-overlap baseline threshold ${best.threshold.toFixed(2)}, chosen on dev)`,
  );
  console.log(
    `${"".padEnd(10)}${"n".padStart(6)}${"bal.acc".padStart(9)}${"prec".padStart(8)}${"recall".padStart(8)}   tp/fp/fn/tn        baseline bal.acc / prec`,
  );
  for (const [half, xs] of [
    ["dev", dev],
    ["test", scored.filter((s) => !isDev(s.row.id))],
    ["all", scored],
  ] as const) {
    const m = metrics(
      xs.map((s) => ({ gold: s.row.label === "supported", predicted: s.predicted })),
    );
    const b = metrics(
      xs.map((s) => ({
        gold: s.row.label === "supported",
        predicted: s.overlap >= best.threshold,
      })),
    );
    console.log(
      `${half.padEnd(10)}${String(m.n).padStart(6)}${f(m.balanced).padStart(9)}${f(m.precision).padStart(8)}${f(m.recall).padStart(8)}   ${`${m.tp}/${m.fp}/${m.fn}/${m.tn}`.padEnd(18)} ${f(b.balanced)} / ${f(b.precision)}`,
    );
  }
  const rejections = new Map<string, number>();
  for (const s of scored)
    if (s.rejectedBy) rejections.set(s.rejectedBy, (rejections.get(s.rejectedBy) ?? 0) + 1);
  console.log(`rejections by check: ${[...rejections].map(([k, v]) => `${k} ${v}`).join(", ")}`);
  const ms = scored.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `validation ms per claim: p50 ${f(ms[Math.floor(ms.length / 2)]!)} p95 ${f(ms[Math.floor(ms.length * 0.95)]!)}`,
  );
}

/** The same rows through the API (--api): balanced accuracy per half, and what abstained. */
async function reportApi(name: string, rows: Row[]): Promise<void> {
  const t = performance.now();
  const verdicts = await verdictsThroughApi(rows);
  console.log(
    `${name} through the API (evidence stored as documents, the claim asked; ${((performance.now() - t) / 1000).toFixed(0)} s):`,
  );
  for (const [half, xs] of [
    ["dev", rows.filter((r) => isDev(r.id))],
    ["test", rows.filter((r) => !isDev(r.id))],
    ["all", rows],
  ] as const) {
    const m = metrics(
      xs.map((r) => ({ gold: r.label === "supported", predicted: verdicts.get(r.id)!.predicted })),
    );
    const unfound = xs.filter((r) => verdicts.get(r.id)!.status === "NOT_IN_KNOWLEDGE_BASE").length;
    console.log(
      `${half.padEnd(10)}${String(m.n).padStart(6)}${f(m.balanced).padStart(9)}${f(m.precision).padStart(8)}${f(m.recall).padStart(8)}   ${`${m.tp}/${m.fp}/${m.fn}/${m.tn}`.padEnd(18)} evidence not found: ${unfound}`,
    );
  }
}

const api = process.argv.includes("--api");
const dir = path.resolve(
  process.argv.slice(2).find((a) => !a.startsWith("--")) ??
    path.join(__dirname, "..", "..", "shared", "claims"),
);
void (async () => {
  for (const file of fs
    .readdirSync(dir)
    .filter((x) => x.endsWith(".jsonl"))
    .sort()) {
    const rows = fs
      .readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Row);
    report(file.replace(/\.jsonl$/, ""), rows.map(check));
    if (api) await reportApi(file.replace(/\.jsonl$/, ""), rows);
  }
})();
