/**
 * Bench figures: every figure is the median of RUNS runs with its spread (min–max), so a reader
 * sees how much of a difference is noise.
 */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export function pct(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

export async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export const median = (xs: readonly number[]) => pct(xs, 50);

/** "12.34 (11.90–13.02)": the median of the runs and their range. */
export function spread(xs: readonly number[], digits = 2): string {
  if (xs.length === 1) return xs[0]!.toFixed(digits);
  const s = [...xs].sort((a, b) => a - b);
  const lo = s[0]!.toFixed(digits);
  const hi = s[s.length - 1]!.toFixed(digits);
  return `${median(s).toFixed(digits)} (${lo}–${hi})`;
}

/** Runs `measure` RUNS times; each run returns named figures; the result is each figure's spread. */
export async function repeated(
  measure: (run: number) => Promise<Record<string, number>>,
  digits = 2,
): Promise<{ text: Record<string, string>; medians: Record<string, number> }> {
  const all: Record<string, number[]> = {};
  for (let run = 0; run < RUNS; run++)
    for (const [k, v] of Object.entries(await measure(run))) (all[k] ??= []).push(v);
  const text: Record<string, string> = {};
  const medians: Record<string, number> = {};
  for (const [k, xs] of Object.entries(all)) {
    text[k] = spread(xs, digits);
    medians[k] = median(xs);
  }
  return { text, medians };
}
