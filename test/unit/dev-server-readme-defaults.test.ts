/**
 * Development-server and process-runner READMEs (probe set 66): "on" as a preposition asks no
 * state ("… impose a timeout on proxied requests by default?"), a sample led in as a behaviour
 * "adjusted" sets a value of the reader's choosing, "overwrite the default ones" says there are
 * defaults without giving one, and "the items shown above" are the code block before the sentence.
 */
import { describe, expect, it } from "@jest/globals";
import { ASKS_DEFAULT_STATE, statesDefault } from "../../src/core/ask/stated-default";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, statsIn } from "../fixtures/passages";

describe("a question on a default state (probe set 66)", () => {
  it("asks one with 'on' as a state, not as a preposition", () => {
    expect(ASKS_DEFAULT_STATE.test("Is compression on by default?")).toBe(true);
    expect(ASKS_DEFAULT_STATE.test("Is the cache on for every route by default?")).toBe(true);
    expect(
      ASKS_DEFAULT_STATE.test(
        "Does express-http-proxy impose a timeout on proxied requests by default?",
      ),
    ).toBe(false);
  });

  it("is then answered by what happens by default", () => {
    const asked = "Does express-http-proxy impose a timeout on proxied requests by default?";
    expect(
      statesDefault("By default, node does not express a timeout on connections.", asked),
    ).toBe(true);
  });
});

describe("defaults said in passing (probe set 66)", () => {
  it("'overwrite the default ones' gives none", () => {
    expect(
      statesDefault(
        "Allows you to set custom headers (and overwrite the default ones) for certain paths:",
        "What Cache-Control header does serve-handler send by default?",
      ),
    ).toBe(false);
  });
});

// (serve-handler's README, as it writes these sections)
const SERVE_HANDLER = [
  "# serve-handler",
  "",
  "## Options",
  "",
  "### unlisted (Array)",
  "",
  "In addition to completely disabling directory listings, you can also restrict them to certain paths:",
  "",
  "```js",
  "{",
  '  "unlisted": [',
  '    ".DS_Store",',
  '    ".git"',
  "  ]",
  "}",
  "```",
  "",
  "The items shown above are excluded from the directory listing by default.",
  "",
  "### symlinks (Boolean)",
  "",
  "For security purposes, symlinks are disabled by default. If `serve-handler` encounters a symlink, it will treat it as if it doesn't exist in the first place.",
  "",
  "However, this behavior can easily be adjusted:",
  "",
  "```js",
  "{",
  '  "symlinks": true',
  "}",
  "```",
  "",
  "Once this property is set as shown above, all symlinks will automatically be resolved to their targets.",
  "",
].join("\n");

describe("samples and the sentences around them (probe set 66)", () => {
  const doc = chunkedDoc("serve-handler", SERVE_HANDLER, "kb/serve-handler/README.md");
  const df = { default: 60, symlink: 5, resolv: 20, item: 40, exclud: 10, directori: 50, list: 60 };
  const quoted = (question: string) =>
    selectQuotes(analyzeQuestion(question, statsIn(doc, df)), doc).map((q) => q.text);

  it("quotes the items a sentence points at 'shown above' with it", () => {
    const answer = quoted(
      "Which items does serve-handler exclude from the directory listing by default?",
    ).join(" ");
    expect(answer).toContain(".DS_Store");
    expect(answer).toContain("The items shown above are excluded");
  });

  it("does not read a sample led in as an adjustment as the default", () => {
    const answer = quoted("Does serve-handler resolve symlinks by default?").join(" ");
    expect(answer).toContain("symlinks are disabled by default");
    expect(answer).not.toContain('"symlinks": true');
  });
});

describe("a remark set as a heading inside an entry (probe set 66)", () => {
  const proxy = chunkedDoc(
    "express-http-proxy",
    [
      "# express-http-proxy",
      "",
      "### Options",
      "",
      "#### parseReqBody",
      "",
      "The ```parseReqBody``` option allows you to control parsing the request body.",
      "",
      "##### Note: this setting is required for binary uploads.   A future version of this library may handle this for you.",
      "",
      "This defaults to true in order to preserve legacy behavior.",
      "",
      "#### reqAsBuffer",
      "",
      "Note: this is an experimental feature.  ymmv",
      "",
    ].join("\n"),
    "kb/express-http-proxy/README.md",
  );

  it("keeps the entry's text after it in the entry", () => {
    const entry = proxy.find((p) => p.text.includes("This defaults to true"))!;
    expect(entry.breadcrumb).toMatch(/› parseReqBody$/);
    expect(entry.text).toContain("Note: this setting is required for binary uploads.");
  });

  it("quotes the default under the entry's name", () => {
    const found = selectQuotes(
      analyzeQuestion(
        "Does express-http-proxy parse the request body by default?",
        statsIn(proxy, {}),
      ),
      proxy,
    );
    expect(found.map((q) => `${q.context} ${q.text}`).join(" ")).toMatch(
      /parseReqBody.*This defaults to true/s,
    );
  });
});
