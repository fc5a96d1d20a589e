import { describe, expect, it } from "@jest/globals";
import { validateClaim } from "../../src/core/ask/validate-claim";
import type { CitationRef, Passage } from "../../src/core/types";
import { passage } from "../fixtures/passages";
import { splitClaimSentences } from "../../src/core/text/segment";

const ax4 = passage({
  title: "AX-4 maintenance schedule",
  text: "AX-4 inspection interval: 30 days.\nDo not reuse an intake filter after cleaning.\nAn inspection is only valid if it is signed by a certified technician.",
});
const release = passage({
  title: "Release process",
  text: "Every production release needs approval from at least two reviewers.",
});
const evidence = [ax4, release];
const cite = (p: Passage): CitationRef[] => [
  { written: p.title, resolution: "RESOLVED", documentId: p.documentId, title: p.title },
];

describe("seed 003: the extractive validator", () => {
  it("accepts an exact excerpt with an allowed citation", () => {
    expect(
      validateClaim("AX-4 inspection interval: 30 days.", cite(ax4), evidence, "extractive")
        .verdict,
    ).toBe("SUPPORTED");
  });
  it("rejects an unknown citation ('e99', invented procedure)", () => {
    expect(
      validateClaim(
        "Invented procedure",
        [{ written: "e99", resolution: "UNKNOWN", documentId: null, title: null }],
        evidence,
        "extractive",
      ).verdict,
    ).toBe("UNKNOWN_CITATION");
  });
  it("rejects a restricted citation even with the exact text", () => {
    expect(
      validateClaim(
        "Supplier price: 90 credits.",
        [{ written: "Supplier pricing", resolution: "RESTRICTED", documentId: "x", title: null }],
        evidence,
        "extractive",
      ).verdict,
    ).toBe("RESTRICTED_CITATION");
  });
  it("changing 30 days to 300 days fails", () => {
    const r = validateClaim(
      "AX-4 inspection interval: 300 days.",
      cite(ax4),
      evidence,
      "extractive",
    );
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "NUMBERS")?.passed).toBe(false);
  });
  it("an uncited claim is UNCITED", () => {
    expect(
      validateClaim("AX-4 inspection interval: 30 days.", [], evidence, "extractive").verdict,
    ).toBe("UNCITED");
  });
});

const retention = passage({
  title: "Data retention",
  text: "Audit records are kept for 7 years and are never deleted early.",
});
const release2 = passage({
  title: "Release process",
  text: "Releases are not deployed on Fridays.\nThe release manager announces the deployment in the releases channel.",
});

describe("negation scope", () => {
  const check = (claim: string, p: typeof retention) =>
    validateClaim(claim, cite(p), [p], "generative");
  it("an added 'not' is caught even when the evidence negates something else", () => {
    const r = check("Audit records are not kept for 7 years.", retention);
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "NEGATION")?.passed).toBe(false);
  });
  it("a dropped negation is not rescued by a weaker sentence of the same document", () => {
    expect(check("Releases are deployed on Fridays.", release2).verdict).toBe("UNSUPPORTED");
    expect(check("Releases are not deployed on Fridays.", release2).verdict).toBe("SUPPORTED");
    expect(check("Audit records are kept for 7 years.", retention).verdict).toBe("SUPPORTED");
  });
});

describe("generative checks", () => {
  const check = (claim: string, p = ax4) => validateClaim(claim, cite(p), evidence, "generative");
  it("a faithful paraphrase is supported", () => {
    expect(check("The AX-4 inspection interval is 30 days.").verdict).toBe("SUPPORTED");
  });
  it.each([
    ["30 -> 300 days", "The AX-4 inspection interval is 300 days.", "NUMBERS"],
    ["30 days -> 30 weeks", "The AX-4 inspection interval is 30 weeks.", "NUMBERS"],
    [
      "an added second fact (six months)",
      "The AX-4 inspection interval is 30 days and parts are replaced after six months.",
      "NUMBERS",
    ],
    ["dropped negation", "Reuse an intake filter after cleaning.", "NEGATION"],
    ["added negation", "The AX-4 inspection interval is not 30 days.", "NEGATION"],
    [
      "dropped condition",
      "An inspection is valid when signed by a certified technician.",
      "CONDITIONS",
    ],
  ])("%s is unsupported", (_name, claim, failing) => {
    const r = check(claim);
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === failing)?.passed).toBe(false);
  });
  it.each([
    "The AX-4 inspection interval isn’t 30 days.",
    "The AX-4 inspection interval isnt 30 days.",
    "The AX-4 inspection interval is nt 30 days.",
  ])("a negation typed with a curly apostrophe or none is a negation: %s", (claim) => {
    const r = check(claim);
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "NEGATION")?.passed).toBe(false);
  });
  it("a contraction with a curly apostrophe keeps the evidence's negation", () => {
    expect(check("Don’t reuse an intake filter after cleaning.").verdict).toBe("SUPPORTED");
  });
  it("the right title for the wrong fact is unsupported", () => {
    const r = check("The AX-4 inspection interval is 30 days.", release);
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "OVERLAP")?.passed).toBe(false);
  });
});

