/**
 * Command-line argument parsers' READMEs (probe set 43), where "default" is also an option's name:
 * `opts.default`, "an object mapping string argument names to default values", and samples whose
 * result comments say "ADDS default: abc -> 123".
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";

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
