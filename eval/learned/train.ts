/**
 * npm run train:answer [-- --sets a,b] [--explain <question id>] [--no-write]
 *
 * Fits the learned answer step (issue 55) on the questions `npm run harvest:answer` recorded under
 * eval/out/learned/, cross-validates it leaving one set (site) out, and writes the model fitted on
 * all of them to src/adapters/learned/answer-model.json with its version hash.
 *
 * Labels: a candidate is positive when its page is a gold page and its text (with its context)
 * holds every key fact; the other candidates of the question are negatives. The status model learns
 * whether the best candidate is such a positive (unanswerable questions: never). Every figure printed
 * for the learned model is out of fold: its status threshold is chosen, for each held-out set, on
 * the other sets' out-of-fold predictions only (SUPPORTED precision ≥ 0.95).
 * Only the probe sets and the two shared corpora are read: the new question sets have not had their
 * first run and must not be tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { candidatesOf, type Candidate } from "../../src/core/answer-learned/candidates";
import { FEATURES, featureContextOf, featureVector } from "../../src/core/answer-learned/features";
import {
  STATUS_FEATURES,
  contributions,
  logit,
  sigmoid,
  statusVector,
  type LearnedAnswerModel,
  type LogisticWeights,
  type Scored,
} from "../../src/core/answer-learned/model";
import { hasKeyFact } from "../corpus-score";
import { balanced, fitLogistic } from "./logistic";
import type { HarvestedQuestion } from "./harvest";

const TRAINABLE = /^(?:jaeger|rustbook|probe-\d+)$/;
const PRECISION = 0.95;
const NEGATIVES = 40;

interface Prepared {
  q: HarvestedQuestion;
  cands: Candidate[];
  x: number[][];
  y: number[];
}

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

function load(): Prepared[] {
  const dir = path.resolve("eval/out/learned");
  const only = opt("--sets")?.split(",");
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .filter((s) => TRAINABLE.test(s) && (!only || only.includes(s)))
    .sort();
  return files.flatMap((s) =>
    (JSON.parse(fs.readFileSync(path.join(dir, `${s}.json`), "utf8")) as HarvestedQuestion[]).map(
      prepare,
    ),
  );
}

function holdsFacts(q: HarvestedQuestion, c: Candidate): boolean {
  if (q.type === "unanswerable" || !q.key_facts.length) return false;
  if (!c.passage.sourcePath || !q.gold_paths.includes(c.passage.sourcePath)) return false;
  const text = `${c.context ?? ""}\n${c.text}`;
  return q.key_facts.every((k) => hasKeyFact(text, k));
}

function prepare(q: HarvestedQuestion): Prepared {
  if (!q.input) return { q, cands: [], x: [], y: [] };
  const cands = candidatesOf(q.input.evidence);
  const ctx = featureContextOf(cands);
  return {
    q,
    cands,
    x: cands.map((c) => featureVector(q.input!.analysis, c, ctx)),
    y: cands.map((c) => (holdsFacts(q, c) ? 1 : 0)),
  };
}

const hash = (s: string) => createHash("sha256").update(s).digest().readUInt32BE(0);

/** Every positive, and up to NEGATIVES negatives: half the closest by coverage, half by a fixed hash. */
function trainingRows(ps: readonly Prepared[]) {
  const x: number[][] = [];
  const y: number[] = [];
  for (const p of ps) {
    const neg = p.y.map((v, i) => i).filter((i) => p.y[i] === 0);
    const byCov = [...neg].sort((a, b) => p.x[b]![0]! - p.x[a]![0]! || a - b);
    const keep = new Set(byCov.slice(0, NEGATIVES / 2));
    for (const i of [...neg].sort(
      (a, b) => hash(`${p.q.id}:${a}`) - hash(`${p.q.id}:${b}`) || a - b,
    )) {
      if (keep.size >= NEGATIVES) break;
      keep.add(i);
    }
    p.y.forEach((v, i) => {
      if (v === 1 || keep.has(i)) {
        x.push(p.x[i]!);
        y.push(v);
      }
    });
  }
  return { x, y, w: balanced(y) };
}

function ranked(p: Prepared, quote: LogisticWeights): Scored[] {
  return p.cands
    .map((candidate, i) => ({ candidate, x: p.x[i]!, prob: sigmoid(logit(quote, p.x[i]!)), i }))
    .sort(
      (a, b) =>
        b.prob - a.prob ||
        a.candidate.rank - b.candidate.rank ||
        a.candidate.start - b.candidate.start,
    );
}

interface Fitted {
  quote: LogisticWeights;
  status: LogisticWeights;
}

