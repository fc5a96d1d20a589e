/**
 * Defaults as Fastify's plugin READMEs write them (probe set 37): a number in emphasis ("defaults
 * `parts` to _1000_"), a sample whose comments give the defaults (`cache: 10000, // default 5000`),
 * arrow functions passed in a sample, options as "##### store" entries marked "(optional)", and
 * plugins whose pages all speak of cookies.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { countsAsked } from "../../src/core/ask/counted";
import { newLiterals } from "../../src/core/ask/answer-kinds";
import { measureShown } from "../../src/core/ask/measures";
import { statesDefault } from "../../src/core/ask/stated-default";
import { signatureDefaults } from "../../src/core/ask/signature-defaults";
import { isEntryHeading } from "../../src/core/ask/section-subject";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, statsIn } from "../fixtures/passages";

const fence = "```";
const parts =
  "For security reasons, `@fastify/multipart` defaults `parts` to _1000_ and `fileSize` to the Fastify `bodyLimit`.";

describe("a number in emphasis, and whose number it is (probe set 37)", () => {
  it("'_1000_' is a number", () => {
    expect(
      newLiterals(parts, "How many parts does @fastify/multipart accept by default?").numbers,
    ).toBe(true);
  });

  it("it counts the parts it is given to, not the file fields asked", () => {
    expect(countsAsked(["parts"], parts)).toBe(true);
    expect(countsAsked(["file", "fields"], parts)).toBe(false);
  });
});

describe("the thing measured, set to a number, says the measure (probe set 37)", () => {
  const q = "What is the default cache size of @fastify/rate-limit?";

  it("`cache: 10000` gives the cache's size; `max: 3` gives none", () => {
    expect(measureShown(q, "  cache: 10000, // default 5000")).toBe(true);
    expect(measureShown(q, "  max: 3, // default 1000")).toBe(false);
  });

  it("the `cache` key is the cache asked about, not a sibling of it", () => {
    const sample = [
      `${fence}js`,
      "await fastify.register(import('@fastify/rate-limit'), {",
      "  cache: 10000, // default 5000",
      "})",
      fence,
    ].join("\n");
    expect(statesDefault(sample, q)).toBe(true);
  });

  it("`apiKey` stays a sibling of 'the default API version'", () => {
    const sample = [
      `${fence}ts`,
      "const client = new OpenAI({",
      "  apiKey: process.env['OPENAI_API_KEY'], // This is the default and can be omitted",
      "});",
      fence,
    ].join("\n");
    expect(statesDefault(sample, "What is the default API version of the OpenAI client?")).toBe(
      false,
    );
  });
});

describe("an arrow function passed in a sample declares no default (probe set 37)", () => {
  it("`(socket, req) => {` after `{ websocket: true }` is no parameter `websocket` with a default", () => {
    const sample = [
      "fastify.register(async function (fastify) {",
      "  fastify.get('/*', { websocket: true }, (socket /* WebSocket */, req) => {",
      "    socket.send('hi from wildcard route')",
      "  })",
      "})",
    ].join("\n");
    expect(signatureDefaults(sample)).toEqual([]);
  });

  it("a declared parameter's default is still one", () => {
    expect(signatureDefaults("function connect(retries = 3) {}")).toEqual(["retries"]);
  });
});

describe("a scoped package the question names is the folder it is filed under (probe set 37)", () => {
  const session = chunkedDoc(
    "@fastify/session",
    [
      "# @fastify/session",
      "",
      "#### options",
      "",
      "##### cookie",
      "",
      "The options object is used to generate the `Set-Cookie` header of the session cookie. May have the following properties:",
      "* `path` - The `Path` attribute. Defaults to `/` (the root path).",
      "* `httpOnly` - The `boolean` value of the `HttpOnly` attribute. Defaults to true.",
      "",
    ].join("\n"),
    "kb/fastify-session/README.md",
  );
  const cookie = chunkedDoc(
    "@fastify/cookie",
    [
      "# @fastify/cookie",
      "",
      "#### parseOptions",
      "",
      "##### httpOnly",
      "",
      "Specifies the `boolean` value for the [`HttpOnly` `Set-Cookie` attribute](https://datatracker.ietf.org/doc/html/rfc6265#section-5.2.6). When truthy,",
      "the `HttpOnly` attribute is set, otherwise, it is not. By default, the `HttpOnly` attribute is not set.",
      "",
    ].join("\n"),
    "kb/fastify-cookie/README.md",
  );

  it("'by @fastify/cookie' is answered from `fastify-cookie/`, not the session plugin's cookie", () => {
    const evidence = [...session, ...cookie];
    const q = analyzeQuestion(
      "Is the HttpOnly attribute set by default by @fastify/cookie?",
      statsIn(evidence, { httponli: 3, attribut: 30, cooki: 40, fastifi: 300, default: 60 }),
    );
    const quotes = selectQuotes(q, evidence);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((quote) => quote.documentId === cookie[0]!.documentId)).toBe(true);
  });
});

