/**
 * Validation and templating READMEs (probe set 55): a table cell whose sentences its tags were read
 * out of ("… match.Defaults to 'any'."), "_(false by default)_" as a state, an option list whose keys
 * are set off by spaces (" - `pretty`    Add pretty-indentation …"), and a sample whose effect the
 * sentence after it states.
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { entryKeyOf } from "../../src/core/ask/entry-keys";
import { chunkedDoc, quotedText } from "../fixtures/passages";

describe("defaults in a validator table and a pug option list (probe set 55)", () => {
  it("a case, then the default, in one cell: the default still holds", () => {
    const q = "What is the default locale of validator's isIdentityCard?";
    const cell =
      "`locale` is one of `['LK', 'PL', 'ES']` OR `'any'`. If 'any' is used, function will check if any of the locales match.Defaults to 'any'.";
    expect(statesDefault(cell, q)).toBe(true);
    expect(statesDefault(cell.replace("match.Defaults", "match.<br/><br/>Defaults"), q)).toBe(true);
    // a default in a case the question does not ask about is still that case's
    expect(
      statesDefault("If you use a string, otherwise milliseconds unit is used by default.", q),
    ).toBe(false);
  });

  it('"_(false by default)_" says whether a setting is on', () => {
    expect(
      statesDefault(
        " - `pretty`    Add pretty-indentation whitespace to output _(false by default)_",
        "Is pug's pretty option enabled by default?",
      ),
    ).toBe(true);
  });

  it("an item's key set off by spaces keys its item", () => {
    expect(entryKeyOf(" - `pretty`    Add pretty-indentation whitespace to output")).toBe("pretty");
    expect(entryKeyOf(" - `compileDebug`  When `false` no debug instrumentation is compiled")).toBe(
      "compileDebug",
    );
    // a code span in prose keys nothing
    expect(entryKeyOf("Set `pretty`  to true for indentation")).toBeNull();
  });

  it("asked compileDebug's default, does not quote the pretty item's", () => {
    const pug = chunkedDoc(
      "Pug",
      "# Pug\n\n## API\n\n### Options\n\n - `filename`  Used in exceptions, and required when using includes\n - `compileDebug`  When `false` no debug instrumentation is compiled\n - `pretty`    Add pretty-indentation whitespace to output _(false by default)_\n",
      "kb/pug/README.md",
    );
    const df = { default: 60, pug: 20, compiledebug: 5, pretti: 10 };
    expect(quotedText("What is pug's default compileDebug?", pug, df)).toBe("");
    expect(quotedText("Is pug's pretty option enabled by default?", pug, df)).toContain(
      "false by default",
    );
  });
});

describe("what a sample does", () => {
  const classValidator = chunkedDoc(
    "class-validator",
    "# class-validator\n\n## Whitelisting\n\nEven if your object is an instance of a validation class it can contain additional properties that are not defined.\nIf you do not want to have such properties on your object, pass special flag to `validate` method:\n\n```typescript\nimport { validate } from 'class-validator';\n// ...\nvalidate(post, { whitelist: true });\n```\n\nThis will strip all properties that don't have any decorators. If no other decorator is suitable for your property, you can use @Allow decorator.\n",
    "kb/class-validator/README.md",
  );
  const df = { whitelist: 5, option: 200, class: 80, valid: 60, validator: 30 };

  it("asked what an option does, quotes the sample with the sentence saying what it does", () => {
    const text = quotedText("What does class-validator's whitelist option do?", classValidator, df);
    expect(text).toContain("whitelist: true");
    expect(text).toContain("This will strip all properties that don't have any decorators.");
    // one sentence, not the paragraph's next one
    expect(text).not.toContain("@Allow");
  });

  it("asked how to set it, the sample is enough", () => {
    const text = quotedText(
      "How do you enable whitelisting in class-validator?",
      classValidator,
      df,
    );
    expect(text).not.toContain("This will strip");
  });
});