function fit(ps: readonly Prepared[]): Fitted {
  const fq = fitLogistic(trainingRows(ps));
  const quote = { names: FEATURES.map((f) => f.name), ...fq };
  const sx: number[][] = [];
  const sy: number[] = [];
  for (const p of ps) {
    if (!p.cands.length) continue;
    const r = ranked(p, quote) as (Scored & { i: number })[];
    sx.push(statusVector(r));
    sy.push(p.y[r[0]!.i] ?? 0);
  }
  const fs_ = fitLogistic({ x: sx, y: sy, w: balanced(sy) });
  return { quote, status: { names: [...STATUS_FEATURES], ...fs_ } };
}

interface Outcome {
  p: Prepared;
  prob: number;
  /** the best candidate holds the key facts in a gold page */
  topRight: boolean;
  top: (Scored & { i: number }) | null;
  second: (Scored & { i: number }) | null;
}

function predict(m: Fitted, ps: readonly Prepared[]): Outcome[] {
  return ps.map((p) => {
    if (!p.cands.length) return { p, prob: 0, topRight: false, top: null, second: null };
    const r = ranked(p, m.quote) as (Scored & { i: number })[];
    return {
      p,
      prob: sigmoid(logit(m.status, statusVector(r))),
      topRight: p.y[r[0]!.i] === 1,
      top: r[0]!,
      second: r[1] ?? null,
    };
  });
}

/** The lowest threshold whose SUPPORTED set keeps precision ≥ PRECISION (1.01: none does). */
function chooseThreshold(os: readonly Outcome[]): number {
  const sorted = [...os].filter((o) => o.top).sort((a, b) => b.prob - a.prob);
  let right = 0;
  let best = 1.01;
  sorted.forEach((o, i) => {
    if (o.topRight) right++;
    const next = sorted[i + 1];
    if (right / (i + 1) >= PRECISION && (!next || next.prob < o.prob)) best = o.prob;
  });
  return best;
}

const setOf = (p: Prepared) => p.q.set;

/**
 * Leave one set out: each set is predicted by a model fitted on the others; its status threshold is
 * then chosen on the other sets' out-of-fold predictions only (never on its own labels). (A fully
 * nested choice, an inner leave-one-set-out per fold, costs k² fits: too slow for 70 sets in 10 min.)
 */
function crossValidate(ps: readonly Prepared[]): { o: Outcome; threshold: number }[] {
  const sets = [...new Set(ps.map(setOf))];
  const oof = new Map<string, Outcome[]>();
  for (const held of sets) {
    const m = fit(ps.filter((p) => setOf(p) !== held));
    oof.set(
      held,
      predict(
        m,
        ps.filter((p) => setOf(p) === held),
      ),
    );
  }
  const out: { o: Outcome; threshold: number }[] = [];
  for (const held of sets) {
    const threshold = chooseThreshold(sets.filter((s) => s !== held).flatMap((s) => oof.get(s)!));
    for (const o of oof.get(held)!) out.push({ o, threshold });
    process.stderr.write(`  fold ${held}: threshold ${threshold.toFixed(3)}\n`);
  }
  return out;
}

interface Verdict {
  type: string;
  supported: boolean;
  abstained: boolean;
  right: boolean;
}

function summary(vs: readonly Verdict[]) {
  const sup = vs.filter((v) => v.supported);
  const abst = vs.filter((v) => v.abstained);
  const un = vs.filter((v) => v.type === "unanswerable");
  const direct = vs.filter((v) => v.type === "direct");
  const r = (a: number, b: number) => (b ? (a / b).toFixed(3) : "  -  ");
  return {
    n: vs.length,
    right: `${vs.filter((v) => v.right).length}/${vs.length}`,
    direct: r(direct.filter((v) => v.right).length, direct.length),
    supPrec: `${r(sup.filter((v) => v.right).length, sup.length)} (${sup.length})`,
    abstRecall: r(un.filter((v) => v.abstained).length, un.length),
    abstPrec: r(abst.filter((v) => v.type === "unanswerable").length, abst.length),
  };
}

function printTable(title: string, groups: [string, Verdict[], Verdict[]][]) {
  console.log(`\n${title}`);
  console.log(
    `${"".padEnd(22)}${"n".padStart(5)}  ${"right L / R".padStart(19)}  ${"direct L / R".padStart(15)}  ${"SUPPORTED prec L / R".padStart(27)}  ${"abst recall L / R".padStart(17)}  ${"abst prec L / R".padStart(15)}`,
  );
  for (const [name, l, r] of groups) {
    const a = summary(l);
    const b = summary(r);
    console.log(
      `${name.padEnd(22)}${String(a.n).padStart(5)}  ${`${a.right} / ${b.right}`.padStart(19)}  ${`${a.direct} / ${b.direct}`.padStart(15)}  ${`${a.supPrec} / ${b.supPrec}`.padStart(27)}  ${`${a.abstRecall} / ${b.abstRecall}`.padStart(17)}  ${`${a.abstPrec} / ${b.abstPrec}`.padStart(15)}`,
    );
  }
}

