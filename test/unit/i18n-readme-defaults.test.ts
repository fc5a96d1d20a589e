/**
 * Internationalisation READMEs (probe set 67): a list whose item keyed by the noun asked states no
 * default gives none, though its neighbours do ("y18n's default locale"), and a setting's lines in
 * a sample whose values are examples give the default their comment states (i18n's "list of all
 * configuration options").
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { statesDefault } from "../../src/core/ask/stated-default";
import { chunkedDoc, statsIn } from "../fixtures/passages";

describe("an options list read item by item (probe set 67)", () => {
  const y18n = chunkedDoc(
    "y18n",
    [
      "# y18n",
      "",
      "### require('y18n')(config)",
      "",
      "Create an instance of y18n with the config provided, options include:",
      "",
      "* `directory`: the locale directory, default `./locales`.",
      "* `updateFiles`: should newly observed strings be updated in file, default `true`.",
      "* `locale`: what locale should be used.",
      "",
    ].join("\n"),
    "kb/y18n/README.md",
  );
  const quoted = (question: string) =>
    selectQuotes(analyzeQuestion(question, statsIn(y18n, { locale: 40, default: 60 })), y18n).map(
      (q) => q.text,
    );

  it("gives no default of the item asked when that item states none", () => {
    expect(quoted("What is y18n's default locale?")).toEqual([]);
  });

  it("gives the default of the item asked when it states one", () => {
    expect(quoted("What is y18n's default locale directory?").join(" ")).toContain("./locales");
  });
});

describe("a setting's lines in a sample of examples (probe set 67)", () => {
  const i18n = chunkedDoc(
    "i18n",
    [
      "# i18n",
      "",
      "#### list of all configuration options",
      "",
      "```js",
      "i18n.configure({",
      "  // setup some locales - other locales default to en silently",
      "  locales: ['en', 'de'],",
      "",
      "  // fallback from Dutch to German and from any localized German (de-at, de-li etc.) to German",
      "  fallbacks: { nl: 'de', 'de-*': 'de' },",
      "",
      "  // where to store json files - defaults to './locales' relative to modules directory",
      "  directory: './mylocales',",
      "})",
      "```",
      "",
    ].join("\n"),
    "kb/i18n/README.md",
  );
  const quoted = (question: string) =>
    selectQuotes(
      analyzeQuestion(question, statsIn(i18n, { fallback: 10, default: 60, json: 30, store: 30 })),
      i18n,
    ).map((q) => q.text);

  it("states the default its comment gives, not the example it sets", () => {
    expect(quoted("Where does i18n store its JSON files by default?").join(" ")).toContain(
      "defaults to './locales'",
    );
  });
});

describe("a setting commented out in a sample of options (probe set 67)", () => {
  const fence = "```";
  const sample = (intro: string) =>
    `${intro}\n\n${fence}js\n{\n  // path where resources get loaded from\n  loadPath: '/locales/{{lng}}/{{ns}}.json',\n  // you can optionally set an expiration time\n  // expirationTime: 60 * 60 * 1000\n}\n${fence}`;

  it("leaves it unset where the sample is not said to be of defaults", () => {
    expect(statesDefault(sample("Backend Options"), "What is the default expirationTime?")).toBe(
      false,
    );
    expect(statesDefault(sample("Backend Options"), "What is the default loadPath?")).toBe(true);
  });

  it("shows its default where the sample is said to be of defaults", () => {
    expect(statesDefault(sample("The defaults are:"), "What is the default expirationTime?")).toBe(
      true,
    );
  });
});
