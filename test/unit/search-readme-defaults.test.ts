/**
 * Search-library READMEs (probe set 61): mentions of a default that give no value — a change log's
 * "Added default `threshold` and `limit`", "with the same defaults", "The default mode is highly
 * optimized …", "falls back to default index internally", "// You can set the default search
 * options upon initialization" over a sample of the reader's own values.
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { withoutDefaultsInPassing } from "../../src/core/ask/defaults-in-passing";

describe("a default mentioned without its value (probe set 61)", () => {
  it("is not the default asked", () => {
    const asked = "What is the default threshold of fuzzysort.go?";
    expect(statesDefault("v4.0.0 - Added default `threshold` and `limit`", asked)).toBe(false);
    expect(
      statesDefault(
        "`fuzzy` accepts a subset of these options (excluding keySelector, threshold, and sortBy) with the same defaults.",
        "What is the default keySelector of fast-fuzzy?",
      ),
    ).toBe(false);
    const mode = "What is the default tokenize mode of a FlexSearch index?";
    expect(
      statesDefault("The default mode is highly optimized for search performance.", mode),
    ).toBe(false);
    expect(
      statesDefault(
        "The default resolution still matters when context chain breaks and falls back to default index internally.",
        "What is the default scoring resolution of a FlexSearch index?",
      ),
    ).toBe(false);
    expect(
      statesDefault(
        "// You can set the default search options upon initialization",
        "What is the default boost of MiniSearch's title field?",
      ),
    ).toBe(false);
  });

  it("is, when the value follows", () => {
    expect(
      statesDefault("Changed the default threshold to `0.5`.", "What is the default threshold?"),
    ).toBe(true);
    expect(
      statesDefault("The default mode is `strict`.", "What is the default tokenize mode?"),
    ).toBe(true);
    expect(statesDefault("Sets the default port to 3000.", "What is the default port?")).toBe(true);
    expect(
      statesDefault(
        "Falls back to the default `localhost` when unset.",
        "What is the default host?",
      ),
    ).toBe(true);
    expect(withoutDefaultsInPassing("It uses the same default value: `10`.")).toContain("default");
  });
});
