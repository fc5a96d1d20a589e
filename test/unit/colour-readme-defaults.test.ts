/**
 * Colour-manipulation READMEs (probe set 60): defaults written in a signature in a code span
 * (`lighten: function(amount = 10) -> TinyColor`) or in an entry's heading (colord's
 * `<summary>` ".lighten(amount = 0.1, options?)"), an option table's Default column, and a product
 * whose name is a word of the question ("when no color is readable").
 */
import { describe, expect, it } from "@jest/globals";
import { declaredDefaults, signatureDefaults } from "../../src/core/ask/signature-defaults";
import { statesDefault } from "../../src/core/ask/stated-default";
import { defaultColumnCell } from "../../src/core/ask/table-cells";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";

describe("a signature's defaults (probe set 60)", () => {
  it("reads a method written as its object's key, and a list of names only as a declaration", () => {
    expect(declaredDefaults("lighten: function(amount = 10) -> TinyColor")).toEqual([
      { fn: "lighten", defaults: [{ name: "amount", value: "10" }] },
    ]);
    expect(signatureDefaults('.mix(color2, ratio = 0.5, space = "lab")')).toEqual([
      "ratio",
      "space",
    ]);
    expect(signatureDefaults("tinycolor.mix(color1, color2, amount = 50)")).toEqual(["amount"]);
    // a call chooses its values: one passed by name, a literal passed beside it
    expect(signatureDefaults("requests.get(url, timeout=30)")).toEqual([]);
    expect(signatureDefaults('tinycolor.mix("#f00", amount = 50)')).toEqual([]);
    expect(signatureDefaults("colord('#000').lighten(0.5)")).toEqual([]);
  });

  const tiny = "`lighten: function(amount = 10) -> TinyColor`.  Lighten the color a given amount.";
  const tints = '`.tints(count = 5, space = "lab")`';
  const harmonies = '`.harmonies(type = "complementary")`';

  it("states the default a question asks of the function in a code span", () => {
    expect(statesDefault(tiny, "What is the default amount of tinycolor2's lighten?")).toBe(true);
    // the quantity a function names, asked without the parameter's name
    expect(statesDefault(tiny, "By how much does lighten lighten a color by default?")).toBe(true);
    expect(statesDefault(tints, "How many tints does tints generate by default?")).toBe(true);
  });

  it("states no default of a parameter the declaration does not have", () => {
    expect(statesDefault(tiny, "By how much does darken darken a color by default?")).toBe(false);
    expect(statesDefault(tints, "How many slices does tints use by default?")).toBe(false);
    expect(statesDefault(harmonies, "What is the default number of slices of harmonies?")).toBe(
      false,
    );
  });

  it("quotes an entry's heading that gives the default", () => {
    const markdown = [
      "# colord",
      "",
      "## Color manipulation",
      "",
      "#### <b><code>.lighten(amount = 0.1, options?)</code></b>",
      "",
      "Increases the HSL lightness of a color by the given amount.",
      "",
      "#### <b><code>.darken(amount = 0.1, options?)</code></b>",
      "",
      "Decreases the HSL lightness of a color by the given amount.",
      "",
    ].join("\n");
    const doc = chunkedDoc("colord", markdown, "kb/colord/README.md");
    const lighten = doc.find((p) => p.breadcrumb.includes(".lighten"))!;
    expect(lighten.text.startsWith("`.lighten(amount = 0.1, options?)`")).toBe(true);
    const text = quotedText("By how much does colord's lighten lighten a color by default?", doc, {
      colord: 20,
      color: 200,
      default: 60,
      amount: 30,
    });
    expect(text).toContain("`.lighten(amount = 0.1, options?)`");
    expect(text).not.toContain("darken");
  });
});

describe("an option table's Default column (probe set 60)", () => {
  const header = "| Option        | Default | Description |";
  const row = "| `alphaHex`    | `false` | Enable `#rrggbbaa` and `#rgba` notations |";

  it("reads the cell under it, the header on its own line or joined to the row", () => {
    expect(defaultColumnCell(`${header}\n| --- | --- | --- |\n${row}`)?.cell).toBe("false");
    expect(defaultColumnCell(`${header} ${row}`)?.cell).toBe("false");
    expect(defaultColumnCell(`| Option | Type | Description | ${row}`)).toBeUndefined();
  });

  it("gives the state of the option the row is keyed by", () => {
    const quoted = `${header} ${row}`;
    expect(statesDefault(quoted, "Is alphaHex enabled by default in colord's minify?")).toBe(true);
    expect(statesDefault(quoted, "Is hex enabled by default in colord's minify?")).toBe(false);
  });
});

describe("a product named by a word of the question (probe set 60)", () => {
  const tiny = chunkedDoc(
    "tinycolor2",
    [
      "# TinyColor",
      "",
      "### mostReadable",
      "",
      "If none of the colors in the list is readable, `mostReadable` will return the better of black or white if `includeFallbackColors:true`.",
      "",
    ].join("\n"),
    "kb/tinycolor2/README.md",
  );
  const color = chunkedDoc(
    "color",
    ["# color", "", "### isDark", "", "Whether the color is dark, by its YIQ brightness.", ""].join(
      "\n",
    ),
    "kb/color/README.md",
  );
  const df = { color: 300, readable: 10, mostreadable: 2, default: 60, return: 200 };
  // (the knowledge base files both products; the evidence found may hold one of them only)
  const quoted = (question: string, evidence = [...tiny, ...color]) =>
    selectQuotes(analyzeQuestion(question, statsIn([...tiny, ...color], df)), evidence).map(
      (x) => x.text,
    );

  it("answers from the product that documents the identifier asked", () => {
    const asked =
      "What does mostReadable return when no color is readable and includeFallbackColors is true?";
    expect(quoted(asked).join(" ")).toContain("better of black or white");
    expect(quoted(asked, tiny).join(" ")).toContain("better of black or white");
  });

  it("does not answer from another product when the question names the product as one", () => {
    const asked = "What does color's mostReadable return when no color is readable?";
    expect(quoted(asked)).toEqual([]);
    expect(quoted(asked, tiny)).toEqual([]);
  });
});
