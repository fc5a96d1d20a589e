/**
 * npm run train:status [-- --in eval/out/predictions.features.jsonl] [--no-write] [--no-ablation]
 *
 * Fits the status model (src/core/ask/answer-confidence.ts) on every question set that
 * `npm run eval:all` ran: one row per answer the rules gave with a supported claim (SUPPORTED or
 * PARTIAL), its features from the trace, labelled 1 when the answer is right under the shared
 * scoring rules (every key fact, a gold citation) and 0 otherwise (unanswerable questions: always 0).
 *
 * Every figure printed is out of fold, leaving one set (one site) out: a model fitted on the other
 * sets scores the held-out set's answers, and the held-out set's threshold is chosen on the other
 * sets' out-of-fold scores only (the smallest that gives SUPPORTED precision >= 0.95 there). The
 * model written to src/adapters/learned/status-model.json is fitted on all rows, its threshold
 * chosen on the pooled out-of-fold scores the same way. Deterministic: fixed-step full-batch
 * gradient descent from zero (eval/learned/logistic.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { Command } from "commander";
import { FEATURE_NAMES, familyOf } from "../../src/core/ask/confidence-features";
import type { StatusModel } from "../../src/core/ask/answer-confidence";
import { fitLogisticNewton } from "./logistic";
import { versionOf } from "../../src/adapters/learned/status-model";
import { outOfFold, chooseThreshold, reportTable, type Row } from "./status-folds";

const TARGET = 0.95;
const OUT = path.join("src", "adapters", "learned", "status-model.json");
/**
 * The rules were fitted to most sets after their first run, so on those their answers are right
 * more often than on a site nobody tuned for. The sets the ledger records as written blind and never
 * tuned for (`written_by`) stand for that site: their answers weigh this much more (importance
 * weighting toward the data the service will meet). Chosen out of fold among 1, 5, 10, 20 and 50
 * by the log loss on those sets: 0.736, 0.609, 0.596, 0.602, 0.625.
 */
let untunedWeight = 10;
const UNTUNED = new Set(
  fs
    .readFileSync(path.join("eval", "ledger.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { set: string; written_by?: string })
    .filter((l) => l.written_by)
    .map((l) => l.set),
);

function load(file: string): { rows: Row[]; all: Row[] } {
  const all = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Omit<Row, "y">)
    .map((r) => ({
      ...r,
      // the status before any model lowered it (the run may have had one): the rules' own verdict
      status: r.features ? (r.features.rule_supported ? "SUPPORTED" : "PARTIAL") : r.status,
      y: r.correct && r.type !== "unanswerable" ? 1 : 0,
    }));
  return { rows: all.filter((r) => r.features), all };
}

export function fitModel(
  rows: Row[],
  names: string[],
): Omit<StatusModel, "supportedAt" | "version"> {
  const raw = rows.map((r) => names.map((n) => r.features![n] ?? 0));
  const means = names.map((_, j) => raw.reduce((s, x) => s + x[j]!, 0) / raw.length);
  const scales = names.map((_, j) => {
    const v = raw.reduce((s, x) => s + (x[j]! - means[j]!) ** 2, 0) / raw.length;
    return Math.sqrt(v) || 1;
  });
  const x = raw.map((xi) => xi.map((v, j) => (v - means[j]!) / scales[j]!));
  const { weights, bias } = fitLogisticNewton(
    { x, y: rows.map((r) => r.y), w: rows.map((r) => (UNTUNED.has(r.set) ? untunedWeight : 1)) },
    { iterations: 8, l2: 1e-3 },
  );
  return { features: names, means, scales, weights, bias };
}

function ablation(rows: Row[], all: Row[], names: string[]): void {
  const families = [...new Set(names.map(familyOf))];
  const base = outOfFold(rows, names, fitModel);
  const full = reportTable(all, base, false);
  console.log(`\nablation (out of fold; each family removed in turn)`);
  console.log(
    `${"removed".padEnd(16)}${"SUPP prec".padStart(10)}${"SUPPORTED".padStart(10)}${"log loss".padStart(10)}`,
  );
  const line = (name: string, r: ReturnType<typeof reportTable>) =>
    console.log(
      `${name.padEnd(16)}${r.precision.toFixed(3).padStart(10)}${String(r.supported).padStart(10)}${r.logLoss.toFixed(4).padStart(10)}`,
    );
  line("(none)", full);
  for (const f of families) {
    const kept = names.filter((n) => familyOf(n) !== f);
    line(f, reportTable(all, outOfFold(rows, kept, fitModel), false));
  }
}

function main(): void {
  const opts = new Command()
    .option(
      "--in <file>",
      "eval:all features",
      path.join("eval", "out", "predictions.features.jsonl"),
    )
    .option("--no-write", "print the figures only")
    .option("--no-ablation", "skip the ablation table")
    .option("--untuned-weight <w>", "weight of the sets written blind", String(untunedWeight))
    .parse()
    .opts<{ in: string; write: boolean; ablation: boolean; untunedWeight: string }>();
  untunedWeight = Number(opts.untunedWeight);
  const { rows, all } = load(opts.in);
  const names = [...FEATURE_NAMES];
  const lacking = names.filter((n) => !(n in rows[0]!.features!));
  if (lacking.length)
    throw new Error(`${opts.in} lacks ${lacking.join(", ")}: run npm run eval:all again first`);
  console.log(
    `train:status: ${rows.length} answers with a supported claim, ${names.length} features, ${new Set(rows.map((r) => r.set)).size} sets`,
  );
  const oof = outOfFold(rows, names, fitModel);
  reportTable(all, oof, true);
  if (opts.ablation) ablation(rows, all, names);
  const fitted = fitModel(rows, names);
  const pooled = new Map([...oof].map(([k, v]) => [k, v.p]));
  const supportedAt = chooseThreshold(pooled, all, TARGET);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const numbers = {
    ...fitted,
    means: fitted.means.map(round),
    scales: fitted.scales.map(round),
    weights: fitted.weights.map(round),
    bias: round(fitted.bias),
    supportedAt: round(supportedAt),
  };
  const version = versionOf(numbers);
  console.log(`\nfinal model ${version}: threshold ${supportedAt.toFixed(3)} (pooled out of fold)`);
  if (opts.write) {
    fs.writeFileSync(OUT, `${JSON.stringify({ version, ...numbers }, null, 1)}\n`);
    console.log(`written: ${OUT}`);
  }
}

if (require.main === module) main();
