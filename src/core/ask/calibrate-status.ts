/**
 * Step 8's last word on the status: the rules' SUPPORTED stands only when the status model rates
 * the quotes likely enough to answer the question (see answer-confidence.ts). The features are
 * recorded in the trace whether or not a model is configured, so the next model is fitted on the
 * answers as the rules gave them.
 */
import type { AnswerDraft, ClaimResult, Diagnosis, Limitation } from "../types";
import { confidenceOf, recorded, type Confidence, type StatusModel } from "./answer-confidence";
import { confidenceFeatures } from "./confidence-features";
import type { Coverage } from "./decide-status";
import type { QuestionAnalysis } from "./question";
import * as limits from "./limitations";

/** The status the rules gave, with their limitations and the coverage they judged by. */
export interface Ruled {
  status: AnswerDraft["status"];
  limitations: Limitation[];
  diagnosis: Diagnosis[];
  cov?: Coverage;
}

export interface Calibrated {
  status: AnswerDraft["status"];
  limitation: Limitation | null;
  confidence: Confidence | { features: Record<string, number> } | null;
}

export function calibrateStatus(
  model: StatusModel | undefined,
  draft: Pick<AnswerDraft, "status" | "evidence" | "candidates">,
  q: QuestionAnalysis,
  claims: readonly ClaimResult[],
  cov: Coverage | undefined,
): Calibrated {
  const { status } = draft;
  const supported = claims.filter((c) => c.verdict === "SUPPORTED");
  if (!cov || (status !== "SUPPORTED" && status !== "PARTIAL") || supported.length === 0)
    return { status, limitation: null, confidence: null };
  const features = confidenceFeatures({
    q,
    status,
    supported,
    dropped: claims.length - supported.length,
    cov,
    evidence: draft.evidence,
    ranked: draft.candidates.map((c) => c.passage.chunkId),
  });
  if (!model) return { status, limitation: null, confidence: { features: recorded(features) } };
  const confidence = confidenceOf(model, features);
  const doubted = status === "SUPPORTED" && confidence.probability < model.supportedAt;
  return {
    status: doubted ? "PARTIAL" : status,
    limitation: doubted ? limits.lowConfidence(confidence.probability) : null,
    confidence,
  };
}

/**
 * The rules' status, lowered to PARTIAL when the answer quotes one of several differing sections
 * (the question naming none), then by the status model.
 */
export function finalStatus(
  model: StatusModel | undefined,
  draft: Pick<AnswerDraft, "evidence" | "candidates" | "trace"> & {
    q: QuestionAnalysis;
    claims: readonly ClaimResult[];
    sources: readonly { title: string }[];
  },
  sections: readonly string[],
  ruled: Pick<Ruled, "status" | "limitations" | "cov">,
): AnswerDraft["status"] {
  const { limitations } = ruled;
  const quoted = draft.sources.map((s) => s.title).filter((t) => sections.includes(t));
  if (quoted.length) limitations.push(limits.sectionDependent([...sections], quoted));
  const status = quoted.length && ruled.status === "SUPPORTED" ? "PARTIAL" : ruled.status;
  const calibrated = calibrateStatus(model, { ...draft, status }, draft.q, draft.claims, ruled.cov);
  if (calibrated.limitation) limitations.push(calibrated.limitation);
  if (calibrated.confidence) draft.trace.confidence = calibrated.confidence;
  return calibrated.status;
}
