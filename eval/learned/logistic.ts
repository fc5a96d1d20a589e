/**
 * Weighted logistic regression by full-batch gradient descent: zero start, fixed step and iteration
 * count, so a fit is a pure function of its rows (deterministic to the bit on one machine). Written
 * here rather than taken from npm because it is ~30 lines and the candidates on npm
 * (ml-logistic-regression) bring a matrix library and no sample weights, which the class balance
 * needs.
 */
export interface Rows {
  x: number[][];
  y: number[];
  w: number[];
}

export function fitLogistic(
  rows: Rows,
  opts: { iterations?: number; step?: number; l2?: number } = {},
): { weights: number[]; bias: number } {
  const { iterations = 400, step = 2, l2 = 1e-3 } = opts;
  const d = rows.x[0]?.length ?? 0;
  const weights = new Array<number>(d).fill(0);
  let bias = 0;
  const totalW = rows.w.reduce((s, v) => s + v, 0) || 1;
  for (let it = 0; it < iterations; it++) {
    const g = new Array<number>(d).fill(0);
    let gb = 0;
    for (let i = 0; i < rows.x.length; i++) {
      const xi = rows.x[i]!;
      let z = bias;
      for (let j = 0; j < d; j++) z += weights[j]! * xi[j]!;
      const err = (1 / (1 + Math.exp(-z)) - rows.y[i]!) * rows.w[i]!;
      for (let j = 0; j < d; j++) g[j]! += err * xi[j]!;
      gb += err;
    }
    for (let j = 0; j < d; j++) weights[j]! -= step * (g[j]! / totalW + l2 * weights[j]!);
    bias -= step * (gb / totalW);
  }
  return { weights, bias };
}

/** Positives and negatives weighed to the same total. */
export function balanced(y: readonly number[]): number[] {
  const pos = y.filter((v) => v === 1).length || 1;
  const neg = y.length - pos || 1;
  return y.map((v) => (v === 1 ? 0.5 / pos : 0.5 / neg) * y.length);
}
