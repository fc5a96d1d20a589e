/**
 * ID-generation and object-utility READMEs (probe set 58): defaults written in an optional
 * parameter's brackets ("[`options.nsecs = 0`]"), an argument of a help text ("count  Number of IDs
 * to generate (default: 1)"), a default given up ("This was the default … pre-version-2.0.0."), and an
 * entry headed "`circles` option".
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { bracketedDefaults } from "../../src/core/ask/signature-defaults";
import { statesDefault } from "../../src/core/ask/stated-default";
import { answersQuestion, coverageOf } from "../../src/core/ask/decide-status";
import { helpTextUnits } from "../../src/adapters/markdown/help-text";
import { chunkedDoc, quotedText, statsIn, supportedClaim } from "../fixtures/passages";

const UUID_V1 = [
  "# uuid",
  "",
  "## API",
  "",
  "### uuid.v1([options[, buffer[, offset]]])",
  "",
  "Create an RFC version 1 (timestamp) UUID",
  "",
  "|  |  |",
  "| --- | --- |",
  '| [`options.nsecs = 0`] | RFC "timestamp" field (`Number` of nanoseconds to add to `msecs`, should be 0-10,000) |',
  "| [`offset` = 0] | `Number` Index to start writing UUID bytes in `buffer` |",
  "",
].join("\n");

describe("a default in an optional parameter's brackets (probe set 58)", () => {
  it("names the parameters so defaulted, without the object they are a key of", () => {
    expect(bracketedDefaults("| [`offset` = 0] | `Number` Index |")).toEqual(["offset"]);
    expect(bracketedDefaults("| [`options.nsecs = 0`] | RFC field |")).toEqual(["nsecs"]);
    expect(bracketedDefaults(" * @param {number} [retries=3] how often")).toEqual(["retries"]);
    expect(bracketedDefaults("| [`options.rng`] | a function |")).toEqual([]);
    expect(bracketedDefaults("see [the docs](https://x.y/?a=b)")).toEqual([]);
  });

  it("states the default of the parameter asked, not of another", () => {
    const row = "| [`options.nsecs = 0`] | RFC field (`Number` of nanoseconds) |";
    expect(statesDefault(row, "What is the default nsecs option of uuid's v1?")).toBe(true);
    expect(statesDefault(row, "What is the default clockseq option of uuid's v1?")).toBe(false);
  });

  const doc = chunkedDoc("uuid", UUID_V1, "kb/uuid/README.md");
  const df = { uuid: 20, nsec: 2, msec: 4, default: 60, option: 200, v1: 3 };

  it("quotes the row, and the row answers under `uuid.v1`'s heading", () => {
    const question = "What is the default nsecs option of uuid's v1?";
    const text = quotedText(question, doc, df);
    expect(text).toContain("`options.nsecs = 0`");
    const q = analyzeQuestion(question, statsIn(doc, df));
    const coverage = coverageOf(q, [supportedClaim(doc[0]!.chunkId, text)], doc);
    expect(answersQuestion(coverage)).toBe(true);
    // (the row keyed `options.nsecs` speaks of nsecs: it gives the default asked, nothing is missing)
    expect(coverage.missingKind).toBeNull();
  });
});

describe("an argument of a help text is quoted as its options are (probe set 58)", () => {
  const help = [
    "```bash",
    "cuid2 [count] [options]",
    "",
    "Arguments:",
    "  count              Number of IDs to generate (default: 1)",
    "",
    "Options:",
    "  --slug             Generate a short 5-character ID",
    "  --length <n>       Custom ID length (default: 24)",
    "  --fingerprint <s>  Custom fingerprint for ID generation",
    "  --help, -h         Show help message",
    "```",
  ].join("\n");

  it("each argument line is a unit of its own", () => {
    const units = helpTextUnits(help).map((u) => help.slice(u.start, u.end));
    expect(units).toContain("count              Number of IDs to generate (default: 1)");
    expect(units).toHaveLength(5);
  });

  it("lines of a section of examples are not", () => {
    const examples = help.replace("Arguments:", "Examples:");
    expect(helpTextUnits(examples).map((u) => examples.slice(u.start, u.end))).not.toContain(
      "count              Number of IDs to generate (default: 1)",
    );
  });

  it("asked how many IDs it generates by default, quotes the argument's default", () => {
    const doc = chunkedDoc(
      "Cuid2",
      `# Cuid2\n\n#### CLI Options\n\n${help}\n`,
      "kb/cuid2/README.md",
    );
    const text = quotedText("How many IDs does the cuid2 CLI generate by default?", doc, {
      id: 40,
      cuid2: 10,
      cli: 5,
      generat: 30,
      default: 60,
    });
    expect(text).toContain("(default: 1)");
    expect(text).not.toContain("(default: 24)");
  });
});

describe("a default given up states none today (probe set 58)", () => {
  const old =
    "Combines objects at the same index in the two arrays. This was the default array merging algorithm pre-version-2.0.0.";

  it("unless the question asks the old one", () => {
    expect(statesDefault(old, "How does deepmerge merge arrays by default?")).toBe(false);
    expect(
      statesDefault(
        old,
        "Which array merging algorithm was deepmerge's default before version 2.0.0?",
      ),
    ).toBe(true);
    expect(
      statesDefault(
        "**Note:** By default, arrays are merged by concatenating them.",
        "How does deepmerge merge arrays by default?",
      ),
    ).toBe(true);
  });
});

describe("entries headed by a coded name and what it is (probe set 58)", () => {
  const doc = chunkedDoc(
    "rfdc",
    [
      "# rfdc",
      "",
      "## API",
      "",
      "#### `circles` option",
      "",
      "Keeping track of circular references will slow down performance with an additional 25% overhead. By default if an object with a circular reference is passed to `rfdc`, it will throw.",
      "",
      "#### `constructorHandlers` option",
      "",
      "Sometimes consumers may want to add custom clone behaviour for particular classes. This can be done by passing `constructorHandlers`, which takes an array of tuples.",
      "",
    ].join("\n"),
    "kb/rfdc/README.md",
  );
  const df = { rfdc: 10, constructorhandl: 2, default: 60, valu: 200, circl: 4 };

  it("another entry's default does not answer the default of the one asked", () => {
    expect(
      quotedText("What is the default value of rfdc's constructorHandlers option?", doc, df),
    ).not.toContain("will throw");
  });
});