describe("claims written in chat style", () => {
  const check = (claim: string) => validateClaim(claim, cite(ax4), evidence, "generative");
  it("a lower-case sentence the evidence never says does not ride on a supported one", () => {
    const r = check("yes the filters are made of steel. the ax-4 inspection interval is 30 days.");
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "OVERLAP")?.passed).toBe(false);
  });
  it.each([
    "That's true. The AX-4 inspection interval is 30 days.",
    "that is true. the ax-4 inspection interval is 30 days.",
    "It definitely is! The AX-4 inspection interval is 30 days.",
    "I agree. The AX-4 inspection interval is 30 days.",
  ])("a sentence that only agrees is not a claim of its own: %s", (claim) => {
    expect(check(claim).verdict).toBe("SUPPORTED");
  });
  it("initials and abbreviations before a lower-case word do not end a sentence", () => {
    expect(
      splitClaimSentences("it was sold in the U.S. by a reseller. it works e.g. on Fridays"),
    ).toEqual(["it was sold in the U.S. by a reseller.", "it works e.g. on Fridays"]);
  });
});

/** Generative validation of claims citing `p`, with `p` as the only evidence. */
const checkerFor = (p: Passage) => (claim: string) =>
  validateClaim(claim, cite(p), [p], "generative");

describe("hearsay in the evidence", () => {
  const founder = passage({
    title: "Company history",
    text: "The founder is rumoured to have been born in Oslo. The show documents supposedly unscripted situations and features an unknown cast.",
  });
  const check = checkerFor(founder);
  it("a claim that states as fact what the evidence only reports is unsupported", () => {
    const r = check("The founder was born in Oslo.");
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "CONDITIONS")?.detail).toMatch(/rumoured/);
  });
  it("keeping a hedge, or saying what the hedge does not govern, is supported", () => {
    expect(check("The founder was reportedly born in Oslo.").verdict).toBe("SUPPORTED");
    expect(check("The show features an unknown cast.").verdict).toBe("SUPPORTED");
  });
});

describe("names written in lower case, acronyms and compounds", () => {
  const broadcast = passage({
    title: "Cheerleading",
    text: "The 1997 broadcast on ESPN of the international competition took place in the United States. Points are scored in the end zone.",
  });
  const check = checkerFor(broadcast);
  it("a lower-case name the evidence lacks is a swapped name", () => {
    const r = check("the 1997 broadcast on the bbc of the international competition");
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "IDENTIFIERS")?.detail).toMatch(/bbc/);
    expect(check("the 1997 broadcast on espn of the international competition").verdict).toBe(
      "SUPPORTED",
    );
  });
  it("an acronym of evidence words, and a compound written as one word, are found", () => {
    expect(
      check("The 1997 international competition broadcast took place in the US.").verdict,
    ).toBe("SUPPORTED");
    const compound = check("Points are scored in the endzone.");
    expect(compound.checks.find((c) => c.name === "IDENTIFIERS")?.passed).toBe(true);
  });
  it("an acronym of function words is not found ('of the' is not 'OT')", () => {
    const r = check("The 1997 international competition broadcast took place in OT.");
    expect(r.verdict).toBe("UNSUPPORTED");
    expect(r.checks.find((c) => c.name === "IDENTIFIERS")?.detail).toMatch(/OT/);
  });
});

describe("'24/7' is not a quantity", () => {
  const cbs = passage({
    title: "News",
    text: "CBSN is a 24/7 digital streaming news service with 7 anchors.",
  });
  const check = checkerFor(cbs);
  it("says 'always', and the real numbers beside it are still checked", () => {
    expect(check("CBSN is a 24/7 live, streaming news service.").verdict).toBe("SUPPORTED");
    expect(check("CBSN is a 24/7 live streaming news service with 8 anchors.").verdict).toBe(
      "UNSUPPORTED",
    );
  });
});
