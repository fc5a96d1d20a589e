/**
 * Leave-one-set-out scoring of the status model and the figures train:status prints. A held-out
 * set's threshold is chosen on the other sets' out-of-fold probabilities, so no figure here has
 * seen the set it describes (the other sets' probabilities come from models that did see it: one
 * level of nesting, not two).
 */
import type { StatusModel } from "../../src/core/ask/answer-confidence";
import { confidenceOf } from "../../src/core/ask/answer-confidence";

export interface Row {
  set: string;
  id: string;
  type: string;
  status: string;
  correct: boolean;
  features: Record<string, number> | null;
  y: number;
}

type Fit = (rows: Row[], names: string[]) => Omit<StatusModel, "supportedAt" | "version">;
export type Folds = Map<string, { p: number; t: number }>;

const key = (r: { set: string; id: string }) => `${r.set}/${r.id}`;

function predict(model: Omit<StatusModel, "supportedAt" | "version">, r: Row): number {
  return confidenceOf({ ...model, supportedAt: 0, version: "" }, r.features!).probability;
}

/**
 * The smallest threshold at which SUPPORTED precision reaches the target (the largest seen if none
 * does): one sweep over the SUPPORTED answers by probability, dropping each below the cut.
 */
export function chooseThreshold(
  p: ReadonlyMap<string, number>,
  all: readonly Row[],
  target: number,
): number {
  const supp = all.filter((r) => r.status === "SUPPORTED");
  const ok = (r: Row) => (r.correct && r.type !== "unanswerable" ? 1 : 0);
  let kept = supp.length;
  let right = supp.reduce((s, r) => s + ok(r), 0);
  const scored = supp
    .filter((r) => p.has(key(r)))
    .map((r) => ({ p: p.get(key(r))!, ok: ok(r) }))
    .sort((a, b) => a.p - b.p);
  const good = () => kept > 0 && right / kept >= target;
  if (good()) return 0;
  let i = 0;
  for (let j = 0; j < scored.length; j++) {
    const t = scored[j]!.p;
    if (j > 0 && t === scored[j - 1]!.p) continue;
    // the cut is "p < t": every answer below it is no longer SUPPORTED
    for (; i < scored.length && scored[i]!.p < t; i++) {
      kept--;
      right -= scored[i]!.ok;
    }
    if (good()) return t;
  }
  return scored.length ? scored[scored.length - 1]!.p : 1;
}

export function outOfFold(rows: Row[], names: string[], fit: Fit): Folds {
  const sets = [...new Set(rows.map((r) => r.set))].sort();
  const p = new Map<string, number>();
  for (const s of sets) {
    const model = fit(
      rows.filter((r) => r.set !== s),
      names,
    );
    for (const r of rows.filter((x) => x.set === s)) p.set(key(r), predict(model, r));
  }
  const out: Folds = new Map();
  for (const s of sets) {
    const others = rows.filter((r) => r.set !== s);
    const t = chooseThreshold(p, others, 0.95);
    for (const r of rows.filter((x) => x.set === s)) out.set(key(r), { p: p.get(key(r))!, t });
  }
  return out;
}

interface Tally {
  n: number;
  right: number;
  rulesSupp: number;
  rulesSuppRight: number;
  supp: number;
  suppRight: number;
}

function tally(all: readonly Row[], folds: Folds): Map<string, Tally> {
  const by = new Map<string, Tally>();
  for (const r of all) {
    for (const k of [r.type, "pooled"]) {
      const t = by.get(k) ?? {
        n: 0,
        right: 0,
        rulesSupp: 0,
        rulesSuppRight: 0,
        supp: 0,
        suppRight: 0,
      };
      const ok = r.correct && r.type !== "unanswerable";
      t.n++;
      if (r.correct) t.right++;
      if (r.status === "SUPPORTED") {
        t.rulesSupp++;
        if (ok) t.rulesSuppRight++;
        const f = folds.get(key(r));
        if (!f || f.p >= f.t) {
          t.supp++;
          if (ok) t.suppRight++;
        }
      }
      by.set(k, t);
    }
  }
  return by;
}

export function reportTable(all: readonly Row[], folds: Folds, print: boolean) {
  const by = tally(all, folds);
  const pooled = by.get("pooled")!;
  let loss = 0;
  let n = 0;
  for (const r of all) {
    const f = folds.get(key(r));
    if (!f) continue;
    const q = Math.min(1 - 1e-6, Math.max(1e-6, f.p));
    loss -= r.y ? Math.log(q) : Math.log(1 - q);
    n++;
  }
  const pct = (a: number, b: number) => (b ? (a / b).toFixed(3) : "-");
  if (print) {
    console.log(
      `\n${"type".padEnd(14)}${"n".padStart(6)}${"right".padStart(7)}${"rules SUPP".padStart(12)}${"prec".padStart(7)}${"learned SUPP".padStart(14)}${"prec".padStart(7)}`,
    );
    for (const [k, t] of [...by.entries()].sort((a, b) =>
      a[0] === "pooled" ? 1 : b[0] === "pooled" ? -1 : a[0] < b[0] ? -1 : 1,
    ))
      console.log(
        `${k.padEnd(14)}${String(t.n).padStart(6)}${String(t.right).padStart(7)}${String(t.rulesSupp).padStart(12)}${pct(t.rulesSuppRight, t.rulesSupp).padStart(7)}${String(t.supp).padStart(14)}${pct(t.suppRight, t.supp).padStart(7)}`,
      );
    console.log(`out-of-fold log loss ${(loss / Math.max(1, n)).toFixed(4)} over ${n} answers`);
  }
  return {
    precision: pooled.supp ? pooled.suppRight / pooled.supp : 0,
    supported: pooled.supp,
    logLoss: loss / Math.max(1, n),
  };
}
