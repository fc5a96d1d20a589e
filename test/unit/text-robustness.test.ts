/**
 * The text readers run on every claim, question and passage: whatever the words, they return an
 * answer and never throw (a throw here is a 500 for the caller). Inputs are built from the tokens
 * the readers branch on — numbers, number words, months, range and currency marks, units, negation —
 * so that the odd orders (a range mark at the very end, a currency with no amount) come up.
 */
import fc from "fast-check";
import { claimQuantities } from "../../src/core/text/claim-quantities";
import { splitSentences } from "../../src/core/text/sentences";
import { validateClaim } from "../../src/core/ask/validate-claim";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import type { CitationRef } from "../../src/core/types";
import { passage, statsOf } from "../fixtures/passages";

// few tokens, so that the orders the readers branch on (a year, "to", a month, the end) come up often
const TOKENS = [
  "1984",
  "2.5",
  "one",
  "tens",
  "of",
  "January",
  "Sept.",
  "to",
  "-",
  "between",
  "and",
  "$",
  "%",
  "per",
  "days",
  "number",
  "not",
  "`--flag`",
  "e.g.",
  ".",
];
const text = fc
  .array(fc.constantFrom(...TOKENS), { minLength: 0, maxLength: 10 })
  .map((ws) => ws.join(" "));

describe("text readers never throw", () => {
  it("quantities and sentences of any sequence of tokens", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(Array.isArray(claimQuantities(t))).toBe(true);
        expect(Array.isArray(splitSentences(t))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("a claim checked against any evidence gets a verdict", () => {
    fc.assert(
      fc.property(text, text, (evidence, claim) => {
        const p = passage({ title: "Reference", text: evidence || "empty" });
        const cite: CitationRef[] = [
          { written: p.title, resolution: "RESOLVED", documentId: p.documentId, title: p.title },
        ];
        expect(validateClaim(claim, cite, [p], "generative").verdict).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });

  it("any question over any passage is analysed and quoted or not", () => {
    fc.assert(
      fc.property(text, text, (question, body) => {
        const p = [passage({ title: "Doc", text: body || "empty" })];
        const q = analyzeQuestion(question || "what", statsOf(p));
        expect(Array.isArray(selectQuotes(q, p))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
