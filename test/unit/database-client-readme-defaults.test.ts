/**
 * Database clients' READMEs (probe set 47): a setting's words scattered over a question's clauses, a
 * how-to answered by the means as well as what it changes, a default given to a generic key
 * ("By default `max` is 10."), a length asked with "how long … be?", and a product named with its
 * language's suffix that the knowledge base files under its bare name.
 */
import { describe, expect, it } from "@jest/globals";
import { measureShown } from "../../src/core/ask/measures";
import { countsAsked, countedWords } from "../../src/core/ask/counted";
import { analyzeQuestion } from "../../src/core/ask/question";
import { mustQueryText } from "../../src/adapters/prisma/must-query";
import { chunkedDoc, quotedText, statsIn } from "../fixtures/passages";

const poolOptions = chunkedDoc(
  "mysql",
  "# mysql\n\n## Pool options\n\nIn addition to those options pools accept a few extras:\n\n" +
    "* `waitForConnections`: Determines the pool's action when no connections are available and the limit has been reached. If `true`, the pool will queue the connection request and call it when one becomes available. If `false`, the pool will immediately call back with an error. (Default: `true`)\n" +
    "* `connectionLimit`: The maximum number of connections to create at once.\n  (Default: `10`)\n" +
    "* `queueLimit`: The maximum number of connection requests the pool will queue\n  before returning an error from `getConnection`. If set to `0`, there is no\n  limit to the number of queued connection requests. (Default: `0`)\n",
  "kb/mysql/README.md",
);
const poolDf = { pool: 40, connect: 90, limit: 20, default: 60, available: 30, reached: 10 };

describe("a setting the question spells says its words together (probe set 47)", () => {
  it("'… do when no connections are available and the limit has been reached?' is waitForConnections's, not connectionLimit's", () => {
    const text = quotedText(
      "What does a mysql pool do by default when no connections are available and the limit has been reached?",
      poolOptions,
      poolDf,
    );
    expect(text).toContain("waitForConnections");
    expect(text).not.toContain("connectionLimit");
  });

  it("a name said wholly in the condition is its occasion: 'update all stores … when the refresh threshold is met' is refreshAllStores's", () => {
    const cache = chunkedDoc(
      "cache-manager",
      "# cache-manager\n\n## Options\n\n- **refreshThreshold**?: number - Default refreshThreshold in milliseconds.\n\n    If the remaining TTL is less than **refreshThreshold**, the system will update the value asynchronously in background.\n- **refreshAllStores**?: boolean - Default false\n\n    If set to true, the system will update the value of all stores when the refreshThreshold is met.\n",
      "kb/cache-manager/README.md",
    );
    const text = quotedText(
      "Does cache-manager update all stores by default when the refresh threshold is met?",
      cache,
      { refresh: 5, threshold: 5, store: 40, update: 30, default: 60 },
    );
    expect(text).toContain("refreshAllStores");
    expect(text).not.toContain("Default refreshThreshold");
  });

  it("'the default connection limit' still names connectionLimit", () => {
    const text = quotedText(
      "What is the default connection limit of a mysql pool?",
      poolOptions,
      poolDf,
    );
    expect(text).toContain("connectionLimit");
    expect(text).not.toContain("waitForConnections");
  });
});

describe("a how-to is answered by its means (probe set 47)", () => {
  it("'How do I stop … fetching array types …?' quotes the setting that disables it", () => {
    const postgres = chunkedDoc(
      "postgres",
      "# postgres\n\n## Connection details\n\n### Auto fetching of array types\n\nPostgres.js will automatically fetch table/array-type information when it first connects to a database.\n\nIf you have revoked access to `pg_catalog` this feature will no longer work and will need to be disabled.\n\nYou can disable this feature by setting `fetch_types` to `false`.\n",
      "kb/postgres/README.md",
    );
    const text = quotedText(
      "How do I stop Postgres.js from fetching array types when it first connects?",
      postgres,
      { fetch: 10, array: 20, type: 40, first: 50, connect: 90, stop: 30 },
    );
    expect(text).toContain("automatically fetch table/array-type information");
    expect(text).toContain("by setting `fetch_types` to `false`");
  });
});

describe("whose number a sentence gives (probe set 47)", () => {
  const q = "What is the default maximum number of connections in Postgres.js?";
  it("a generic key is no other setting: 'By default `max` is 10.' gives the number of connections", () => {
    expect(countsAsked(countedWords(q), "By default `max` is 10.")).toBe(true);
    expect(countsAsked(countedWords(q), "By default `retries` is 10.")).toBe(false);
  });

  it("'How long must … be?' asks a length as well as a time", () => {
    const asked = "How long must a custom sqlite3 file header magic be?";
    expect(
      measureShown(
        asked,
        "Note that the magic *must* be exactly 15 characters long (16 bytes including null terminator).",
      ),
    ).toBe(true);
    expect(measureShown(asked, "The magic is written 15 times.")).toBe(false);
    // how long a thing takes stays a time
    expect(
      measureShown("How long does the pool wait for a connection?", "exactly 15 characters"),
    ).toBe(false);
  });
});

describe("a product named with its suffix and filed under its bare name (probe set 47)", () => {
  it("'Postgres.js' is also `postgres`, the folder its pages are filed under", () => {
    const postgres = chunkedDoc(
      "postgres",
      "# postgres\n\nA single row is returned by default.",
      "kb/postgres/README.md",
    );
    const term = (question: string) =>
      analyzeQuestion(question, statsIn(postgres, {})).terms.find((t) => t.word === "postgres.js");
    expect(term("How many rows does a Postgres.js cursor return?")?.filedAs).toBe("postgres");
    // a product the knowledge base files under no such folder has only its own name
    const other = chunkedDoc(
      "drivers",
      "# drivers\n\nVue.js and Postgres.js compared.",
      "kb/drivers/README.md",
    );
    expect(
      analyzeQuestion(
        "How many rows does a Postgres.js cursor return?",
        statsIn(other, {}),
      ).terms.find((t) => t.word === "postgres.js")?.filedAs,
    ).toBeUndefined();
  });

  it("the entities' query holds each by any of its names", () => {
    expect(mustQueryText([[["postgres.js"], ["postgr"]], [["cursor"]]])).toBe(
      "(('postgres.js') | ('postgr')) & (('cursor'))",
    );
    // a name of stop words only is no name; a quote inside a lexeme is escaped
    expect(mustQueryText([[[], ["o'neil"]], [[]]])).toBe("(('o''neil'))");
  });
});
