/**
 * HTML parsing and DOM libraries' READMEs (probe set 70): a code span shows HTML as text, so ingest
 * keeps `<!-- htmlmin:ignore -->` whole while it removes HTML comments and tags outside code; what a
 * question asks before its condition is quoted though it weighs little; "parser" is said by
 * "parsing"; "assume by default" asks a default, the verb weighing little; a row's missing cell is empty.
 */
import { describe, expect, it } from "@jest/globals";
import { renderSiteMarkup } from "../../src/ingest/site-markup";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { answersQuestion, coverageOf } from "../../src/core/ask/decide-status";
import { askedCellBlank } from "../../src/core/ask/table-cells";
import { termIn } from "../../src/core/ask/term-match";
import { contentTerms } from "../../src/core/text/terms";
import { chunkedDoc, statsIn, supportedClaim } from "../fixtures/passages";

const rendered = (markdown: string) =>
  renderSiteMarkup(markdown, {
    file: "/kb/html-minifier-terser/README.md",
    root: "/kb",
    params: {},
  }).text;

describe("HTML inside a code span (html-minifier-terser)", () => {
  it("is kept as the text a reader sees", () => {
    const text = rendered(
      [
        "### Ignoring chunks of markup",
        "",
        "If you have chunks of markup you would like preserved, you can wrap them `<!-- htmlmin:ignore -->`.",
        "",
        "Line one<br/>and ``a `<br/>` in double backticks``.",
      ].join("\n"),
    );
    expect(text).toContain("wrap them `<!-- htmlmin:ignore -->`.");
    expect(text).toContain("``a `<br/>` in double backticks``");
  });

  it("is still removed outside code spans", () => {
    const text = rendered(
      "Kept <!-- a comment --> text<br/> and `code`.\n\nA <span>shown</span> word.",
    );
    expect(text).toBe("Kept  text and `code`.\n\nA shown word.");
  });
});

describe("what a question asks before its condition (htmlparser2's parseFeed)", () => {
  const htmlparser2 = chunkedDoc(
    "htmlparser2",
    [
      "# htmlparser2",
      "",
      "## Parsing feeds",
      "",
      "`htmlparser2` makes it easy to parse RSS, RDF and Atom feeds, by providing a `parseFeed` method:",
      "",
      "```javascript",
      "const feed = htmlparser2.parseFeed(content);",
      "```",
      "",
      "This returns an object with `type`, `title`, `link`, `description`, `updated`, `author`, and `items` (an array of feed entries), or `null` if the document isn't a recognized feed format.",
      "",
      "The `xmlMode` option is enabled by default for `parseFeed`. If you pass custom options, make sure to include `xmlMode: true`.",
    ].join("\n"),
    "kb/htmlparser2/README.md",
  );

  it("is quoted though the word weighs little beside the names", () => {
    const q = analyzeQuestion(
      "What does htmlparser2's parseFeed return when the document is not a feed?",
      statsIn(htmlparser2, { return: 300, feed: 20, document: 200 }),
    );
    const found = selectQuotes(q, htmlparser2).map((x) => x.text);
    expect(found.join(" ")).toContain("or `null` if the document isn't a recognized feed format");
  });
});

describe("a tool named by what it does (cheerio's parser)", () => {
  const q = (stats: ReturnType<typeof statsIn>) =>
    analyzeQuestion("Which parser does cheerio use for HTML?", stats);
  const said =
    "**Incredibly flexible:** Cheerio wraps around [parse5](https://github.com/inikulin/parse5) for parsing HTML and can optionally use the forgiving htmlparser2.";
  const cheerio = chunkedDoc(
    "cheerio",
    ["# cheerio", "", "## Features", "", said].join("\n"),
    "kb/cheerio/README.md",
  );

  it("is said by the doing: 'parsing' says 'parser'", () => {
    const asked = q(statsIn(cheerio, { parser: 40, html: 400, use: 500 }));
    const parser = asked.terms.find((t) => t.word === "parser")!;
    expect(termIn(new Set(contentTerms(said)), parser)).toBe(true);
    expect(termIn(new Set(contentTerms("Cheerio renders HTML.")), parser)).toBe(false);
  });

  it("answers 'which parser'", () => {
    const asked = q(statsIn(cheerio, { parser: 40, html: 400, use: 500 }));
    const cov = coverageOf(asked, [supportedClaim(cheerio[0]!.chunkId, said)], cheerio);
    expect(cov.missing).toEqual([]);
    expect(answersQuestion(cov)).toBe(true);
  });
});

describe("'What … does X assume by default?'", () => {
  it("asks the default: the verb weighs little", () => {
    const stats = statsIn([], { content: 30, type: 40, constructor: 20, default: 60, assum: 2 });
    const weight = (question: string) =>
      analyzeQuestion(question, stats).terms.find((t) => t.word === "assume")?.weight ?? 0;
    const asked = weight("What content type does the JSDOM constructor assume by default?");
    const plain = weight("Does the JSDOM constructor assume a browser?");
    expect(plain).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(plain / 2);
  });
});

describe("a table row with fewer cells than its header (html-minifier-terser)", () => {
  const header = "| Option | Description | Default |";
  it("leaves the missing cell empty: no default is given", () => {
    const q = "What is html-minifier-terser's default maxLineLength?";
    const row = "| `maxLineLength` | Specify a maximum line length. |";
    expect(askedCellBlank(q, header, row)).toBe(true);
    expect(askedCellBlank(q, header, "| `html5` | Parse input according to HTML5 | `true` |")).toBe(
      false,
    );
  });
});
