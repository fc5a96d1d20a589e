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

/**
 * The same fit by Newton's method (iteratively reweighted least squares) with an L2 penalty on the
 * weights: a handful of steps reach the optimum that gradient descent approaches in hundreds, which
 * keeps leave-one-set-out fitting (82 folds, and again per ablated family) within minutes. Solved
 * by Cholesky on the (features + 1)² system; deterministic like fitLogistic.
 */
export function fitLogisticNewton(
  rows: Rows,
  opts: { iterations?: number; l2?: number } = {},
): { weights: number[]; bias: number } {
  const { iterations = 12, l2 = 1e-3 } = opts;
  const n = rows.x.length;
  const d = (rows.x[0]?.length ?? 0) + 1; // the bias last
  const beta = new Array<number>(d).fill(0);
  const totalW = rows.w.reduce((s, v) => s + v, 0) || 1;
  for (let it = 0; it < iterations; it++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (let i = 0; i < n; i++) {
      const xi = rows.x[i]!.concat(1);
      let z = 0;
      for (let j = 0; j < d; j++) z += xi[j]! * beta[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const w = rows.w[i]! / totalW;
      const err = (p - rows.y[i]!) * w;
      const curv = p * (1 - p) * w;
      for (let j = 0; j < d; j++) {
        g[j]! += err * xi[j]!;
        for (let k = 0; k <= j; k++) h[j]![k]! += curv * xi[j]! * xi[k]!;
      }
    }
    for (let j = 0; j < d - 1; j++) {
      g[j]! += l2 * beta[j]!;
      h[j]![j]! += l2;
    }
    h[d - 1]![d - 1]! += 1e-9;
    const step = solveCholesky(h, g);
    for (let j = 0; j < d; j++) beta[j]! -= step[j]!;
  }
  return { weights: beta.slice(0, d - 1), bias: beta[d - 1]! };
}

/** Solves A x = b for symmetric positive definite A, of which only the lower triangle is read. */
function solveCholesky(a: number[][], b: number[]): number[] {
  const d = b.length;
  const l = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  for (let j = 0; j < d; j++) {
    let s = a[j]![j]!;
    for (let k = 0; k < j; k++) s -= l[j]![k]! ** 2;
    l[j]![j]! = Math.sqrt(Math.max(s, 1e-12));
    for (let i = j + 1; i < d; i++) {
      let t = a[i]![j]!;
      for (let k = 0; k < j; k++) t -= l[i]![k]! * l[j]![k]!;
      l[i]![j]! = t / l[j]![j]!;
    }
  }
  const y = new Array<number>(d).fill(0);
  for (let i = 0; i < d; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i]![k]! * y[k]!;
    y[i] = s / l[i]![i]!;
  }
  const x = new Array<number>(d).fill(0);
  for (let i = d - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < d; k++) s -= l[k]![i]! * x[k]!;
    x[i] = s / l[i]![i]!;
  }
  return x;
}
