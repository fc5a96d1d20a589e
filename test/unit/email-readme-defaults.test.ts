/**
 * E-mail libraries' READMEs (probe set 69): "any number of recipients" by default is how many a
 * transaction takes by default, and the means of "How do I …?" may name what is passed after an
 * article ("Pass the `connect()` of `cloudflare:sockets` through the `transport` option").
 */
import { describe, expect, it } from "@jest/globals";
import { boundlessValue, countsAsked } from "../../src/core/ask/counted";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { chunkedDoc, statsIn } from "../fixtures/passages";

describe("an unbounded count by default (smtp-server)", () => {
  const q = "How many recipients can an smtp-server mail transaction have by default?";
  const said = "By default a mail transaction can have any number of recipients.";

  it("is the count asked, of the things asked", () => {
    expect(boundlessValue(said, q)).toBe(true);
    expect(countsAsked(["recipients"], said)).toBe(true);
    expect(countsAsked(["headers"], said)).toBe(false);
    expect(boundlessValue("A mail transaction can have any number of recipients.", q)).toBe(false);
  });
});

describe("the means of a 'How do I …?' question (imapflow)", () => {
  const imapflow = chunkedDoc(
    "ImapFlow",
    [
      "# ImapFlow",
      "",
      "## Installation",
      "",
      "[celld](https://celld.dev/), the self-hosted runtime for Cloudflare-style Workers, has no `node:net`, `node:tls` or `node:dns`. Pass the `connect()` of `cloudflare:sockets` through the `transport` option:",
      "",
      "```js",
      "import { connect } from 'cloudflare:sockets';",
      "const client = new ImapFlow({ transport: createSocketsTransport(connect) });",
      "```",
      "",
    ].join("\n"),
    "kb/imapflow/README.md",
  );

  it("is quoted with what it is the means of", () => {
    const found = selectQuotes(
      analyzeQuestion("How do I run ImapFlow on celld?", statsIn(imapflow, { celld: 2 })),
      imapflow,
    ).map((x) => x.text);
    expect(found.join(" ")).toContain("`transport` option");
  });
});
