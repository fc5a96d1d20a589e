/**
 * String-transformation READMEs (probe set 56): a default asked of the last word of a question ("What
 * is filenamify's default separator?"), of an option named before a generic word ("the default trim
 * option"), and defaults stated only on another product's page.
 */
import { describe, expect, it } from "@jest/globals";
import { askedDefaultWords } from "../../src/core/ask/asked-default-noun";
import { chunkedDoc, quotedText } from "../fixtures/passages";

describe("what a default is asked of (probe set 56)", () => {
  it("the question's last word, without its question mark", () => {
    expect(askedDefaultWords("What is filenamify's default separator?")).toEqual(["separator"]);
    expect(askedDefaultWords("What is the default barcode width in bwip-js?")).toEqual([
      "barcode",
      "width",
      "in",
    ]);
  });

  it("the option named before a generic word", () => {
    expect(askedDefaultWords("What is the default trim option of @sindresorhus/slugify?")).toEqual([
      "trim",
    ]);
    expect(askedDefaultWords("What is the default value of the timeout?")).toEqual([]);
  });
});

describe("a default stated on another product's page answers nothing of this one", () => {
  const docs = [
    ...chunkedDoc(
      "filenamify",
      "# filenamify\n\n## API\n\n#### options\n\n##### replacement\n\nType: `string`\\\nDefault: `'!'`\n\nString to use as replacement for reserved filename characters.\n\n##### maxLength\n\nType: `number`\\\nDefault: `100`\n\nTruncate the filename to the given length.\n",
      "kb/filenamify/README.md",
    ),
    ...chunkedDoc(
      "Transliteration",
      "# Transliteration\n\n### slugify(str, [options])\n\n#### Options\n\n| Option | Type | Default | Description |\n|--------|------|---------|-------------|\n| `separator` | `string` | `-` | Word separator character |\n| `lowercase` | `boolean` | `true` | Convert output to lowercase |\n",
      "kb/transliteration/README.md",
    ),
  ];
  const df = { default: 60, filenamifi: 10, separ: 40, transliter: 10, option: 200 };

  it("asked filenamify's default separator, quotes nothing", () => {
    expect(quotedText("What is filenamify's default separator?", docs, df)).toBe("");
  });

  it("asked filenamify's default replacement, quotes its entry", () => {
    expect(quotedText("What is filenamify's default replacement?", docs, df)).toContain("'!'");
  });
});
