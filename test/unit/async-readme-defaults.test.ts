/**
 * Retry, concurrency and memoization READMEs (probe set 59): an identifier said only in the
 * question's condition ("… by default when clearQueue() is called?"), an option entry under the
 * function the question names (`preserveOrder` under "pMapIterable(…)"), a module's "default export",
 * a word of the product's name ("p-timeout's default milliseconds value"), and an entry headed
 * "enabled?".
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";

const P_LIMIT = [
  "# p-limit",
  "",
  "## API",
  "",
  "### pLimit(concurrency) <sup>default export</sup>",
  "",
  "Returns a `limit` function.",
  "",
  "#### concurrency",
  "",
  "Type: `number | object`\\",
  "Minimum: `1`",
  "",
  "Concurrency limit.",
  "",
  "#### rejectOnClear",
  "",
  "Type: `boolean`\\",
  "Default: `false`",
  "",
  "Reject pending promises with an `AbortError` when `clearQueue()` is called.",
  "",
  "### limit.clearQueue()",
  "",
  "Discard pending promises that are waiting to run.",
  "",
].join("\n");

describe("p-limit (probe set 59)", () => {
  const docs = chunkedDoc("p-limit", P_LIMIT, "kb/p-limit/README.md");
  const df = {
    "p-limit": 10,
    limit: 30,
    reject: 20,
    pend: 10,
    clearqueu: 3,
    concurr: 20,
    default: 60,
  };

  it("a method said in the question's condition is its occasion, not the entry asked", () => {
    expect(
      quotedText(
        "Does p-limit reject pending promises by default when clearQueue() is called?",
        docs,
        df,
      ),
    ).toContain("Default: `false`");
  });

  it("a module's default export states no default", () => {
    expect(
      statesDefault(
        "pLimit(concurrency) default export\nReturns a `limit` function.",
        "What is p-limit's default concurrency?",
      ),
    ).toBe(false);
    expect(quotedText("What is p-limit's default concurrency?", docs, df)).toBe("");
    // (unless the default export is what is asked)
    expect(
      statesDefault(
        "The default export is [`remarkParse`][api-remark-parse].",
        "What is the default export of remark-parse?",
      ),
    ).toBe(true);
  });
});

describe("an option entry under the function the question names (probe set 59)", () => {
  const docs = chunkedDoc(
    "p-map",
    [
      "# p-map",
      "",
      "## API",
      "",
      "### pMapIterable(input, mapper, options?)",
      "",
      "Returns an async iterable that streams each return value from `mapper` in order.",
      "",
      "#### options",
      "",
      "##### backpressure",
      "",
      "Type: `number`\\",
      "Default: `options.concurrency`",
      "",
      "##### preserveOrder",
      "",
      "Type: `boolean`\\",
      "Default: `true`",
      "",
      "Whether to yield the results in `input` order.",
      "",
      "### pMapSkip",
      "",
      "Return this value from a `mapper` function to skip including the value in the returned array.",
      "",
    ].join("\n"),
    "kb/p-map/README.md",
  );
  const df = { pmapiter: 5, preserv: 4, input: 40, order: 30, default: 60 };

  it("is the function's, not another entry's", () => {
    expect(
      quotedText("Does pMapIterable preserve the input order by default?", docs, df),
    ).toContain("Default: `true`");
  });
});

describe("the setting asked, not a word of the product's name (probe set 59)", () => {
  const docs = [
    ...chunkedDoc(
      "p-timeout",
      [
        "# p-timeout",
        "",
        "## API",
        "",
        "### pTimeout(input, options)",
        "",
        "#### options",
        "",
        "##### milliseconds",
        "",
        "Type: `number`",
        "",
        "Milliseconds before timing out.",
        "",
        "##### message",
        "",
        "Type: `string | Error | false`\\",
        "Default: `'Promise timed out after {milliseconds} milliseconds'`",
        "",
        "Specify a custom error message or error to throw when it times out.",
        "",
      ].join("\n"),
      "kb/p-timeout/README.md",
    ),
    ...chunkedDoc(
      "p-wait-for",
      "# p-wait-for\n\n## API\n\n#### options\n\n##### timeout\n\nType: `number`\\\nDefault: `Infinity`\n\nNumber of milliseconds to wait before automatically rejecting.\n",
      "kb/p-wait-for/README.md",
    ),
  ];
  const df = { "p-timeout": 10, timeout: 20, millisecond: 15, default: 60, valu: 200 };

  it("another entry's default that writes the word asked answers nothing", () => {
    expect(quotedText("What is p-timeout's default milliseconds value?", docs, df)).toBe("");
  });
});

describe("an entry headed with its optional mark (probe set 59)", () => {
  it("'enabled?' keys the entry, and names it in the quote", () => {
    const docs = chunkedDoc(
      "emittery",
      [
        "# emittery",
        "",
        "## API",
        "",
        "##### debug?",
        "",
        "###### name",
        "",
        "Type: `string`\\",
        "Default: `undefined`",
        "",
        "Define a name for the instance of Emittery to use when outputting debug data.",
        "",
        "###### enabled?",
        "",
        "Type: `boolean`\\",
        "Default: `false`",
        "",
        "Toggle debug logging just for this instance.",
        "",
      ].join("\n"),
      "kb/emittery/README.md",
    );
    const question = "Is debug logging enabled by default for a single Emittery instance?";
    const df = { emitteri: 10, debug: 20, log: 30, enabl: 40, default: 60, instanc: 40, singl: 50 };
    const [quote] = selectQuotes(analyzeQuestion(question, statsIn(docs, df)), docs);
    expect(quote?.text).toContain("Default: `false`");
    // (the label lines lean on the entry's name: the quote carries it, as a row carries its header)
    expect(quote?.context).toBe("enabled?");
  });
});
