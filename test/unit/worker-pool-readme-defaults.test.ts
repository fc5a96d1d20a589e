/**
 * Worker-pool and task-queue READMEs (probe set 64): a measure's default that is unset ("timeout …
 * Default: `undefined`") answers "the default timeout", and a sample's key the question says in
 * words (`maxConcurrency` of "the default maximum concurrency") owns the sample's lines for it.
 */
import { describe, expect, it } from "@jest/globals";
import { boundlessValue } from "../../src/core/ask/counted";
import { statesDefault } from "../../src/core/ask/stated-default";
import { spelledKey } from "../../src/core/ask/line-owners";

describe("an unset default of a measure (probe set 64)", () => {
  it("is the value of the default asked", () => {
    const entry =
      "timeout\n\nType: `number`\\\nDefault: `undefined`\n\nPer-operation timeout in milliseconds.";
    expect(boundlessValue(entry, "What is p-queue's default timeout?")).toBe(true);
    // (asked in a unit, a number is asked: unset gives none, set 4's Keyv TTL)
    expect(boundlessValue(entry, "What is the default timeout of p-queue in seconds?")).toBe(false);
    expect(
      boundlessValue(
        "Per-operation timeout in milliseconds.",
        "What is p-queue's default timeout?",
      ),
    ).toBe(false);
  });
});

describe("a sample's key said in words (probe set 64)", () => {
  const sample = [
    "```js",
    "const agenda = new Agenda({",
    "  backend: new MongoBackend({",
    "    collection: 'jobs'        // Collection name (default: 'agendaJobs')",
    "  }),",
    "  maxConcurrency: 20,         // Max concurrent jobs",
    "  defaultConcurrency: 5       // Default per job type",
    "});",
    "```",
  ].join("\n");

  it("is found by its words, in full or begun", () => {
    expect(spelledKey(["backend", "maxConcurrency"], "the default maximum concurrency")).toBe(
      "maxconcurrency",
    );
    expect(spelledKey(["backend", "maxConcurrency"], "the default concurrency")).toBeUndefined();
    // (said later than what "default" asks: set 37's @fastify/rate-limit sample)
    const perWindow = "What is the default maximum number of requests per time window?";
    expect(spelledKey(["max", "timeWindow"], perWindow)).toBeUndefined();
    // ("default" is the question's word, not the key's: set 20's tRPC `defaultMeta`)
    expect(spelledKey(["defaultMeta"], "Which option sets default values for the meta type?")).toBe(
      undefined,
    );
  });

  it("owns the lines that state its default: the sample states none for it", () => {
    expect(statesDefault(sample, "What is the default maximum concurrency of agenda?")).toBe(false);
    expect(statesDefault(sample, "What is the default collection name of agenda?")).toBe(true);
  });
});
