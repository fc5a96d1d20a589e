/**
 * HTTP clients' and agents' READMEs (probe set 42): options whose names share the question's words
 * (`maxSockets` beside `maxFreeSockets`), a default that is unbounded, a value marked "(default)"
 * among others, "How many times …" answered by "`1` retry", status codes asked for, and a sample
 * call passing the options it chose.
 */
import { describe, expect, it } from "@jest/globals";
import { statesDefault } from "../../src/core/ask/stated-default";
import { unmetKinds } from "../../src/core/ask/answer-kinds";
import { chunkedDoc, quotedText } from "../fixtures/passages";

const quoted = quotedText;

describe("the setting whose name the question spells out (probe set 42)", () => {
  const agent = chunkedDoc(
    "agentkeepalive",
    "# agentkeepalive\n\n## new Agent([options])\n\n* `options` {Object} Set of configurable options to set on the agent.\n  Can have the following fields:\n  * `maxSockets` {Number} Maximum number of sockets to allow per\n    host. Default = `Infinity`.\n  * `maxFreeSockets` {Number} Maximum number of sockets (per host) to leave open\n    in a free state. Only relevant if `keepAlive` is set to `true`.\n    Default = `256`.\n",
    "kb/agentkeepalive/README.md",
  );

  it("'maximum number of sockets per host' is `maxSockets`'s Infinity, not `maxFreeSockets`'s 256", () => {
    const text = quoted(
      "What is the default maximum number of sockets per host in agentkeepalive?",
      agent,
      { default: 300, socket: 20, maximum: 40, number: 200, host: 30 },
    );
    expect(text).toContain("`Infinity`");
    expect(text).not.toContain("`256`");
  });

  it("the free sockets asked, `maxFreeSockets` answers", () => {
    expect(
      quoted("What is agentkeepalive's default maxFreeSockets?", agent, { default: 300 }),
    ).toContain("`256`");
  });
});

describe("values and counts as READMEs of HTTP clients write them (probe set 42)", () => {
  it("a value marked '(default)' among the options is the default, not a setting's name", () => {
    const q = "Which authentication type does needle use by default?";
    expect(
      statesDefault(
        " - `auth` : Determines what to do with provided username/password. Options are `auto`, `digest` or `basic` (default).",
        q,
      ),
    ).toBe(true);
    expect(statesDefault("If `pruneAgedBuckets` is `false` (default), old buckets stay.", q)).toBe(
      false,
    );
  });

  it("'How many times does it retry?' is answered by '`1` retry'", () => {
    const doc = chunkedDoc(
      "ofetch",
      "# ofetch\n\n## Auto Retry\n\nThe default for `retry` is `1` retry, except for `POST`, `PUT`, `PATCH`, and `DELETE` methods where `ofetch` does not retry by default to avoid introducing side effects.\n\nThe default for `retryDelay` is `0` ms.\n",
      "kb/ofetch/README.md",
    );
    expect(
      quoted("How many times does ofetch retry a GET request by default?", doc, {
        default: 300,
        retri: 30,
      }),
    ).toContain("`1` retry");
  });

  it("asked for status codes, an answer gives codes", () => {
    const q = "Which status codes does ky retry on by default?";
    expect(
      unmetKinds(
        ["literal"],
        "- `true` to force a retry (bypasses `retryOnTimeout`, status code checks, and other default validations)",
        q,
      ),
    ).toEqual(["literal"]);
    expect(unmetKinds(["literal"], "- `statusCodes`: `408` `413` `429` (default)", q)).toEqual([]);
  });

  it("a sample call passing options states no default", () => {
    const q = "How many retries does make-fetch-happen make by default?";
    const fence = "```";
    expect(
      statesDefault(
        `${fence}javascript\nfetch('https://flaky.site.com', {\n  retry: {\n    retries: 10,\n    randomize: true\n  }\n})\n\nfetch('http://one-more.site.com', {\n  retry: 3\n})\n${fence}`,
        q,
      ),
    ).toBe(false);
    expect(
      statesDefault(`${fence}js\ndefineConfig({\n  retries: 2,\n  timeout: 100,\n})\n${fence}`, q),
    ).toBe(true);
  });
});
