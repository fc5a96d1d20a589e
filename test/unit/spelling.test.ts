/** Issue 11 §5: misspelled question words are read as the knowledge base's own terms; real words are not "corrected". */
import { describe, expect, it } from "@jest/globals";
import { correctionFor } from "../../src/core/text/spelling";
import { analyzeQuestion } from "../../src/core/ask/question";
import { stem } from "../../src/core/text/terms";

const vocabulary = (words: string[]) => ({
  total: 100,
  df: new Map(words.map((w, i) => [stem(w), 1 + i])),
});
const kb = vocabulary([
  "rollback",
  "release",
  "deployment",
  "automatically",
  "output",
  "retention",
  "fuzzy",
]);

describe("spelling", () => {
  it.each([
    ["rollbak", "rollback"],
    ["relase", "releas"],
    ["deploymnet", "deploy"],
    ["automaticaly", "automat"],
    ["ouptut", "output"],
  ])("%s is read as the corpus term %s", (word, expected) => {
    expect(correctionFor(word, stem(word), kb)).toBe(expected);
  });

  it("a real English word the knowledge base lacks stays itself (the question can still abstain)", () => {
    expect(correctionFor("fuzz", stem("fuzz"), kb)).toBeNull();
    expect(correctionFor("retina", stem("retina"), kb)).toBeNull();
  });

  it("a name made from an English word ('systemd', 'nodejs') is not a misspelling of it", () => {
    const names = vocabulary(["system", "node", "service"]);
    expect(correctionFor("systemd", stem("systemd"), names)).toBeNull();
    expect(correctionFor("nodejs", stem("nodejs"), names)).toBeNull();
    // a slip of the keyboard still is one
    expect(correctionFor("sytsem", stem("sytsem"), names)).toBe("system");
  });

  it("a derivation of an English word ('serializer', serial-izer) is no misspelling of 'special'", () => {
    const snapshots = vocabulary(["special", "snapshot", "matcher"]);
    expect(correctionFor("serializer", stem("serializer"), snapshots)).toBeNull();
    expect(correctionFor("specail", stem("specail"), snapshots)).toBe("special");
  });

  it("a plural of an English word ('integrations') and two everyday words run together ('maxsize') are no misspellings", () => {
    const kb3 = vocabulary(["integer", "maximize", "level"]);
    // ("integrations" is not in the word list, "integration" is; read as a slip it was "integer")
    expect(correctionFor("integrations", stem("integrations"), kb3)).toBeNull();
    // (read as a slip, "maxsize" was "maxim", and "maximum level" answered it)
    expect(correctionFor("maxsize", stem("maxsize"), kb3)).toBeNull();
    // a slip of the keyboard still is one
    expect(correctionFor("integre", stem("integre"), kb3)).toBe("integ");
  });

  it("a stem too short to judge by is not corrected ('brotli' is stemmed 'brot', one letter from 'boot')", () => {
    const kb2 = vocabulary(["boot", "compression"]);
    expect(stem("brotli")).toBe("brot");
    expect(correctionFor("brotli", stem("brotli"), kb2)).toBeNull();
  });

  it("a word far from every corpus term is left alone", () => {
    expect(correctionFor("kubernetes", stem("kubernetes"), kb)).toBeNull();
  });

  it("the analysis keeps the user's word and reads the corpus term; the corrected term is not a required entity", () => {
    const a = analyzeQuestion("how do i rollbak a relase", kb);
    expect(a.terms.map((t) => [t.word, t.term, t.misspelt ?? null, t.must])).toEqual([
      ["rollbak", "rollback", "rollbak", false],
      ["relase", "releas", "relas", false],
    ]);
    expect(a.parts[0]!.terms).toHaveLength(2);
  });
});
