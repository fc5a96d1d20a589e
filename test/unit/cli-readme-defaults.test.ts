/**
 * Defaults as command-line tools' READMEs write them (probe set 38): option tables whose keys are
 * flags ("| `-r`, `--reporter` | … | `['text']` |"), a flag's default in the middle of a sentence
 * ("specified with `--src` (defaults to `cwd`)"), a version named by its tag ("(default: latest)"),
 * and tools whose names are words of other tools' pages ("concurrently", "concurrent connections").
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { statesDefault } from "../../src/core/ask/stated-default";
import { statedDefault } from "../../src/core/ask/section-fit";
import { measureShown } from "../../src/core/ask/measures";
import { boundlessValue } from "../../src/core/ask/counted";
import { answersQuestion, coverageOf } from "../../src/core/ask/decide-status";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, statsIn, supportedClaim } from "../fixtures/passages";

const reporter = "Which reporter does c8 use by default?";

describe("an option table whose keys are flags (probe set 38)", () => {
  const header = "| Option | Description | Type | Default |";

  it("'| `-r`, `--reporter` | … |' is the reporter's row, stated as its default", () => {
    const row =
      "| `-r`, `--reporter` | coverage reporter(s) to use | `Array<string>` | `['text']` |";
    const other =
      "| `-o`, `--reports-dir` | directory where coverage reports will be output to | `string` | `./coverage` |";
    expect(statedDefault(reporter, row, header)).toBeGreaterThan(
      statedDefault(reporter, other, header),
    );
  });
});

describe("a row under a Default column that points elsewhere gives no value (probe set 38)", () => {
  it("'| `cookie` | … | _see below_ |' counts less than a row that gives its value", () => {
    const header = "| Property | Type | Default | Details |";
    const q = "What is the default maxAge of the session ID cookie?";
    expect(
      statedDefault(
        q,
        "| `cookie` | ((dictionary)) | _see [below](#cookie)_ | Configuration for the session ID cookie. |",
        header,
      ),
    ).toBeLessThan(
      statedDefault(
        q,
        "| `cookie` | ((dictionary)) | `{ maxAge: null }` | Configuration for the session ID cookie. |",
        header,
      ),
    );
  });
});

describe("a flag's default in the middle of a sentence is the flag's (probe set 38)", () => {
  it("'… specified with `--src` (defaults to `cwd`) …' states no default reporter", () => {
    expect(
      statesDefault(
        "By supplying `--all` to c8, all files in directories specified with `--src` (defaults to `cwd`) that pass the `--include` and `--exclude` flag checks, will be loaded into the report.",
        reporter,
      ),
    ).toBe(false);
  });

  it("it states the default of `--src`, which the question names", () => {
    expect(
      statesDefault(
        "All files in directories specified with `--src` (defaults to `cwd`) are loaded into the report.",
        "What is the default --src of c8?",
      ),
    ).toBe(true);
  });
});

describe("a version named by its tag (probe set 38)", () => {
  const q = "Which version does npm-check-updates upgrade to by default?";
  const text = 'Determines the version to upgrade to. (default: "latest")';

  it("'(default: \"latest\")' gives the version asked", () => {
    expect(measureShown(q, text)).toBe(true);
    expect(boundlessValue(text, q)).toBe(true);
  });

  it("but gives no number when no version is asked", () => {
    expect(
      boundlessValue(text, "How many packages does npm-check-updates upgrade by default?"),
    ).toBe(false);
  });
});

describe("a tool the question names is the folder it is filed under (probe set 38)", () => {
  const waitOn = chunkedDoc(
    "wait-on",
    [
      "# wait-on",
      "",
      "- opts.simultaneous - optional count to limit concurrent connections per resource at a time, setting to 1 waits for previous connection to succeed, fail, or timeout before sending another, default Infinity",
      "",
    ].join("\n"),
    "kb/wait-on/README.md",
  );
  const concurrently = chunkedDoc(
    "Terminating",
    [
      "# Terminating",
      "",
      "### Timeout",
      "",
      "In case you have a misbehaving process that ignores the kill signal, you can force kill it after some timeout (in milliseconds) by using the `--kill-timeout` flag.",
      "",
    ].join("\n"),
    "kb/concurrently/docs/cli/terminating.md",
  );

  it("'the default kill timeout of concurrently' is not wait-on's concurrent connections", () => {
    const evidence = [...waitOn, ...concurrently];
    const q = analyzeQuestion(
      "What is the default kill timeout of concurrently?",
      statsIn(evidence, { kill: 5, timeout: 30, concurr: 10, default: 60 }),
    );
    expect(
      selectQuotes(q, evidence).filter((quote) => quote.documentId === waitOn[0]!.documentId),
    ).toEqual([]);
  });
});

describe("what the question asks besides the tool it names (probe set 38)", () => {
  const doc = chunkedDoc(
    "wait-on",
    [
      "# wait-on",
      "",
      "- opts.proxy: `false` or an axios proxy object. Default: `undefined`.",
      "",
    ].join("\n"),
    "kb/wait-on/README.md",
  );
  const q = analyzeQuestion(
    "Which reporter does wait-on use by default?",
    statsIn(doc, { report: 2, wait: 100, default: 300, use: 400 }),
  );
  const answers = (text: string) =>
    answersQuestion(coverageOf(q, [supportedClaim(doc[0]!.chunkId, text)], doc));

  it("wait-on's proxy default, though filed under wait-on, answers no 'which reporter'", () => {
    expect(answers("- opts.proxy: `false` or an axios proxy object. Default: `undefined`.")).toBe(
      false,
    );
  });

  it("a reporter's default does", () => {
    expect(answers("- opts.reporter: the reporter to use. Default is `dot`.")).toBe(true);
  });

  it("a name alone answers 'which adapter': Sails's `sails-disk`", () => {
    const sails = chunkedDoc(
      "Waterline",
      [
        "# Waterline",
        "",
        "Since Sails uses `sails-disk` by default, you can start building your app with zero configuration, using a local temporary file as storage.",
        "",
      ].join("\n"),
      "kb/sails/concepts/ORM/ORM.md",
    );
    const asked = analyzeQuestion(
      "Which adapter does Sails use by default for storage when you start building an app?",
      statsIn(sails, { adapt: 20, sail: 300, storag: 30, default: 60, use: 400, app: 200 }),
    );
    const text =
      "Since Sails uses `sails-disk` by default, you can start building your app with zero configuration, using a local temporary file as storage.";
    expect(
      answersQuestion(coverageOf(asked, [supportedClaim(sails[0]!.chunkId, text)], sails)),
    ).toBe(true);
  });
});
