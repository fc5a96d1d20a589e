/**
 * The status model `npm run train:status` wrote (src/core/ask/answer-confidence.ts), checked on
 * load: a hand-edited or truncated file must stop the service at start, not skew statuses quietly.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { StatusModel } from "../../core/ask/answer-confidence";
import fitted from "./status-model.json";

const StatusModelSchema = z
  .object({
    version: z.string().regex(/^[0-9a-f]{16}$/),
    features: z.array(z.string()).min(1),
    means: z.array(z.number()),
    scales: z.array(z.number().positive()),
    weights: z.array(z.number()),
    bias: z.number(),
    supportedAt: z.number().min(0).max(1),
  })
  .refine(
    (m) => [m.means, m.scales, m.weights].every((a) => a.length === m.features.length),
    "status-model.json: one mean, scale and weight per feature",
  );

/** The version is the hash of the fitted numbers, so an edited file no longer matches its name. */
export function versionOf(m: Omit<StatusModel, "version">): string {
  const { features, means, scales, weights, bias, supportedAt } = m;
  const numbers = { features, means, scales, weights, bias, supportedAt };
  return createHash("sha256").update(JSON.stringify(numbers)).digest("hex").slice(0, 16);
}

export function loadStatusModel(raw: unknown = fitted): StatusModel {
  const model = StatusModelSchema.parse(raw);
  if (versionOf(model) !== model.version)
    throw new Error(
      `status-model.json: its numbers hash to ${versionOf(model)}, not its version ${model.version}; refit it with npm run train:status`,
    );
  return model;
}
