/**
 * The calibrated status (issue 55): a logistic model, fitted by `npm run train:status` on every
 * question set with its threshold chosen out of fold, gives the probability that the quotes the
 * rules chose answer the question. A SUPPORTED answer below the threshold is presented as PARTIAL
 * with a limitation that says so: SUPPORTED must mean "this answers it" far more often than the
 * rules alone manage (0.91 of the time on the committed baseline). The hard guarantees (exact
 * quotes, resolvable citations, restricted pages withheld) stay rules; the model only lowers a
 * status, never raises one.
 */
import type { Features } from "./confidence-features";

export interface StatusModel {
  /** sha256 of the fitted numbers: each recorded answer names the model that judged it */
  version: string;
  features: string[];
  /** standardisation fitted on the training rows: (x - mean) / scale */
  means: number[];
  scales: number[];
  weights: number[];
  bias: number;
  /** SUPPORTED at or above this probability */
  supportedAt: number;
}

export interface Confidence {
  model: string;
  probability: number;
  supportedAt: number;
  /** the features that moved the probability most, signed (log-odds) */
  contributions: { feature: string; value: number; contribution: number }[];
  features: Features;
}

const TOP = 6;
const round = (v: number) => Math.round(v * 1000) / 1000;

/** Features as recorded in the trace: three decimals, with or without a model. */
export function recorded(features: Features): Features {
  return Object.fromEntries(Object.entries(features).map(([k, v]) => [k, round(v)]));
}

export function standardised(model: StatusModel, features: Features): number[] {
  return model.features.map((f, i) => ((features[f] ?? 0) - model.means[i]!) / model.scales[i]!);
}

export function confidenceOf(model: StatusModel, features: Features): Confidence {
  const x = standardised(model, features);
  const parts = model.features.map((feature, i) => ({
    feature,
    value: features[feature] ?? 0,
    contribution: model.weights[i]! * x[i]!,
  }));
  const z = parts.reduce((s, p) => s + p.contribution, model.bias);
  return {
    model: model.version,
    probability: round(1 / (1 + Math.exp(-z))),
    supportedAt: model.supportedAt,
    contributions: [...parts]
      .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))
      .slice(0, TOP)
      .map((p) => ({ ...p, value: round(p.value), contribution: round(p.contribution) })),
    features: recorded(features),
  };
}
