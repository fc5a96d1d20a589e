/**
 * Command-line argument parsers' READMEs (probe set 43), where "default" is also an option's name:
 * `opts.default`, "an object mapping string argument names to default values", and samples whose
 * result comments say "ADDS default: abc -> 123".
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";
import { rankedWindows } from "../../src/core/ask/select-quotes";
import { analyzeQuestion } from "../../src/core/ask/question";
import { anotherProgramsHelp } from "../../src/core/ask/sample-program";

describe("defaults a setting holds are not defaults stated (probe set 43)", () => {
  const q = "Which arguments does minimist parse by default?";

  it("'an object mapping string argument names to default values' states none", () => {
    expect(
      statesDefault(
        "* `opts.default` - an object mapping string argument names to default values",
        q,
      ),
    ).toBe(false);
  });

  it("default values that follow, or none said, are stated", () => {
    expect(statesDefault("The default values are `1` and `2`.", q)).toBe(true);
    expect(statesDefault("Default values: `[]`", q)).toBe(true);
    expect(statesDefault("There are no default values for `expiresIn`, `notBefore`.", q)).toBe(
      true,
    );
    // (rustbook: the values follow in the next block)
    expect(
      statesDefault(
        "For example, here are the default values for the `opt-level` setting for the `dev` and `release` profiles:",
        "What are the default opt-level values for the dev and release profiles?",
      ),
    ).toBe(true);
  });
});

describe("a sample's result comment is no default (probe set 43)", () => {
  it("'//=> ADDS default: abc -> 123 (number)' gives what the call did", () => {
    const fence = "```";
    const q = "What are the default opts of a sade command?";
    expect(
      statesDefault(
        `${fence}js\nprog.parse(process.argv, {\n  alias: { f: ['foo', 'fizz'] },\n  default: { abc: 123 }\n});\n//=> ADDS default: abc -> 123 (number)\n${fence}`,
        q,
      ),
    ).toBe(false);
    expect(
      statesDefault(`${fence}js\nconst opts = {\n  retries: 3, // default: 3\n};\n${fence}`, q),
    ).toBe(true);
  });
});

describe("a sample program's help text states that program's defaults (probe set 43)", () => {
  const fence = "```";
  const sade = chunkedDoc(
    "sade",
    `# sade\n\n## Single Command Mode\n\nWhen \`sirv --help\` is run, the generated help text is trimmed:\n\n${fence}\n  Description\n    Run a static file server\n\n  Usage\n    $ sirv [dir] [options]\n\n  Options\n    -H, --host       Hostname to bind  (default localhost)\n    -p, --port       Port to bind  (default 5000)\n    -h, --help       Displays this message\n${fence}\n`,
    "kb/sade/README.md",
  );
  const df = { default: 40, port: 10, sade: 3, sirv: 3 };

  it("'(default 5000)' in the help of the sample's `sirv` is no default of sade's", () => {
    expect(quotedText("What is sade's default port?", sade, df)).toBe("");
  });

  it("asked of the program the help text is of, it answers", () => {
    expect(quotedText("What is sirv's default port?", sade, df)).toContain("(default 5000)");
  });

  it("on the program's own page, its help text is not another program's", () => {
    const sirv = chunkedDoc(
      "sirv",
      `# sirv\n\n## Options\n\n${fence}\n  Usage\n    $ sirv [dir] [options]\n\n  Options\n    -p, --port       Port to bind  (default 5000)\n${fence}\n`,
      "kb/sirv/README.md",
    );
    const q = "What is the default port?";
    const helpOf = (kb: typeof sirv) =>
      rankedWindows(analyzeQuestion(q, statsIn(kb, df)), kb).filter((w) =>
        w.passage.text.slice(w.start, w.end).includes("(default 5000)"),
      );
    expect(helpOf(sirv).length).toBeGreaterThan(0);
    expect(helpOf(sirv).some((w) => anotherProgramsHelp(w, q))).toBe(false);
    expect(helpOf(sade).some((w) => anotherProgramsHelp(w, q))).toBe(true);
  });
});
