/**
 * URL and HTTP-header READMEs (probe set 57): a setting the question spells beside the product's own
 * name ("normalize-url's default protocol" is `defaultProtocol`, not `normalizeProtocol`), what a tool
 * does by default against an entry labelled unset ("Default: `undefined`"), and "the default" as the
 * noun of a question ("Which cookie priority is the default when none is set?").
 */
import { describe, expect, it } from "@jest/globals";
import { askedDefaultHead, askedDefaultWords } from "../../src/core/ask/asked-default-noun";
import { chunkedDoc, quotedText } from "../fixtures/passages";

// (normalizeProtocol before defaultProtocol: of two entries equally placed, the first is quoted)
const NORMALIZE_URL = [
  "# normalize-url",
  "",
  "## API",
  "",
  "### normalizeUrl(url, options?)",
  "",
  "URLs with custom protocols are not normalized and just passed through by default. Supported protocols are: `https`, `http`, `file`, and `data`.",
  "",
  "#### options",
  "",
  "Type: `object`",
  "",
  "##### normalizeProtocol",
  "",
  "Type: `boolean`\\",
  "Default: `true`",
  "",
  "Prepend `defaultProtocol` to the URL if it's protocol-relative.",
  "",
  "##### defaultProtocol",
  "",
  "Type: `string`\\",
  "Default: `'http'`\\",
  "Values: `'https' | 'http'`",
  "",
  "##### customProtocols",
  "",
  "Type: `string[]`\\",
  "Default: `undefined`",
  "",
  "Protocols to normalize in addition to the built-in ones (`https`, `http`, `file`, `data`).",
  "",
  "##### stripProtocol",
  "",
  "Type: `boolean`\\",
  "Default: `false`",
  "",
  "Remove the protocol from the URL: `http://sindresorhus.com` → `sindresorhus.com`.",
  "",
].join("\n");

describe("normalize-url (probe set 57)", () => {
  const docs = chunkedDoc("normalize-url", NORMALIZE_URL, "kb/normalize-url/README.md");
  const df = { default: 60, normal: 30, url: 80, protocol: 20, custom: 30, option: 200 };

  it("the default protocol is `defaultProtocol`'s, not the entry sharing a word with the product", () => {
    const text = quotedText("What is normalize-url's default protocol?", docs, df);
    expect(text).toContain("'http'");
    expect(text).not.toContain("Default: `true`");
  });

  it("what it does with custom protocols by default is the API's sentence, not an unset label", () => {
    const text = quotedText(
      "What does normalize-url do with URLs that have custom protocols by default?",
      docs,
      df,
    );
    expect(text).toContain("not normalized and just passed through by default");
    expect(text).not.toContain("`undefined`");
  });
});

describe("the default as the question's noun (probe set 57)", () => {
  it("asks no default of the words of the clause after it", () => {
    const q = "Which cookie priority is the default when none is set?";
    expect(askedDefaultWords(q)).toEqual([]);
    expect(askedDefaultHead(q)).toBeUndefined();
    expect(askedDefaultHead("What is the default priority when none is set?")).toBe("priority");
  });

  it("quotes the item that calls its value the default", () => {
    const docs = chunkedDoc(
      "cookie",
      [
        "# cookie",
        "",
        "## API",
        "",
        "### priority",
        "",
        "Specifies the value for the `Priority` `Set-Cookie` attribute.",
        "",
        "- `'low'` will set the `Priority` attribute to `Low`.",
        "- `'medium'` will set the `Priority` attribute to `Medium`, the default priority when not set.",
        "- `'high'` will set the `Priority` attribute to `High`.",
        "",
      ].join("\n"),
      "kb/cookie/README.md",
    );
    const df = { default: 60, cooki: 10, prioriti: 5, none: 40, set: 200 };
    expect(
      quotedText("Which cookie priority is the default when none is set?", docs, df),
    ).toContain("`'medium'`");
  });
});

describe("a call shown with its result, under 'Get the default …' (probe set 57)", () => {
  const docs = chunkedDoc(
    "mime-types",
    [
      "# mime-types",
      "",
      "## API",
      "",
      "### mime.lookup(path)",
      "",
      "Lookup the content-type associated with a file.",
      "",
      "```js",
      "mime.lookup('json') // 'application/json'",
      "```",
      "",
      "### mime.extension(type)",
      "",
      "Get the default extension for a content-type.",
      "",
      "```js",
      "mime.extension('application/octet-stream') // 'bin'",
      "```",
      "",
    ].join("\n"),
    "kb/mime-types/README.md",
  );
  const df = { "mime-typ": 10, mime: 10, default: 60, extens: 8, "application/octet-stream": 2 };

  it("quotes the call whose argument the question names", () => {
    expect(
      quotedText("What is mime-types' default extension for application/octet-stream?", docs, df),
    ).toContain("// 'bin'");
  });

  it("not a call of another value", () => {
    expect(
      quotedText("What is mime-types' default extension for text/markdown?", docs, df),
    ).not.toContain("// 'bin'");
  });
});
