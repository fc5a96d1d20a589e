/**
 * Number, decimal and money READMEs (probe set 68): an optional parameter's default written in a
 * method's heading (`simplify([eps=0.001])`), an option's name on the line above what it does
 * (currency.js), a question asking which thing is used by default, numbers written inside names, without their zero or as a release, and the
 * example that shows what happens.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { declaresDefaultOf, namedIn } from "../../src/core/ask/signature-defaults";
import { isEntryHeading } from "../../src/core/ask/section-subject";
import { labelLineAbove, quoteContext } from "../../src/core/ask/entry-label";
import { entryHeadingName } from "../../src/core/ask/named-setting";
import { passageTerms } from "../../src/core/ask/term-match";
import { tokenize } from "../../src/core/text/terms";
import { chunkedDoc, statsIn } from "../fixtures/passages";

const quotes = (question: string, doc: ReturnType<typeof chunkedDoc>, df = {}) =>
  selectQuotes(analyzeQuestion(question, statsIn(doc, df)), doc).map(
    (q) => `${q.context ? `${q.context}\n` : ""}${q.text}`,
  );

describe("a method's heading with its optional parameter's default (Fraction.js)", () => {
  const fraction = chunkedDoc(
    "Fraction.js",
    [
      "# Fraction.js",
      "",
      "## Functions",
      "",
      "### Fraction simplify([eps=0.001])",
      "",
      "Simplifies the rational number under a certain error threshold. Ex. `0.333` will be `1/3` with `eps=0.001`",
      "",
      "### String toString([decimalPlaces=15])",
      "",
      "Generates an exact string representation of the given object.",
      "",
      "### String toFraction(showMixed=false)",
      "",
      "Gets a string representation of the fraction",
      "",
      'The optional boolean parameter indicates if you want to showa mixed fraction. "1 1/3" instead of "4/3"',
      "",
    ].join("\n"),
    "kb/fraction.js/README.md",
  );

  it("states the default of the only optional parameter of the function asked", () => {
    const q = "What is the default error threshold of simplify?";
    expect(declaresDefaultOf("Fraction `simplify([eps=0.001])`", q)).toBe(true);
    expect(
      declaresDefaultOf("Fraction `simplify([eps=0.001])`", "What is the default of abs?"),
    ).toBe(false);
    expect(quotes(`${q.slice(0, -1)} in Fraction.js?`, fraction).join(" ")).toContain("eps=0.001");
  });

  it("reads a camelCase parameter said as its words", () => {
    expect(namedIn("How many decimal places does toString use by default?", "decimalPlaces")).toBe(
      true,
    );
    expect(namedIn("How many places does toString use by default?", "decimalPlaces")).toBe(false);
  });

  it("takes a heading that gives the type a method returns for the method's entry", () => {
    expect(isEntryHeading("String toFraction(showMixed=false)")).toBe(true);
    expect(isEntryHeading("Fraction abs()")).toBe(true);
    expect(isEntryHeading("Using fetch()")).toBe(false);
    expect(
      quotes("How do I get a mixed fraction such as 1 1/3 from Fraction.js?", fraction)[0],
    ).toMatch(/^String toFraction\(showMixed=false\)\n/);
  });
});

describe("an option's name on the line above what it does (currency.js)", () => {
  const currency = chunkedDoc(
    "currency.js",
    [
      "# currency.js",
      "",
      "### Options",
      "",
      "`increment` *default*: `null`<br/>",
      "When implementing a currency that implements rounding, setting the increment value will allow you to set the closest increment to round the display value to.",
      "",
      "`useVedic` *default*: `false`<br/>",
      "Formats number groupings using the Indian Numbering System, i.e. `10,00,000.00`",
      "",
      "`fromCents` *default*: `false`<br/>",
      "Parse the amount value as a minor currency unit (e.g. cents in a dollar) instead of dollars.",
      "",
    ].join("\n"),
    "kb/currency.js/README.md",
  );

  it("quotes the description with the option it describes", () => {
    const found = quotes(
      "How can currency.js group numbers in the Indian numbering system?",
      currency,
    );
    expect(found.join(" ")).toContain("useVedic");
  });

  it("takes the label line above a block of its paragraph, not one a blank line away", () => {
    const text = "`useVedic` *default*: `false`<br/>\nFormats number groupings.\n\n`x` y\n\nZ.";
    const at = text.indexOf("Formats");
    expect(labelLineAbove(text, at, "Formats number groupings.")).toBe(
      "`useVedic` *default*: `false`",
    );
    expect(labelLineAbove(text, text.indexOf("Z."), "Z.")).toBeNull();
    expect(labelLineAbove(text, at, "`useVedic` formats number groupings.")).toBeNull();
    // (a list's previous item is no label of the next, nor is a sentence opening with a name)
    const list =
      "- `strict`: Strict length checking (`boolean`, default `false`)\n- `tables`: Include tables";
    expect(
      labelLineAbove(list, list.indexOf("- `tables`"), "- `tables`: Include tables"),
    ).toBeNull();
    const prose = "`options` may be omitted, with these defaults:\nTimezone is local.";
    expect(labelLineAbove(prose, prose.indexOf("Timezone"), "Timezone is local.")).toBeNull();
    // (as ingested, without the `<br/>`)
    const page = text.replace("<br/>", "");
    const [passage] = chunkedDoc("currency.js", `# currency.js\n\n### Options\n\n${page}\n`);
    const start = passage!.text.indexOf("Formats");
    const w = {
      passage: passage!,
      start,
      end: start + 25,
      kind: "sentence" as const,
      context: null,
      ...{ passageRank: 0, own: new Set<string>(), score: 0 },
    };
    expect(quoteContext(w, "Formats number groupings.")).toBe("`useVedic` *default*: `false`");
  });

  it("names a method's entry without the type it returns", () => {
    const [passage] = chunkedDoc(
      "Fraction.js",
      "# Fraction.js\n\n## Functions\n\n### String toFraction(showMixed=false)\n\nGets a string.\n",
    );
    const w = { passage: passage!, start: 0, end: 5, kind: "sentence" as const, context: null };
    expect(entryHeadingName(w as never)).toBe("toFraction");
  });
});

describe("a question asking which thing is used by default (numeral)", () => {
  const numeral = chunkedDoc(
    "Numeral.js",
    [
      "# Numeral.js",
      "",
      "### 1.5.0",
      "",
      "Add defaultFormat(). numeral().format() uses the default to format if no string is provided",
      "",
      "### 1.5.2",
      "",
      "Added a mechanism to control rounding behaviour",
      "",
    ].join("\n"),
    "kb/numeral/README.md",
  );

  it("gives no default when the sentence saying 'default' speaks of something else", () => {
    expect(quotes("What rounding does numeral use by default?", numeral)).toEqual([]);
  });

  it("still gives the default of the thing asked when a sentence states it", () => {
    const stated = chunkedDoc(
      "Numeral.js",
      "# Numeral.js\n\n### 1.5.0\n\nBy default numeral uses Math.round for rounding.\n",
      "kb/numeral/README.md",
    );
    expect(quotes("What rounding does numeral use by default?", stated).join(" ")).toContain(
      "Math.round",
    );
  });

  it("takes a name for a thing of a kind a name answers, and names for several", () => {
    const sails = chunkedDoc(
      "Sails",
      "# Sails\n\n## ORM\n\nSince Sails uses `sails-disk` by default, you can start building your app with zero configuration.\n",
      "kb/sails/README.md",
    );
    expect(
      quotes("Which adapter does Sails use by default?", sails, { adapter: 30 }).join(" "),
    ).toContain("sails-disk");
    const words = chunkedDoc(
      "jsx-a11y/anchor-ambiguous-text",
      "# anchor-ambiguous-text\n\n## Rule options\n\nThe default value is set by `DEFAULT_AMBIGUOUS_WORDS`:\n\n```js\nconst DEFAULT_AMBIGUOUS_WORDS = ['click here', 'here', 'link', 'a link', 'learn more'];\n```\n",
      "kb/jsx-a11y/anchor-ambiguous-text.md",
    );
    const q = "Which phrases does anchor-ambiguous-text flag by default?";
    expect(quotes(q, words, { phrase: 30 }).join(" ")).toContain("learn more");
  });
});

describe("numbers written another way", () => {
  it("reads a decimal without its zero as that number", () => {
    expect(tokenize("`currency(1.48, { increment: .05 })`")).toContain("0.05");
    expect(tokenize("see ./05-intro and 1.05")).not.toContain("0.05");
  });

  it("reads a release as of its line and a number ending a name as said", () => {
    expect(passageTerms("### 2.0.0 brings breaking changes", "", null).has("2.0")).toBe(true);
    expect(passageTerms("### 2.1.0", "", null).has("2.0")).toBe(false);
    expect(passageTerms("Added `scalePercentBy100` (default: true)", "", null).has("100")).toBe(
      true,
    );
    expect(passageTerms("Added `scalePercentBy10` (default: true)", "", null).has("100")).toBe(
      false,
    );
  });
});

describe("the example that shows what happens (big.js)", () => {
  const big = chunkedDoc(
    "big.js",
    [
      "# big.js",
      "",
      "## Use",
      "",
      "In Big strict mode, creating a Big number from a primitive number is disallowed.",
      "",
      "```javascript",
      "Big.strict = true",
      "x = new Big(1)                         // TypeError: [big.js] Invalid number",
      "```",
      "",
      "A Big number is immutable in the sense that it is not changed by its methods.",
      "",
    ].join("\n"),
    "kb/big.js/README.md",
  );

  it("quotes the example with the sentence when asked what happens", () => {
    const q =
      "What happens in big.js strict mode when I create a Big number from a primitive number?";
    expect(quotes(q, big).join(" ")).toContain("TypeError");
  });

  it("quotes the sentence alone when asked whether", () => {
    const q = "Is creating a Big number from a primitive number allowed in big.js strict mode?";
    expect(quotes(q, big).join(" ")).not.toContain("TypeError");
  });
});
