/**
 * File-system libraries' READMEs (probe set 45): all options in one sample "with their defaults",
 * a setting only a comment names, "How deep …?", a retry delay, "default is `false`".
 */
import { describe, expect, it } from "@jest/globals";
import { askedKinds } from "../../src/core/ask/asked-kinds";
import { statesDefault } from "../../src/core/ask/stated-default";
import { measureShown } from "../../src/core/ask/measures";

const fence = "```";
const allOptions = `All options with their defaults:\n\n${fence}js\nchokidar.watch('dir-or-file', {\n  ignoreInitial: false,\n  followSymlinks: true,\n  pollingInterval: 100, // polling backend only\n  awaitWriteFinish: false, // or true, or { stabilityThreshold: 2000, pollInterval: 100 }\n  persistent: true,\n});\n${fence}`;

describe("a sample of all options with their defaults (probe set 45)", () => {
  it("gives the default of a setting it sets", () => {
    expect(statesDefault(allOptions, "What is chokidar's default pollingInterval?")).toBe(true);
    // (a flag is the key it sets, however spelled)
    expect(statesDefault(allOptions, "What is the default --polling-interval?")).toBe(true);
  });

  it("a configuration's defaults are of the settings it sets, or shows commented out", () => {
    const config = (line: string) =>
      `The default configuration:\n\n${fence}yaml\nport: 8080\nhost: localhost\n${line}\n${fence}`;
    expect(statesDefault(config("# retryDelay: 100"), "What is the default retryDelay?")).toBe(
      true,
    );
    expect(statesDefault(config("verbose: false"), "What is the default retryDelay?")).toBe(false);
  });

  it("gives none of a setting only a comment names as a value one may set", () => {
    expect(statesDefault(allOptions, "What is chokidar's default stabilityThreshold?")).toBe(false);
  });
});

describe("what a file-system question measures (probe set 45)", () => {
  it("'How deep …?' asks a depth, not whether symbolic links are traversed", () => {
    const q = "How deep does fast-glob traverse directories by default?";
    expect(askedKinds(q)).toContain("number");
    expect(measureShown(q, "deep\n* Type: `number`\n* Default: `Infinity`")).toBe(true);
    expect(
      measureShown(
        q,
        "followSymbolicLinks\n* Default: `true`\nIndicates whether to traverse descendants of symbolic link directories.",
      ),
    ).toBe(false);
  });

  it("a delay is a time: `retryDelay` … 'Default `100`' answers how long it waits", () => {
    expect(
      measureShown(
        "How long does rimraf's native implementation wait between retries by default?",
        "retry Delay\n- `retryDelay`: Native only. Time to wait between retries, using linear backoff. Default `100`.",
      ),
    ).toBe(true);
  });

  it("'default is `false`' gives the state a setting starts in", () => {
    expect(
      statesDefault(
        "* `keep`: signals that the temporary file or directory should not be deleted on exit, default is `false`",
        "Does tmp keep temporary files on exit by default?",
      ),
    ).toBe(true);
  });
});
