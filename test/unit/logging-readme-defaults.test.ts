/**
 * Logging libraries' READMEs (probe set 40): a setting named only in a list of names ("every
 * removed v4 setting (`a`, `b`, `c`, …)"), "Bunyan does so by default", a code comment's "//"
 * read as a path, and "log" said everywhere in a logging library's pages.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { unmetKinds } from "../../src/core/ask/answer-kinds";
import { leansBack } from "../../src/core/ask/quote-windows";
import { answersQuestion, coverageOf } from "../../src/core/ask/decide-status";
import { chunkedDoc, statsIn, supportedClaim } from "../fixtures/passages";

describe("a setting named only as one of a list is not what the text speaks of (probe set 40)", () => {
  const readme = chunkedDoc(
    "tslog",
    "# tslog\n\n## Upgrading from v4?\n\nFull guide: it maps every removed v4 setting (`stylePrettyLogs`, `prettyLogTemplate`, `maskValuesOfKeys`, `metaProperty`) to its v5 replacement setting.\n",
    "kb/tslog/README.md",
  );
  const guide = chunkedDoc(
    "Migrating from tslog v4 to v5",
    "# Migrating from tslog v4 to v5\n\n## Mapping table\n\n| v4 flat key | v5 grouped path |\n|---|---|\n| `stylePrettyLogs` | `pretty.styles` |\n| `prettyLogTemplate` | `pretty.template` |\n",
    "kb/tslog/MIGRATION_v4_to_v5.md",
  );
  const evidence = [...readme, ...guide];
  const q = analyzeQuestion(
    "In tslog v5, which setting replaces prettyLogTemplate?",
    statsIn(evidence, { setting: 300, tslog: 400 }),
  );

  it("a list the sentence states something of speaks of each name", () => {
    const jwt = chunkedDoc(
      "jsonwebtoken",
      "# jsonwebtoken\n\n## jwt.sign\n\nThere are no default values for `expiresIn`, `notBefore`, `audience`, `subject`, `issuer`.\n\nGenerated jwts will include an `iat` claim by default unless `noTimestamp` is specified; `iat` is used for `exp` given a timespan in `options.expiresIn`.\n",
      "kb/jsonwebtoken/README.md",
    );
    const asked = analyzeQuestion(
      "Is there a default expiresIn for jwt.sign in jsonwebtoken?",
      statsIn(jwt, { default: 300 }),
    );
    expect(selectQuotes(asked, jwt)[0]!.text).toContain("There are no default values");
  });

  it("the mapping table's row is quoted, not the sentence that lists the name among others", () => {
    const quotes = selectQuotes(q, evidence);
    expect(quotes.map((x) => x.text).join("\n")).toContain("`pretty.template`");
    expect(quotes.map((x) => x.text).join("\n")).not.toContain("maps every removed");
  });
});

describe("'X does so by default' leans on the sentence before it (probe set 40)", () => {
  it("reads as referring back", () => {
    expect(leansBack('Bunyan does so by default for `type === "file"` streams.')).toBe(true);
    expect(leansBack("Bunyan writes to stdout by default.")).toBe(false);
  });
});

describe("a code comment's '//' is no place (probe set 40)", () => {
  it("a sample with a comment does not say where", () => {
    const q = "where does bunyan write log output by default?";
    expect(
      unmetKinds(
        ["where"],
        "log.on('error', function (err) { // Handle stream write errors here. });",
        q,
      ),
    ).toEqual(["where"]);
    expect(
      unmetKinds(["where"], "Rotated files will be written to `/var/log/foo.log`.", q),
    ).toEqual([]);
  });
});

describe("a word a logging library's pages say everywhere is not the default asked (probe set 40)", () => {
  const doc = chunkedDoc(
    "npmlog",
    "# npmlog\n\nBy default, logs are written to stderr. You can change the `log.stream` member.\n\n## log.level\n\nThe level to display logs at. Its default level is `info`.\n",
    "kb/npmlog/README.md",
  );
  const q = analyzeQuestion(
    "What is npmlog's default log level?",
    statsIn(doc, { log: 700, default: 300, level: 60 }),
  );
  const answers = (text: string) =>
    answersQuestion(coverageOf(q, [supportedClaim(doc[0]!.chunkId, text)], doc));

  it("'logs are written to stderr' by default says 'log' but no level", () => {
    expect(
      answers("By default, logs are written to stderr. You can change the `log.stream` member."),
    ).toBe(false);
  });

  it("a default level stated is one", () => {
    expect(answers("Its default level is `info`.")).toBe(true);
  });
});

describe("an HTML table's cell is quoted with its column, as a Markdown row with its header (probe set 40)", () => {
  const table = (rows: string) =>
    chunkedDoc(
      "bunyan",
      `# bunyan\n\n## stream type: rotating-file\n\n<table>\n${rows}\n</table>\n`,
      "kb/bunyan/README.md",
    );
  const doc = table(
    "<tr>\n<th>Field</th>\n<th>Required?</th>\n<th>Default</th>\n<th>Description</th>\n</tr>\n<tr>\n<td>count</td>\n<td>No</td>\n<td>10</td>\n<td>The number of rotated files to keep.</td>\n</tr>",
  );

  it("'10' under Default in the row of count is a stated default of count", () => {
    const q = analyzeQuestion(
      "How many rotated files does Bunyan's rotating-file stream keep by default?",
      statsIn(doc, { default: 300, bunyan: 400 }),
    );
    const quotes = selectQuotes(q, doc);
    // (with what the row's description says count is: probe set 61's FlexSearch tables)
    expect(quotes.map((x) => `${x.context} ${x.text}`).join("\n")).toMatch(
      /count \(The number of rotated files to keep\.\) — Default: 10/,
    );
  });

  it("a header written with <td> names the columns when one is Default, and repeats in every part", () => {
    const row = (name: string) =>
      `<tr>\n<td>${name}</td>\n<td>Number</td>\n<td>Sets the ${name} of the index, ${"in detail ".repeat(30)}</td>\n<td>9</td>\n</tr>`;
    const rows = ["resolution", "depth", "priority", "limit", "offset"].map(row).join("\n");
    const parts = table(
      `<tr>\n<td>Option</td>\n<td>Values</td>\n<td>Description</td>\n<td>Default</td>\n</tr>\n${rows}`,
    );
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.text).toContain("<td>Default</td>");
    const contexts = parts.flatMap((p) => p.blocks!.map((b) => b.context));
    expect(contexts).toContain(
      "offset (Sets the offset of the index, " + "in detail ".repeat(29) + "in detail) — Default:",
    );
    // (the header row itself is no statement)
    expect(contexts.some((c) => c?.startsWith("Option"))).toBe(false);
  });

  it("a two-column table's cell keeps its row's name alone", () => {
    const blocks = table(
      "<tr>\n<th>Variable</th>\n<th>Description</th>\n</tr>\n<tr>\n<td>TURBO_UI</td>\n<td>Enables TUI.</td>\n</tr>",
    )[0]!.blocks!;
    expect(blocks.find((b) => b.context === "TURBO_UI")).toBeDefined();
  });
});