describe("a sentence under another entry's heading is that entry's (probe set 37)", () => {
  it("'rolling (optional)' is an entry's heading, 'Installation (beta)' a section's", () => {
    expect(isEntryHeading("saveUninitialized (optional)")).toBe(true);
    expect(isEntryHeading("Installation (beta)")).toBe(false);
  });

  it("'Which store … by default?' is not saveUninitialized's 'Save sessions to the store … defaults to `true`'", () => {
    const doc = chunkedDoc(
      "@fastify/session",
      [
        "# @fastify/session",
        "",
        "## Options",
        "",
        "##### store",
        "",
        "A session store. Compatible with stores from express-session.",
        "",
        "Defaults to a simple in-memory store.",
        "",
        "##### saveUninitialized (optional)",
        "",
        "Save sessions to the store, even when they are new and not modified— defaults to `true`.",
        "",
      ].join("\n"),
      "kb/fastify-session/README.md",
    );
    const q = analyzeQuestion(
      "Which store does @fastify/session use by default?",
      statsIn(doc, { store: 20, session: 30, fastifi: 300, default: 60, use: 400 }),
    );
    const quoted = selectQuotes(q, doc).map((quote) => quote.text);
    expect(quoted.join("\n")).not.toContain("Save sessions to the store");
  });

  it("an API's heading (`Bun.password`) holds its sample, whose key the question says: that sample still answers", () => {
    const bun = chunkedDoc(
      "Hashing",
      [
        "# Hashing",
        "",
        "## `Bun.password`",
        "",
        `${fence}ts`,
        'const password = "super-secure-pa$$word";',
        "",
        "// use argon2 (default)",
        "const argonHash = await Bun.password.hash(password, {",
        '  algorithm: "argon2id", // "argon2id" | "argon2i" | "argon2d"',
        "  memoryCost: 8, // memory usage in kibibytes (minimum 8)",
        "});",
        fence,
        "",
        "## Options",
        "",
        "- `algorithm`: the hashing algorithm, one of `argon2id`, `argon2i`, `argon2d` or `bcrypt`.",
        "",
        "## Salt",
        "",
        "By default, the bcrypt library truncates passwords longer than 72 bytes. Instead, `Bun.password.hash` with the `bcrypt` algorithm hashes any password longer than 72 bytes with SHA-512.",
        "",
      ].join("\n"),
      "kb/bun/runtime/hashing.mdx",
    );
    const q = analyzeQuestion(
      "Which algorithm does Bun.password.hash use by default?",
      statsIn(bun, { algorithm: 20, hash: 20, password: 30, default: 60, bun: 300, use: 400 }),
    );
    expect(selectQuotes(q, bun)[0]?.text).toContain("// use argon2 (default)");
  });
});

describe("a default that holds in one case only (probe set 37)", () => {
  const expiresIn =
    '* `expiresIn`: Time span after which the token expires. It is expressed in seconds or a string describing a time span (E.g.: `60`, `"2 days"`). If you use a string be sure you provide the time units (days, hours, etc.), otherwise milliseconds unit is used by default (`"120"` is equal to `"120ms"`).';

  it("'If you use a string …, otherwise milliseconds unit is used by default' states no default expiresIn", () => {
    expect(
      statesDefault(expiresIn, "What is the default expiresIn of tokens signed by @fastify/jwt?"),
    ).toBe(false);
  });

  it("it answers a question on that case", () => {
    expect(
      statesDefault(
        expiresIn,
        "Which unit is a time span string without units read in by default?",
      ),
    ).toBe(true);
  });

  it("the case ends with its sentence: 'If passed as an array, …. It defaults to `no-referrer`.' states one", () => {
    expect(
      statesDefault(
        "If passed as an array, it will be joined with commas, which is useful when setting [a fallback policy](https://developer.mozilla.org/x#y). It defaults to `no-referrer`.",
        "What is the default Referrer-Policy header set by Helmet?",
      ),
    ).toBe(true);
  });

  it("a condition that the setting is left out is the default's own: 'If no value is given, …'", () => {
    expect(
      statesDefault(
        "The expiry of a token is set by `expiresIn`. If no value is given, tokens never expire by default.",
        "What is the default expiresIn of tokens signed by @fastify/jwt?",
      ),
    ).toBe(true);
  });
});
