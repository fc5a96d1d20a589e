/**
 * Koa middleware READMEs (probe set 62): defaults in a doc comment's list (" *  - {String|Array}
 * allowMethods …, default is 'GET,HEAD,…'"), a sample whose keys state their defaults in comments,
 * a default of another named setting ("the `key` option, which defaults to …"), a default of
 * another thing ("in default preference order"), a list whose introduction states another
 * default than the one asked, and an options list whose items end with their default in escaped
 * brackets ("\[3600000]").
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { chunkedDoc, quotedText } from "../fixtures/passages";

const CORS = [
  "```js",
  "/**",
  " * CORS middleware",
  " *",
  " * @param {Object} [options]",
  " *  - {String|Array} allowMethods `Access-Control-Allow-Methods`, default is 'GET,HEAD,PUT,POST,DELETE,PATCH'",
  " *  - {String|Number} maxAge `Access-Control-Max-Age` in seconds",
  " */",
  "```",
].join("\n");

const SESSION_SAMPLE = [
  "```js",
  "const CONFIG = {",
  "  key: 'koa.sess', /** (string) cookie key (default is koa.sess) */",
  "  /** (number || 'session') maxAge in ms (default is 1 days) */",
  "  maxAge: 86400000,",
  "  httpOnly: true, /** (boolean) httpOnly or not (default true) */",
  "  secure: true, /** (boolean) secure cookie*/",
  "};",
  "```",
].join("\n");

describe("defaults stated in a program's comments (probe set 62)", () => {
  it("reads a doc comment's list line that gives a default in words", () => {
    expect(statesDefault(CORS, "Which methods does @koa/cors allow by default?")).toBe(true);
  });

  it("reads the comment of the key asked, not its siblings'", () => {
    expect(statesDefault(SESSION_SAMPLE, "What is koa-session's default maxAge?")).toBe(true);
    expect(
      statesDefault(SESSION_SAMPLE, "What is the default httpOnly setting of koa-session?"),
    ).toBe(true);
    // `secure: true` has no comment saying it is the default, though its siblings do
    expect(
      statesDefault(SESSION_SAMPLE, "What is the default secure setting of koa-session?"),
    ).toBe(false);
  });
});

describe("a default of another thing (probe set 62)", () => {
  it("is another named setting's", () => {
    const text =
      'The cookie name is controlled by the `key` option, which defaults to "koa.sess". All other options control security.';
    expect(statesDefault(text, "What is the default secure setting of koa-session?")).toBe(false);
    expect(statesDefault(text, "What is the default key of koa-session?")).toBe(true);
  });

  it("is another thing's when said without an article", () => {
    const text =
      "Supported encodings in default preference order: `zstd`, `br`, `gzip`, `deflate`.";
    expect(statesDefault(text, "What is the default zstd compression level of koa-compress?")).toBe(
      false,
    );
    expect(statesDefault(text, "What is the default preference order of koa-compress?")).toBe(true);
  });

  it("is not stated by a list's introduction for the identifier one item passes", () => {
    const doc = chunkedDoc(
      "koa-session",
      [
        "# koa-session",
        "",
        "## External Session Stores",
        "",
        "The session is stored in a cookie by default, but it has some disadvantages:",
        "",
        "- Session is stored on client side unencrypted",
        "- `get(key, maxAge, { rolling, ctx })`: get session object by key",
        "",
      ].join("\n"),
      "kb/koa-session/README.md",
    );
    const text = quotedText("What is koa-session's default maxAge?", doc, {
      session: 40,
      default: 60,
      maxage: 5,
      koa: 100,
    });
    expect(text).not.toContain("stored in a cookie by default");
  });
});

describe("an option's value in escaped brackets (probe set 62)", () => {
  it("is its default, as koa-ratelimit's options list writes them", () => {
    const asked = "What is the default duration of koa-ratelimit?";
    expect(statesDefault("* `duration` of limit in milliseconds \\[3600000]", asked)).toBe(true);
    // (unescaped, the brackets may be a link's text; and a sentence is no option's item)
    expect(statesDefault("* `duration` of limit in milliseconds [3600000]", asked)).toBe(false);
    expect(statesDefault("The limit is kept for a while \\[3600000]", asked)).toBe(false);
  });
});
