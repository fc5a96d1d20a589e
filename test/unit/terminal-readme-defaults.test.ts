/**
 * Terminal-output READMEs (probe set 54): entries whose first block only labels their type and
 * default ("Type: `boolean`\", "Default: `false`"), a unit in code before a default ("in `ms`
 * (default: 2000ms)"), entries of a list's items headed "config.columns[*].width", two settings asked
 * at once under a heading that names both, and defaults that belong to another thing: "By default the
 * wrap is soft", "the default format functions", a `false` for a width, a sample of the reader's
 * own defaults.
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import {
  anotherThingsDefault,
  askedDefaultHead,
  asksValuedDefault,
} from "../../src/core/ask/asked-default-noun";
import { entryKeyOf } from "../../src/core/ask/entry-keys";
import { isEntryHeading } from "../../src/core/ask/section-subject";
import { setsAValue } from "../../src/core/ask/config-sample";
import { aboutNamedSetting } from "../../src/core/ask/named-setting";
import { aboutAskedDefault } from "../../src/core/ask/default-of-asked";
import { analyzeQuestion } from "../../src/core/ask/question";
import { rankedWindows } from "../../src/core/ask/select-quotes";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";

const df = { default: 60, type: 80, boolean: 40, option: 200, text: 90, width: 30, column: 30 };

const boxen = chunkedDoc(
  "boxen",
  "# boxen\n\n## API\n\n### boxen(text, options?)\n\n#### options\n\nType: `object`\n\n##### borderColor\n\nType: `string`\\\nValues: `'black'` `'red'` `'green'`\n\nColor of the box border.\n\n##### dimBorder\n\nType: `boolean`\\\nDefault: `false`\n\nReduce opacity of the border.\n\n##### title\n\nType: `string`\n\nDisplay a title at the top of the box.\n",
  "kb/boxen/README.md",
);

const wrapAnsi = chunkedDoc(
  "wrap-ansi",
  "# wrap-ansi\n\n## API\n\n### wrapAnsi(string, columns, options?)\n\nWrap words to the specified column width.\n\n#### columns\n\nType: `number`\n\nThe number of columns to wrap the text to.\n\n#### options\n\nType: `object`\n\n##### hard\n\nType: `boolean`\\\nDefault: `false`\n\nBy default the wrap is soft, meaning long words may extend past the column width. Setting this to `true` will make it hard wrap at the column width.\n\n##### trim\n\nType: `boolean`\\\nDefault: `true`\n\nWhitespace on all lines is removed by default. Set this option to `false` if you don't want to trim.\n",
  "kb/wrap-ansi/README.md",
);

describe("an entry's labels are not what the setting does (probe set 54)", () => {
  it('asked what dimBorder does, quotes "Reduce opacity of the border.", not its Type and Default lines', () => {
    const text = quotedText("What does boxen's dimBorder option do?", boxen, df);
    expect(text).toContain("Reduce opacity of the border.");
  });

  it("asked its default, the Default line still answers", () => {
    expect(quotedText("What is the default dimBorder of boxen?", boxen, df)).toContain(
      "Default: `false`",
    );
  });

  it("a Type or Default label keys no entry; a setting in code does", () => {
    expect(entryKeyOf("Type: `boolean`\\\nDefault: `false`")).toBeNull();
    expect(entryKeyOf("Default: the maximum cell widths of the column")).toBeNull();
    expect(entryKeyOf("- `type` (string): the prompt's type")).toBe("type");
  });
});

describe("what a default belongs to", () => {
  it("a unit in code before a default is no setting of its own", () => {
    const q = "What is cli-progress's default notTTYSchedule?";
    expect(
      statesDefault(
        "- `notTTYSchedule` (type:int) - set the output schedule/interval for notty output in `ms` (default: 2000ms)",
        q,
      ),
    ).toBe(true);
    // another setting in code before its default still owns it
    expect(
      statesDefault(
        "- `etaBuffer` (type:int) - number of updates with which to calculate the eta (default: 10)",
        q,
      ),
    ).toBe(false);
  });

  it("the key of a list's items heads its entry, named by its last part", () => {
    expect(isEntryHeading("config.columns[*].width")).toBe(true);
    expect(isEntryHeading("Columns and widths")).toBe(false);
  });

  it("asked the default width of a column, quotes the `config.columns[*].width` entry, not wrapWord's", () => {
    const table = chunkedDoc(
      "table",
      "# Table\n\n## API\n\n### table\n\n##### config.columns\n\nType: `Column[]`\n\nColumn specific configurations.\n\n###### config.columns[*].width\n\nType: `number`\\\nDefault: the maximum cell widths of the column\n\nColumn width (excluding the paddings).\n\n###### config.columns[*].wrapWord\n\nType: `boolean`\\\nDefault: `false`\n\nThe `table` package implements auto text wrapping, i.e., text that has the width greater than the container width will be separated into multiple lines at the nearest space.\n",
      "kb/table/README.md",
    );
    const text = quotedText("What is the default width of a column in the table package?", table, {
      ...df,
      tabl: 40,
      packag: 100,
    });
    expect(text).toContain("the maximum cell widths of the column");
    expect(text).not.toContain("auto text wrapping");
    // whatever the scores: the width asked is the `width` entry's, and wrapWord's blocks are another's
    const q = analyzeQuestion(
      "What is the default width of a column in the table package?",
      statsIn(table, { ...df, tabl: 40, packag: 100 }),
    );
    const windows = rankedWindows(q, table);
    const kept = aboutNamedSetting(q, windows, windows).map((w) => w.passage.breadcrumb);
    expect(kept.some((b) => b.endsWith("config.columns[*].width"))).toBe(true);
    expect(kept.some((b) => b.endsWith("config.columns[*].wrapWord"))).toBe(false);
  });

  it("\"By default the wrap is soft\" states the wrap's default, not the column width's", () => {
    const q = "What is wrap-ansi's default column width?";
    const line =
      "By default the wrap is soft, meaning long words may extend past the column width.";
    expect(anotherThingsDefault(line, q)).toBe(true);
    expect(anotherThingsDefault(line, "What is wrap-ansi's default wrap?")).toBe(false);
    // the thing's words end at its verb: "The default server can be overridden" names the server
    expect(
      anotherThingsDefault(
        "The default server can be overridden globally by passing a URL to the `serverURL: string` optional parameter.",
        "Which parameter overrides the default server URL of the Vercel SDK?",
      ),
    ).toBe(false);
    // a pronoun is the thing the entry is about
    expect(anotherThingsDefault("By default it is 80 columns wide.", q)).toBe(false);
  });

  it('"the default format functions" are another noun than the format string asked', () => {
    const q = "What is the default format string of cli-progress?";
    expect(
      anotherThingsDefault(
        "You can also access the default format functions to use them within your formatter:",
        q,
      ),
    ).toBe(true);
    expect(anotherThingsDefault("The default format string is `{bar} {percentage}%`.", q)).toBe(
      false,
    );
    // "The default target specification is 2.0." names what the question asks, though not its last word
    expect(
      anotherThingsDefault(
        "The default target specification is 2.0.",
        "What is the default target specification version?",
      ),
    ).toBe(false);
  });

  it('"by default" asks how a thing is done, not the default of the noun after it', () => {
    expect(
      askedDefaultHead("How many lines does csv-parser skip by default before parsing headers?"),
    ).toBeUndefined();
    expect(askedDefaultHead("What is the default request timeout of ky?")).toBe("timeout");
  });

  it("a width, a string, a font is never a yes or a no; a setting named by its identifier may be", () => {
    expect(asksValuedDefault("What is wrap-ansi's default column width?")).toBe(true);
    expect(asksValuedDefault("What is the default format string of cli-progress?")).toBe(true);
    expect(asksValuedDefault("What is the default dimBorder of boxen?")).toBe(false);
  });

  it("asked a default column width that no entry states, quotes nothing", () => {
    expect(quotedText("What is wrap-ansi's default column width?", wrapAnsi, df)).toBe("");
  });

  it("asked a default format string that no entry states, quotes nothing: not a `false`, not `formatBar`'s, not a payload token's", () => {
    const cliProgress = chunkedDoc(
      "CLI-Progress",
      '# CLI-Progress\n\n## Options\n\nThe following options can be changed\n\n- `format` (type:string|function) - progress bar output format @see format section\n- `fps` (type:float) - the maximum update rate (default: 10)\n- `autopadding` (type: boolean) - add padding chars to formatted time and percentage to force fixed width (default: false) - Note: handled standard format functions!\n- `formatBar` (type: function) - a custom bar formatter function which renders the bar-element (default: [format-bar.js](lib/format-bar.js))\n- `formatTime` (type: function) - a custom timer formatter function which renders the formatted time elements (default: [format-time.js](lib/format-time.js))\n\n## Examples\n\n### Example 3 - Custom Payload\n\n```js\n// initialize the bar - set payload token "speed" with the default value "N/A"\nbar.start(200, 0, {\n    speed: "N/A"\n});\n```\n',
      "kb/cli-progress/README.md",
    );
    const dfs = { ...df, format: 25, string: 120, progress: 30, cli: 50 };
    expect(quotedText("What is the default format string of cli-progress?", cliProgress, dfs)).toBe(
      "",
    );
    // a block that speaks of no format string is not kept for the defaults of settings beside it:
    // `formatBar`'s file, `autopadding`'s `false`
    const q = analyzeQuestion(
      "What is the default format string of cli-progress?",
      statsIn(cliProgress, dfs),
    );
    const windows = rankedWindows(q, cliProgress);
    const sample = windows.filter((w) =>
      w.passage.text.slice(w.start, w.end).includes('payload token "speed"'),
    );
    expect(sample.length).toBeGreaterThan(0);
    expect(aboutAskedDefault(q, windows, sample)).toEqual([]);
    expect(quotedText("What is the default fps of cli-progress?", cliProgress, dfs)).toContain(
      "(default: 10)",
    );
  });

  it("a sample led in as setting the defaults gives the reader's values", () => {
    const block =
      '```js\nfiglet.defaults({\n  fontPath: "some-random-place/fonts", // default font path location\n})\n```';
    expect(
      setsAValue(
        "Allows you to set a handful of default values for the library. Ex:",
        block,
        "What is figlet's default fontPath?",
      ),
    ).toBe(true);
    expect(setsAValue("The library's defaults:", block, "What is figlet's default fontPath?")).toBe(
      false,
    );
    // asked how defaults are set, the sample that sets them is the answer
    expect(
      setsAValue(
        "You can set default values for your meta type:",
        "```ts\ninitTRPC.meta<Meta>().create({ defaultMeta: { authRequired: false } })\n```",
        "Which option sets default values for the meta type?",
      ),
    ).toBe(false);
  });
});

describe("two settings asked at once", () => {
  it("quotes the row of each, though the heading names both", () => {
    const prompts = chunkedDoc(
      "prompts",
      "# prompts\n\n## Types\n\n### toggle(message, [initial], [active], [inactive])\n\n> Interactive toggle/switch prompt.\n\n#### Options\n\n| Param | Type | Description |\n| ----- | :--: | ----------- |\n| message | `string` | Prompt message to display |\n| initial | `boolean` | Default value. Defaults to `false` |\n| active | `string` | Text for `active` state. Defaults to `'on'` |\n| inactive | `string` | Text for `inactive` state. Defaults to `'off'` |\n",
      "kb/prompts/README.md",
    );
    const text = quotedText(
      "What are the default active and inactive texts of a prompts toggle prompt?",
      prompts,
      { ...df, activ: 20, inact: 10, toggl: 15, prompt: 150 },
    );
    expect(text).toContain("'on'");
    expect(text).toContain("'off'");
  });
});
