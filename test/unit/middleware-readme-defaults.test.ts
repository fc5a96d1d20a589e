/**
 * Express middleware READMEs (probe set 41): options written as "##### name" entries whose default
 * sits in its own paragraph ("The default value is `'connect.sid'`."), neighbouring entries whose
 * words the question shares, a cookie-options list whose items state other items' defaults, a
 * question asking a default without the word, and a pointer to where the defaults are.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { readAsAsked } from "../../src/core/ask/asked-kinds";
import { onlyBooleanDefaults, statesDefault } from "../../src/core/ask/stated-default";
import { retrieve } from "../../src/core/ask/retrieve";
import type { Retriever, SearchOptions } from "../../src/core/ask/ask-ports";
import { chunkedDoc, quotedText } from "../fixtures/passages";

const quoted = quotedText;

describe("a default said of nothing named is the entry's (probe set 41)", () => {
  it("'Defaults to …' in a paragraph of its own is quoted with what the entry is", () => {
    const doc = chunkedDoc(
      "express-slow-down",
      "# express-slow-down\n\n## Configuration\n\n### `delayAfter`\n\nThe max number of requests allowed during `windowMs` before the middleware starts delaying responses.\n\nDefaults to `1`.\n",
      "kb/express-slow-down/README.md",
    );
    expect(
      quoted(
        "How many requests does express-slow-down allow before it starts delaying responses, by default?",
        doc,
        { default: 300, request: 200 },
      ),
    ).toMatch(/The max number of requests[\s\S]*Defaults to `1`/);
  });

  const session = chunkedDoc(
    "express-session",
    "# express-session\n\n## Options\n\n##### cookie\n\nSettings object for the session ID cookie. The default value is `{ path: '/', httpOnly: true }`.\n\n##### name\n\nThe name of the session ID cookie to set in the response (and read from in the request).\n\nThe default value is `'connect.sid'`.\n",
    "kb/express-session/README.md",
  );

  it("the entry the default is of by the question's grammar answers, not the rarer word's", () => {
    const text = quoted(
      "What is the default name of the session ID cookie set by express-session?",
      session,
      { cookie: 60, name: 200, session: 300, default: 300 },
    );
    expect(text).toContain("'connect.sid'");
    expect(text).not.toContain("Settings object");
  });
});

describe("of two settings the question spells, the one saying more of it (probe set 41)", () => {
  it("'the default maximum delay' is `maxDelayMs`'s, not `delayMs`'s", () => {
    const doc = chunkedDoc(
      "express-slow-down",
      "# express-slow-down\n\n## Configuration\n\n### `delayAfter`\n\nThe max number of requests allowed during `windowMs` before the middleware starts delaying responses.\n\nDefaults to `1`.\n\n### `delayMs`\n\nThe delay to apply to each request once the limit is reached. Can be the delay itself (in milliseconds) as a number or a function that accepts a number (number of requests in the current window).\n\nBy default, it increases the delay by 1 second for every request over the limit:\n\n```ts\nconst limiter = slowDown({\n\t// ...\n\tdelayMs: (used) => (used - delayAfter) * 1000,\n})\n```\n\n### `maxDelayMs`\n\nThe absolute maximum value for `delayMs`. After many consecutive attempts, the delay will always be this value.\n\nDefaults to `2147483647` (2^31 - 1 ms, which is ~24 days).\n",
      "kb/express-slow-down/README.md",
    );
    const text = quoted("What is the default maximum delay in express-slow-down?", doc, {
      default: 300,
      delay: 20,
      maximum: 40,
    });
    expect(text).toContain("2147483647");
    expect(text).not.toContain("1 second");
    // (`delayMs` is one word, "delay", with its unit: it spells no setting of its own)
    expect(
      quoted(
        "How many requests does express-slow-down allow during the window before it starts delaying responses, by default?",
        doc,
        { default: 300, delay: 20, request: 200 },
      ),
    ).toContain("Defaults to `1`");
  });
});

describe("a list item states its own setting's default (probe set 41)", () => {
  const doc = chunkedDoc(
    "cookie-session",
    "# cookie-session\n\n##### Cookie Options\n\nOther options are passed to `cookies.get()` and `cookies.set()` allowing you\nto control security, domain, path, and signing among other settings.\n\nThe options can also contain any of the following (for the full list, see\n[cookies module documentation](https://www.npmjs.org/package/cookies#readme):\n\n  - `maxAge`: a number representing the milliseconds from `Date.now()` for expiry\n  - `expires`: a `Date` object indicating the cookie's expiration date (expires at the end of session by default).\n  - `path`: a string indicating the path of the cookie (`/` by default).\n  - `domain`: a string indicating the domain of the cookie (no default).\n  - `signed`: a boolean indicating whether the cookie is to be signed (`true` by default).\n",
    "kb/cookie-session/README.md",
  );

  it("asked the default maxAge, the expires item's 'by default' is no answer", () => {
    expect(quoted("What is cookie-session's default maxAge?", doc, { default: 300 })).toBe("");
  });

  it("asked the default path, its own item answers", () => {
    expect(quoted("What is cookie-session's default path?", doc, { default: 300 })).toContain(
      "`/` by default",
    );
  });
});

describe("a default asked without the word (probe set 41)", () => {
  it("the setting named by its full name, or a word the asked thing begins with", () => {
    expect(
      readAsAsked(
        "What priority does an express-session cookie get when cookie.priority is not set?",
      ),
    ).toContain("by default");
    expect(readAsAsked("What timeout does connect-timeout use when no time is given?")).toContain(
      "by default",
    );
    expect(readAsAsked("Which options must be set when max is not specified?")).not.toContain(
      "by default",
    );
  });
});

describe("the value of a default asked as a number (probe set 41)", () => {
  it("a yes-or-no default gives no number, though a number stands beside it", () => {
    const q = "What timeout does connect-timeout use by default?";
    expect(
      onlyBooleanDefaults(
        "This error has a `.timeout` property as well as `.status == 503`. This defaults to `true`.",
        q,
      ),
    ).toBe(true);
    expect(onlyBooleanDefaults("Defaults to `5000` ms; `true` disables it.", q)).toBe(false);
  });

  it("asked a timeout, the `respond` entry's 'This defaults to `true`' beside a 503 is no answer", () => {
    const doc = chunkedDoc(
      "connect-timeout",
      '# connect-timeout\n\n## API\n\n### timeout(time, [options])\n\nReturns middleware that times out in `time` milliseconds. `time` can also\nbe a string accepted by the ms module. On timeout, `req` will emit `"timeout"`.\n\n#### Options\n\n##### respond\n\nControls if this module will "respond" in the form of forwarding an error.\nIf `true`, the timeout error is passed to `next()` so that you may customize\nthe response behavior. This error has a `.timeout` property as well as\n`.status == 503`. This defaults to `true`.\n',
      "kb/connect-timeout/README.md",
    );
    expect(
      quoted("What timeout does connect-timeout use when no time is given?", doc, {
        default: 300,
        timeout: 100,
      }),
    ).toBe("");
  });

  it("a value under an entry measured by its name is of that measure", () => {
    const doc = chunkedDoc(
      "compression",
      "# compression\n\n## Options\n\n##### chunkSize\n\nType: `Number`<br>\nDefault: `zlib.constants.Z_DEFAULT_CHUNK`, or `16384`.\n\n##### level\n\nThe level of zlib compression to apply to responses.\n",
      "kb/compression/README.md",
    );
    expect(
      quoted("What is the default chunk size of the compression middleware?", doc, {
        default: 300,
      }),
    ).toContain("16384");
  });
});

describe("a sentence wrapped in the source is one line (probe set 34, found on set 41)", () => {
  it("'`batchWindow`\\ndefaults to 900 seconds' is the window's default, not a timeout's", () => {
    const doc = chunkedDoc(
      "AWS Glue Construct Library",
      "# AWS Glue Construct Library\n\n## Triggers\n\n**3. Event Triggers**\n\nFor non-batching triggers, `batchSize` defaults to 1. For both, `batchWindow`\ndefaults to 900 seconds, but you can override the window to align with your\nworkload's requirements.\n",
      "kb/aws-cdk/aws-glue/README.md",
    );
    expect(
      quoted("What is the default timeout of an AWS Glue job?", doc, {
        default: 300,
        timeout: 30,
      }),
    ).toBe("");
  });
});

describe("a pointer to the defaults states none (probe set 41)", () => {
  it("'Click the name for additional info and default values.'", () => {
    const q = "What is express-rate-limit's default windowMs?";
    expect(statesDefault("Click the name for additional info and\ndefault values.", q)).toBe(false);
    expect(statesDefault("See the table below: the default is `60000`.", q)).toBe(true);
  });
});

describe("a question asking a default searches for one (probe set 41)", () => {
  const searched = async (question: string) => {
    const seen: SearchOptions[] = [];
    const retriever: Retriever = {
      search: async (_q, options) => {
        seen.push(options);
        return [];
      },
      termStats: async () => ({ total: 0, df: new Map() }),
    };
    const reader = { keyId: null, name: "r", role: "READER" as const, groups: [] };
    await retrieve(
      { retriever, settings: { limit: 5 } },
      reader,
      analyzeQuestion(question, { total: 0, df: new Map() }),
    );
    return seen[0]!.lexemes ?? [];
  };

  it("'default' is searched for when a default is asked, and only then", async () => {
    expect(await searched("Which session store does express-session use by default?")).toContain(
      "default",
    );
    expect(await searched("Which session store does express-session recommend?")).not.toContain(
      "default",
    );
  });
});
