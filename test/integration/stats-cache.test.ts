/**
 * Cached corpus statistics never outlive a change: a refresh that read the corpus before a document
 * was added is not what the next question gets (it flipped answers under load, when a slow refresh
 * was still running while a test added documents).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { PrismaRetriever } from "../../src/adapters/prisma/prisma-retriever";
import type { PrismaClient } from "../../src/generated/prisma/client";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The real client, except that corpus-statistics queries wait until `release()` (a slow refresh). */
function slowStats(prisma: PrismaClient) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const held = new Set<string>();
  const client = new Proxy(prisma, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== "$queryRawUnsafe") return value;
      return async (sql: string, ...args: unknown[]) => {
        if (/ts_stat|count\(\*\)/.test(sql) && !held.has(sql + args.length)) {
          const result = await (value as (...a: unknown[]) => Promise<unknown>).call(
            target,
            sql,
            ...args,
          );
          held.add(sql + args.length);
          await gate;
          return result;
        }
        return (value as (...a: unknown[]) => Promise<unknown>).call(target, sql, ...args);
      };
    },
  });
  return { client, release };
}

describe("term statistics cache", () => {
  it("a refresh that read the corpus before a change is not served after invalidate()", async () => {
    const { client, release } = slowStats(t.app.db.prisma);
    const retriever = new PrismaRetriever(client);
    const stale = retriever.termStats(); // reads the corpus now, answers only when released
    await new Promise((r) => setTimeout(r, 200));
    await addDocument(t, { title: "Zorblax manual", body: "The zorblax valve opens at dawn." });
    retriever.invalidate(); // what the app does after a change
    const fresh = retriever.termStats();
    release();
    expect((await stale).df.has("zorblax")).toBe(false);
    expect((await fresh).df.has("zorblax")).toBe(true);
    expect((await retriever.termStats()).df.has("zorblax")).toBe(true); // and that is what stays cached
  });
});
