/**
 * Issue 10 §8: perturbations of supported claims must all be rejected. Built from paraphrased
 * claims the generative checks accept; each perturbation changes one fact the way a model does
 * without making the sentence less plausible. The word pairs are this suite's own fixed table,
 * not the checker's lists, so a pair the checker does not know fails here.
 */
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { validateClaim } from "../../src/core/ask/validate-claim";
import type { CitationRef } from "../../src/core/types";
import { passage } from "../fixtures/passages";

/** [evidence, a paraphrase of part of it that the checks must accept] */
const SUPPORTED: ReadonlyArray<readonly [string, string]> = [
  [
    "Traces are kept for 30 days. After that the collector deletes them.",
    "The collector keeps traces for 30 days.",
  ],
  [
    "The agent flushes spans every 5 seconds. It buffers at most 1000 spans in memory.",
    "Spans are flushed by the agent every 5 seconds.",
  ],
  [
    "A release needs at least two approvals before it is deployed.",
    "Before deployment, a release needs at least two approvals.",
  ],
  [
    "Sampling is enabled by default. The default rate is 10 percent of requests.",
    "By default 10 percent of requests are sampled.",
  ],
  [
    "The cache holds up to 512 MB. Entries older than 24 hours are evicted.",
    "Cache entries older than 24 hours are evicted.",
  ],
  ["Backups run daily and are retained for 14 days.", "Daily backups are retained for 14 days."],
  [
    "The service rejects requests larger than 4 MB.",
    "Requests larger than 4 MB are rejected by the service.",
  ],
  [
    "Compaction runs between 2 and 4 hours after ingestion. It is required for every index.",
    "Every index requires compaction, which runs between 2 and 4 hours after ingestion.",
  ],
  [
    "The free plan allows 3 projects and 100 requests per minute.",
    "On the free plan, 100 requests per minute are allowed.",
  ],
  [
    "Version 2 increased the default timeout to 60 seconds.",
    "The default timeout was increased to 60 seconds in version 2.",
  ],
  [
    "Nodes must not be restarted during a migration. The migration takes about 15 minutes.",
    "During a migration, nodes must not be restarted.",
  ],
  ["Temperatures in the hall stay above 18 °C in winter.", "In winter the hall stays above 18 °C."],
];

type Perturb = (claim: string) => string;
const replaceFirst =
  (re: RegExp, f: (m: string) => string): Perturb =>
  (c) =>
    c.replace(re, f);

/** this suite's own tables */
const UNIT_SWAPS: Record<string, string> = {
  days: "weeks",
  seconds: "minutes",
  minutes: "seconds",
  hours: "days",
  MB: "GB",
  percent: "ppm",
  "°C": "°F",
  minute: "second",
};
const OPPOSITES: Record<string, string> = {
  "at least": "at most",
  "at most": "at least",
  "up to": "more than",
  "larger than": "smaller than",
  "older than": "newer than",
  above: "below",
  enabled: "disabled",
  increased: "decreased",
  requires: "forbids",
  allowed: "denied",
  before: "after",
  after: "before",
  daily: "weekly",
  "per minute": "per hour",
  "every 5 seconds": "every 5 minutes",
};

const PERTURBATIONS: Record<string, Perturb> = {
  "number x10": replaceFirst(/\d+/, (n) => String(Number(n) * 10)),
  "number +1": replaceFirst(/\d+/, (n) => String(Number(n) + 1)),
  "unit swap": (c) => {
    for (const [a, b] of Object.entries(UNIT_SWAPS))
      if (new RegExp(`(?<=\\d\\s*)${a}`).test(c))
        return c.replace(new RegExp(`(?<=\\d\\s*)${a}`), b);
    return c;
  },
  "range end": replaceFirst(/and (\d+)/, (m) => m.replace(/\d+/, (n) => String(Number(n) + 2))),
  "inserted negation": (c) =>
    c.replace(
      /\b(are|is|was|keeps|needs|requires)\b/,
      (w) =>
        ({
          are: "are not",
          is: "is not",
          was: "was not",
          keeps: "never keeps",
          needs: "does not need",
          requires: "does not require",
        })[w]!,
    ),
  // a model's curly apostrophe ("isn’t") is a negation too
  "inserted contraction": (c) =>
    c.replace(
      /\b(are|is|was|needs)\b/,
      (w) => ({ are: "aren’t", is: "isn’t", was: "wasn’t", needs: "doesn’t need" })[w]!,
    ),
  "removed negation": (c) =>
    c.replace(/\b(must not|not) /, (w) => (w.startsWith("must") ? "must " : "")),
  "swapped opposite": (c) => {
    for (const [a, b] of Object.entries(OPPOSITES))
      if (new RegExp(`\\b${a}\\b`, "i").test(c)) return c.replace(new RegExp(`\\b${a}\\b`, "i"), b);
    return c;
  },
};

function check(evidence: string, claim: string) {
  const p = passage({ title: "Operations guide", text: evidence });
  const cite: CitationRef[] = [
    { written: p.title, resolution: "RESOLVED", documentId: p.documentId, title: p.title },
  ];
  return validateClaim(claim, cite, [p], "generative");
}

describe("claim perturbations", () => {
  it.each(SUPPORTED.map(([e, c]) => [c, e]))(
    "the paraphrase is supported: %s",
    (claim, evidence) => {
      const r = check(evidence, claim);
      expect(r.checks.filter((c) => !c.passed && c.name !== "EXACT_EXCERPT")).toEqual([]);
      expect(r.verdict).toBe("SUPPORTED");
    },
  );

  it("every perturbation of a supported claim is rejected", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED),
        fc.constantFrom(...Object.keys(PERTURBATIONS)),
        ([evidence, claim], name) => {
          const changed = PERTURBATIONS[name]!(claim);
          fc.pre(changed !== claim);
          const r = check(evidence, changed);
          if (r.verdict === "SUPPORTED") throw new Error(`${name}: "${changed}" was accepted`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("each perturbation applies to some claim (the suite tests what it says)", () => {
    for (const [name, perturb] of Object.entries(PERTURBATIONS)) {
      expect([name, SUPPORTED.some(([, c]) => perturb(c) !== c)]).toEqual([name, true]);
    }
  });

  it("lists every accepted perturbation at once (readable failure)", () => {
    const accepted: string[] = [];
    for (const [evidence, claim] of SUPPORTED) {
      for (const [name, perturb] of Object.entries(PERTURBATIONS)) {
        const changed = perturb(claim);
        if (changed !== claim && check(evidence, changed).verdict === "SUPPORTED")
          accepted.push(`${name}: ${changed}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});
