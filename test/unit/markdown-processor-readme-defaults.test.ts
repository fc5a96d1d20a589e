/**
 * Markdown and HTML processors' READMEs (probe set 46): a program's comment stating a state, which
 * speaks for the lines it leads.
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";

const fence = "```";

describe("a program's comment states the state of the lines it leads (probe set 46)", () => {
  const rules = `${fence}js\nvar md = new Remarkable();\n\n// Enable everything\nmd = new Remarkable('full', {\n  html: true,\n  typographer: true,\n});\n\n//\n// Manually enable rules, disabled by default:\n//\nvar md = new Remarkable();\nmd.core.ruler.enable([\n  'abbr'\n]);\n${fence}`;

  it("'// Manually enable rules, disabled by default:' says nothing of `html` set above it", () => {
    expect(statesDefault(rules, "Is HTML enabled in remarkable by default?")).toBe(false);
    expect(statesDefault(rules, "Is the abbr rule enabled in remarkable by default?")).toBe(true);
  });

  it("a comment over the key it describes states that key's default", () => {
    const pool = `${fence}js\nconst pool = new Pool({\n  // If true, when a create fails, the first pending acquire is\n  // rejected with the error. If this is false (the default) then\n  // create is retried until acquireTimeoutMillis milliseconds has\n  // passed.\n  propagateCreateError: false\n});\n${fence}`;
    expect(statesDefault(pool, "Is propagateCreateError enabled by default in tarn?")).toBe(true);
  });
});
