/** Hash versions: v3 (answers) and v2 (events) hash RFC 8785 canonical JSON; older rows keep verifying. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import {
  answerHash,
  CURRENT_HASH_VERSION,
  GENESIS_HASH,
  jcs,
  verifyChain,
  type ChainLink,
} from "../../src/core/audit/answer-hash";
import type { AnswerContent } from "../../src/core/audit/stored-answer";
import { CURRENT_EVENT_HASH_VERSION, eventHash } from "../../src/core/audit/events";

const content = (id: string, text: string): AnswerContent => ({
  id,
  question: "What is the inspection interval?",
  callerKeyId: null,
  callerName: "reader",
  callerRole: "READER",
  callerGroups: ["ops"],
  status: "SUPPORTED",
  grounded: true,
  text,
  modelText: null,
  diagnosis: [],
  model: null,
  promptVersion: null,
  trace: { ranked: 2, note: "€ and \u000f" },
  createdAt: "2026-11-30T12:00:00.000Z",
  candidates: [],
  sources: [],
  claims: [],
  limitations: [],
  conflicts: [],
});

describe("RFC 8785 canonical JSON", () => {
  it("gives the RFC's own example its canonical form (§3.2.3)", () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        ' "literals": [null, true, false]}',
    );
    expect(jcs(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it("refuses what JSON cannot hold instead of hashing a guess", () => {
    expect(() => jcs({ n: Number.NaN })).toThrow();
  });
});

describe("answer hash versions", () => {
  it("new answers are written under v3: SHA-256 of the previous hash, a newline and the JCS text", () => {
    expect(CURRENT_HASH_VERSION).toBe(3);
    const c = content("a1", "The interval is 30 days.");
    const expected = createHash("sha256")
      .update(GENESIS_HASH + "\n" + jcs(c))
      .digest("hex");
    expect(answerHash(GENESIS_HASH, c)).toBe(expected);
  });

  it("a chain written under versions 1, 2 and 3 verifies; a changed v3 row is reported", () => {
    const links: ChainLink[] = [];
    let prev = GENESIS_HASH;
    for (const [i, version] of [1, 2, 3].entries()) {
      const c = content(`a${i}`, `Answer ${i}: the interval is 30 days.`);
      const hash = answerHash(prev, c, version);
      links.push({ id: c.id, prevHash: prev, hash, hashVersion: version, content: c });
      prev = hash;
    }
    expect(verifyChain(links).brokenIds).toEqual([]);
    const tampered = links.map((l) =>
      l.hashVersion === 3
        ? { ...l, content: { ...l.content, text: "The interval is 300 days." } }
        : l,
    );
    expect(verifyChain(tampered).brokenIds).toEqual(["a2"]);
    const relabelled = links.map((l) => (l.hashVersion === 3 ? { ...l, hashVersion: 9 } : l));
    expect(verifyChain(relabelled).brokenIds).toEqual(["a2"]);
  });
});

describe("event hash versions", () => {
  const event = {
    id: "e1",
    type: "DOCUMENT_RENAMED",
    actorKeyId: null,
    actorName: "admin",
    payload: { documentId: "d1", from: "Old", to: "New" },
    createdAt: "2026-11-30T12:00:00.000Z",
  } as unknown as Parameters<typeof eventHash>[1];

  it("new events are written under v2 (JCS); v1 events still hash as they were written", () => {
    expect(CURRENT_EVENT_HASH_VERSION).toBe(2);
    expect(eventHash(GENESIS_HASH, event)).toBe(
      createHash("sha256")
        .update(GENESIS_HASH + "\n" + jcs(event))
        .digest("hex"),
    );
    expect(eventHash(GENESIS_HASH, event, 1)).toMatch(/^[0-9a-f]{64}$/);
    expect(() => eventHash(GENESIS_HASH, event, 7)).toThrow(/unknown event hash version 7/);
  });
});