function explain(o: Outcome, m: Fitted) {
  console.log(`\n${o.p.q.id}: ${o.p.q.question}\nstatus probability ${o.prob.toFixed(3)}`);
  for (const [label, s] of [
    ["chosen", o.top],
    ["runner-up", o.second],
  ] as const) {
    if (!s) continue;
    console.log(
      `  ${label} p=${s.prob.toFixed(3)} ${p(s)} [${s.candidate.passage.sourcePath}] ${JSON.stringify(s.candidate.text.slice(0, 160))}`,
    );
    for (const c of contributions(m.quote, s.x).slice(0, 8))
      console.log(
        `    ${c.name.padEnd(18)} value ${c.value.toFixed(2)}  contribution ${c.contribution >= 0 ? "+" : ""}${c.contribution.toFixed(2)}`,
      );
  }
  function p(s: Scored & { i: number }) {
    return o.p.y[s.i] === 1 ? "(holds key facts)" : "";
  }
}

(() => {
  const t0 = performance.now();
  const ps = load();
  const sets = [...new Set(ps.map(setOf))];
  console.log(
    `${ps.length} questions from ${sets.length} sets, ${ps.reduce((s, p) => s + p.cands.length, 0)} candidates, ${ps.reduce((s, p) => s + p.y.filter((v) => v === 1).length, 0)} positives; ${ps.filter((p) => p.y.includes(1)).length} questions with a positive candidate`,
  );
  const cv = crossValidate(ps);
  const learned = (o: Outcome, t: number): Verdict => {
    const supported = !!o.top && o.prob >= t;
    const un = o.p.q.type === "unanswerable";
    return {
      type: o.p.q.type,
      supported,
      abstained: !supported,
      right: un ? !supported : supported && o.topRight,
    };
  };
  const rules = (p: Prepared): Verdict => ({
    type: p.q.type,
    supported: p.q.rules.status === "SUPPORTED",
    abstained: p.q.rules.abstained,
    right: p.q.rules.correct,
  });
  const L = cv.map(({ o, threshold }) => learned(o, threshold));
  const R = cv.map(({ o }) => rules(o.p));
  const idx = (f: (o: Outcome) => boolean) =>
    cv.map((c, i) => (f(c.o) ? i : -1)).filter((i) => i >= 0);
  const pick = (is: number[]) => [is.map((i) => L[i]!), is.map((i) => R[i]!)] as const;
  printTable("Out of fold (leave one set out), learned (L) vs today's rules (R), same questions", [
    ["pooled", ...pick(idx(() => true))],
    ...[...new Set(cv.map((c) => c.o.p.q.type))]
      .sort()
      .map(
        (t) =>
          [`  type ${t}`, ...pick(idx((o) => o.p.q.type === t))] as [string, Verdict[], Verdict[]],
      ),
    ...sets.map(
      (s) => [`  set ${s}`, ...pick(idx((o) => o.p.q.set === s))] as [string, Verdict[], Verdict[]],
    ),
  ]);
  const ranking = cv.filter((c) => c.o.p.y.includes(1));
  console.log(
    `\nranking out of fold: best candidate holds the key facts in ${ranking.filter((c) => c.o.topRight).length}/${ranking.length} questions that have such a candidate`,
  );

  const final = fit(ps);
  const threshold = chooseThreshold(cv.map((c) => c.o));
  const body = { quote: final.quote, status: final.status, threshold };
  const round = (w: LogisticWeights) => ({
    ...w,
    weights: w.weights.map((v) => Math.round(v * 1e6) / 1e6),
    bias: Math.round(w.bias * 1e6) / 1e6,
  });
  const rounded = {
    quote: round(body.quote),
    status: round(body.status),
    threshold: Math.round(threshold * 1e6) / 1e6,
  };
  const version = `learned-${createHash("sha256").update(JSON.stringify(rounded)).digest("hex").slice(0, 12)}`;
  const model: LearnedAnswerModel = { version, ...rounded };
  console.log(
    `\nfinal model ${version}: threshold ${model.threshold} (chosen on the out-of-fold status probabilities)`,
  );
  for (const c of contributions(
    model.quote,
    model.quote.weights.map(() => 1),
  ))
    console.log(
      `  ${c.name.padEnd(18)} ${c.contribution >= 0 ? "+" : ""}${c.contribution.toFixed(3)}`,
    );
  const who = opt("--explain");
  if (who) for (const c of cv.filter((c) => c.o.p.q.id === who)) explain(c.o, final);
  if (!args.includes("--no-write")) {
    const file = path.resolve("src/adapters/learned/answer-model.json");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(model, null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
  }
  console.log(`time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
})();
