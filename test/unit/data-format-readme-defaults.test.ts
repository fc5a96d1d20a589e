/**
 * Data-format parsers' and writers' READMEs (probe set 51): an option list whose items speak of each
 * other ("If a column contains delimiter …" under `quote`), a default given as a constant, a case that
 * sets the option asked, and a question whose condition holds its rarest word.
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { coverageOf } from "../../src/core/ask/decide-status";
import { analyzeQuestion } from "../../src/core/ask/question";
import { keyedByAnother } from "../../src/core/ask/entry-keys";
import { chunkedDoc, quotedText, statsIn, supportedClaim } from "../fixtures/passages";

const df = {
  default: 60,
  use: 400,
  delimit: 20,
  quot: 25,
  column: 30,
  valu: 70,
  field: 60,
  miss: 30,
};

const csvtojson = chunkedDoc(
  "csvtojson",
  '# csvtojson\n\n## Parameters\n\nFollowing parameters are supported:\n\n* **output**: The format to be converted to. "json" (default) -- convert csv to json.\n* **delimiter**: delimiter used for separating columns. Use "auto" if delimiter is unknown in advance. default: ","\n* **quote**: If a column contains delimiter, it is able to use quote character to surround the column content. e.g. "hello, world" won\'t be split into two columns while parsing. default: " (double quote)\n* **trim**: Indicate if parser trim off spaces surrounding column content. Default: true\n',
  "kb/csvtojson/README.md",
);

describe("an option list whose items speak of each other (probe set 51)", () => {
  it("asked 'What delimiter …?', the `delimiter` item answers, not the `quote` item naming delimiters", () => {
    const text = quotedText("What delimiter does csvtojson use by default?", csvtojson, df);
    expect(text).toContain("delimiter used for separating columns");
    expect(text).not.toContain("quote character");
  });

  it("a word the question does not ask for by name keeps the items it is not the key of", () => {
    const json2csv = chunkedDoc(
      "json2csv",
      '# json2csv\n\n## Available Options\n\n- `fields` - Array of Objects/Strings. Defaults to toplevel JSON attributes.\n- `defaultValue` - String, default value to use when missing data. Defaults to `<empty>` if not specified. (Overridden by `fields[].default`)\n- `quote` - String, quote around cell values and column names. Defaults to `"` if not specified.\n',
      "kb/json2csv/README.md",
    );
    expect(
      quotedText("What value does json2csv use for missing fields by default?", json2csv, {
        ...df,
        field: 40,
        miss: 90,
      }),
    ).toContain("<empty>");
  });
});

describe("an entry named by the words of its key (probe set 51)", () => {
  it("asked 'Which signing scheme …?', the `signingScheme` item is the scheme's, not another entry", () => {
    const rsa = chunkedDoc(
      "Node-RSA",
      "# Node-RSA\n\n## Options\n\n* `scheme` — shorthand for both schemes, see below.\n* `signingScheme` — scheme used for `sign` / `verify`. One of `'pss'` (default), `'pkcs1'`.\n* `encryptionScheme` — scheme used for `encrypt` / `decrypt`. One of `'pkcs1_oaep'` (default), `'pkcs1'`.\n",
      "kb/node-rsa/README.md",
    );
    expect(
      quotedText("Which signing scheme does node-rsa use by default?", rsa, {
        ...df,
        sign: 20,
        scheme: 15,
      }),
    ).toContain("'pss'");
    const [scheme] = analyzeQuestion(
      "Which scheme does node-rsa use by default?",
      statsIn(rsa, { scheme: 15, use: 400, default: 60 }),
    ).terms;
    expect(
      keyedByAnother("* `signingScheme` — scheme used for `sign` / `verify`.", [scheme!]),
    ).toBe(false);
    expect(keyedByAnother("* `quote`: If a column contains a scheme, …", [scheme!])).toBe(true);
    // a label is no entry of its own
    expect(keyedByAnother("* Default: `'pss'`", [scheme!])).toBe(false);
  });
});

describe("a default written as a constant (probe set 51)", () => {
  it("'Default: `Number.MAX_SAFE_INTEGER`' states a default; the constant is no other entry", () => {
    const question = "What is the default maxRowBytes of csv-parser?";
    expect(statesDefault("Type: `Number`<br>\nDefault: `Number.MAX_SAFE_INTEGER`", question)).toBe(
      true,
    );
    // an identifier as the subject of the line is still another entry's
    expect(
      statesDefault("- `options.maxHeaderBytes`: the largest header, default: `8192`", question),
    ).toBe(false);
  });
});

describe("a case that sets the option asked (probe set 51)", () => {
  const sentence =
    "If set to `excerpt: true`, it will look for the frontmatter delimiter, `---` by default and grab everything leading up to it.";

  it("states what happens once the option is set, not the option's default", () => {
    expect(
      statesDefault(sentence, "What is the default value of gray-matter's excerpt option?"),
    ).toBe(false);
    expect(
      statesDefault(
        "**Default**: `undefined`",
        "What is the default value of gray-matter's excerpt option?",
      ),
    ).toBe(true);
  });

  it("answers a question asking about that case", () => {
    expect(
      statesDefault(
        sentence,
        "Which delimiter does gray-matter look for by default when excerpt is true?",
      ),
    ).toBe(true);
  });
});

describe("a question whose condition holds its rarest word (probe set 51)", () => {
  const notes = chunkedDoc(
    "smol-toml",
    "# smol-toml\n\n## Usage\n\nA few notes on the `stringify` function:\n\n- `undefined` and `null` values on objects are ignored (they do not produce a key/value).\n- By default, floats will be serialized as integers if they don't have a decimal part.\n",
    "kb/smol-toml/README.md",
  );
  const stats = statsIn(notes, {
    sort: 30,
    key: 200,
    default: 220,
    stringifi: 20,
    smol: 50,
    toml: 60,
  });
  const question = "How does smol-toml sort keys by default when stringifying?";

  it("what it asks before its condition must be answered: notes on stringifying say no sorting", () => {
    const q = analyzeQuestion(question, stats);
    const cov = coverageOf(q, [supportedClaim(notes[0]!.chunkId, notes[0]!.text)], notes);
    expect(cov.missing).not.toEqual([]);
  });

  it("a question asking for a thing by name needs no verb of it ('What HTTP status code does … return')", () => {
    const http = chunkedDoc(
      "mercurius",
      "# mercurius\n\n## HTTP\n\nWhen a GraphQL input document is invalid and fails GraphQL validation, the HTTP Status Code is `400 Bad Request`.\n",
      "kb/mercurius/http.md",
    );
    const q = analyzeQuestion(
      "What HTTP status code does Mercurius return when the input document fails GraphQL validation?",
      statsIn(http, {
        http: 40,
        status: 300,
        code: 300,
        return: 10,
        input: 90,
        document: 90,
        fail: 70,
        graphql: 50,
        valid: 40,
      }),
    );
    const cov = coverageOf(q, [supportedClaim(http[0]!.chunkId, http[0]!.text)], http);
    expect(cov.missing).toEqual([]);
  });

  it("a block that says how keys are sorted answers it", () => {
    const sorted = chunkedDoc(
      "smol-toml",
      "# smol-toml\n\n## Usage\n\nBy default, `stringify` sorts keys in insertion order; nothing is reordered.\n",
      "kb/smol-toml/README.md",
    );
    const q = analyzeQuestion(question, stats);
    const cov = coverageOf(q, [supportedClaim(sorted[0]!.chunkId, sorted[0]!.text)], sorted);
    expect(cov.missing).toEqual([]);
  });
});

describe("a doc comment over the key it describes (probe set 51)", () => {
  const sample = [
    "```js",
    "stringify(object,{",
    "",
    "    /**",
    "     *  Whether to insert spaces before & after `=`",
    "     * ",
    "     *  Disabled by default to have better ",
    "     *  compatibility with old picky parsers.",
    "     */",
    "",
    "    whitespace : false ,",
    "",
    "    /**",
    "     *  Whether to append `[]` to array keys.",
    "     */",
    "",
    "    bracketedArray : true",
    "",
    "})",
    "```",
  ].join("\n");

  it("its 'Disabled by default' is the default of the key below it, asked in the comment's words", () => {
    expect(
      statesDefault(sample, "Does ini's stringify insert spaces before and after = by default?"),
    ).toBe(true);
  });

  it("says nothing of another key's default", () => {
    expect(statesDefault(sample, "Does ini's stringify append [] to array keys by default?")).toBe(
      false,
    );
  });

  it("a comment calling a sample's own values defaults, or a `@default` tag over a type, is no such comment", () => {
    const question = "What is the default SameSite attribute of a cookie made with createCookie?";
    const cookie =
      '```ts\nconst cookie = createCookie("user-prefs", {\n  // These are defaults for this cookie.\n  sameSite: "lax",\n});\n```';
    expect(statesDefault(cookie, question)).toBe(false);
    const typed =
      "```ts\nexport interface Options {\n  /**\n   * Interval between pings of the SSE connection\n   * @default true\n   */\n  enabled: boolean;\n}\n```";
    expect(statesDefault(typed, "What is the default maxDurationMs of an SSE connection?")).toBe(
      false,
    );
    const tagged =
      "```ts\nexport interface Options {\n  /**\n   * Pings keep the SSE connection open, on by default\n   * @default true\n   */\n  enabled: boolean;\n}\n```";
    expect(statesDefault(tagged, "How long does an SSE connection stay open by default?")).toBe(
      false,
    );
  });

  it("is not read with a key it does not stand over", () => {
    const apart = sample.replace("    whitespace : false ,", "    // (see below)\n    platform ,");
    expect(
      statesDefault(apart, "Does ini's stringify insert spaces before and after = by default?"),
    ).toBe(false);
  });
});
