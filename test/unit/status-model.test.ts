/**
 * The calibrated status (issue 55): the features mean what their names say, the probability is the
 * fitted logistic function of them, a SUPPORTED below the threshold becomes PARTIAL with a
 * limitation that says why, the model never raises a status, and a status-model.json whose
 * numbers were edited does not load.
 */
import { analyzeQuestion } from "../../src/core/ask/question";
import { coverageOf } from "../../src/core/ask/decide-status";
import {
  FEATURE_NAMES,
  codeShare,
  confidenceFeatures,
} from "../../src/core/ask/confidence-features";
import { confidenceOf, type StatusModel } from "../../src/core/ask/answer-confidence";
import { calibrateStatus } from "../../src/core/ask/calibrate-status";
import { loadStatusModel, versionOf } from "../../src/adapters/learned/status-model";
import type { CandidateTrace, ClaimResult, Passage } from "../../src/core/types";
import { passage, statsOf } from "../fixtures/passages";
import shipped from "../../src/adapters/learned/status-model.json";

const retention = passage({
  title: "Retention policy",
  text: "Invoices are kept for 30 days before they are archived.",
  sourcePath: "kb/billing/retention.md",
  score: 0.4,
});
const other = passage({ title: "Logging", text: "Logs rotate daily.", score: 0.6 });
const evidence: Passage[] = [other, retention];
const question = "How long are invoices kept?";
const q = analyzeQuestion(question, statsOf(evidence));

function claim(p: Passage, text: string): ClaimResult {
  return {
    text,
    quote: {
      chunkId: p.chunkId,
      start: p.text.indexOf(text),
      end: p.text.indexOf(text) + text.length,
      context: null,
    },
    verdict: "SUPPORTED",
    citations: [
      { written: p.title, resolution: "RESOLVED", documentId: p.documentId, title: p.title },
    ],
    checks: [],
    chunkId: p.chunkId,
  };
}

const supported = [claim(retention, "Invoices are kept for 30 days before they are archived.")];
const candidates: CandidateTrace[] = evidence.map((p) => ({
  passage: p,
  coverage: 1,
  decision: "RELEVANT",
}));
const cov = coverageOf(q, supported, evidence);

function modelWith(supportedAt: number, bias: number): StatusModel {
  const m = {
    features: ["coverage_own"],
    means: [0.5],
    scales: [0.25],
    weights: [2],
    bias,
    supportedAt,
  };
  return { ...m, version: versionOf(m) };
}

describe("confidence features", () => {
  it("codeShare counts the characters inside fenced and indented code", () => {
    expect(codeShare("Run this:\n```sh\nnpm i\n```")).toBeGreaterThan(0.5);
    expect(codeShare("Plain prose only.")).toBe(0);
    expect(codeShare("    indented code")).toBe(1);
  });

  it("say where the cited chunk ranked, what the quote holds and what the question asks", () => {
    const f = confidenceFeatures({
      q,
      status: "SUPPORTED",
      supported,
      dropped: 0,
      cov,
      evidence,
      ranked: evidence.map((p) => p.chunkId),
    });
    expect(f.cited_rank_inverse).toBe(0.5); // second of the ranked chunks
    expect(f.cited_score).toBe(0.4);
    expect(f.score_gap).toBeCloseTo(0.2);
    expect(f.quote_has_number).toBe(1);
    expect(f.rule_supported).toBe(1);
    expect(f.intent_how).toBe(1);
    expect(f.intent_why).toBe(0);
    expect(Object.keys(f).sort()).toEqual([...FEATURE_NAMES]);
  });
});

describe("the status model", () => {
  it("is the logistic function of the standardised features, its largest contributions first", () => {
    const m = modelWith(0.5, -1);
    const c = confidenceOf(m, { coverage_own: 1 });
    // z = -1 + 2 * (1 - 0.5) / 0.25 = 3
    expect(c.probability).toBeCloseTo(1 / (1 + Math.exp(-3)), 3);
    expect(c.contributions[0]).toEqual({ feature: "coverage_own", value: 1, contribution: 4 });
    expect(c.model).toBe(m.version);
  });

  it("lowers SUPPORTED below its threshold to PARTIAL, saying why", () => {
    const draft = { status: "SUPPORTED" as const, evidence, candidates };
    const doubted = calibrateStatus(modelWith(0.999, -10), draft, q, supported, cov);
    expect(doubted.status).toBe("PARTIAL");
    expect(doubted.limitation?.kind).toBe("LOW_CONFIDENCE");
    expect(doubted.limitation?.message).toMatch(/probability 0\.\d\d/);
    const kept = calibrateStatus(modelWith(0.001, 10), draft, q, supported, cov);
    expect(kept.status).toBe("SUPPORTED");
    expect(kept.limitation).toBeNull();
  });

  it("never raises a status, and without a model only records the features", () => {
    const partial = { status: "PARTIAL" as const, evidence, candidates };
    expect(calibrateStatus(modelWith(0.001, 10), partial, q, supported, cov).status).toBe(
      "PARTIAL",
    );
    const none = calibrateStatus(undefined, { ...partial, status: "SUPPORTED" }, q, supported, cov);
    expect(none.status).toBe("SUPPORTED");
    expect(none.confidence).toEqual({ features: expect.objectContaining({ rule_supported: 1 }) });
    const empty = calibrateStatus(
      modelWith(0.999, -10),
      { ...partial, status: "SUPPORTED" },
      q,
      [],
      cov,
    );
    expect(empty.confidence).toBeNull();
  });
});

describe("status-model.json", () => {
  it("loads, with a version that is the hash of its numbers and a feature list the pipeline computes", () => {
    const m = loadStatusModel();
    expect(m.version).toBe(versionOf(m));
    const f = confidenceFeatures({
      q,
      status: "SUPPORTED",
      supported,
      dropped: 0,
      cov,
      evidence,
      ranked: [],
    });
    expect(m.features.filter((n) => !(n in f))).toEqual([]);
  });

  it("refuses a file whose numbers were edited after fitting", () => {
    const edited = { ...shipped, bias: shipped.bias + 1 };
    expect(() => loadStatusModel(edited)).toThrow(/refit it with npm run train:status/);
  });
});
