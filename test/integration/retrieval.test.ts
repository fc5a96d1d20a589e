/** Retrieval at corpus scale: lexemes found in most chunks are left out of the query, the rarest kept. */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { PrismaRetriever } from "../../src/adapters/prisma/prisma-retriever";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 60; i++) {
    await addDocument(t, { title: `Depot note ${i}`, body: `The depot lantern schedule ${i} covers warehouse ${i % 7} and crate ${i}.` });
  }
  await addDocument(t, { title: "Quokka handling", body: "The depot lantern quokka protocol requires two keepers." });
});
afterAll(async () => {
  await t?.close();
});

describe("retrieval", () => {
  it("drops lexemes most chunks contain, always keeping the two rarest", async () => {
    const r = new PrismaRetriever(t.app.db.prisma);
    const lexemes = await r.queryLexemes("What does the depot lantern quokka protocol say?");
    expect(lexemes).toContain("quokka");
    expect(lexemes).toContain("protocol");
    expect(lexemes).not.toContain("depot");
    expect(lexemes).not.toContain("lantern");
    // a question made only of common words still searches with its two rarest
    expect(await r.queryLexemes("depot lantern schedule")).toHaveLength(2);
  });

  it("the rare-term document ranks first, and the whole pipeline answers from it", async () => {
    const r = new PrismaRetriever(t.app.db.prisma);
    const hits = await r.search("What does the depot lantern quokka protocol require?", { limit: 3, scope: { all: true } });
    expect(hits[0]!.title).toBe("Quokka handling");
    const a = await t.gql(`mutation { ask(input: { question: "What does the depot lantern quokka protocol require?" }) { status sources { title } } }`, {}, null);
    expect(a.data.ask).toEqual({ status: "SUPPORTED", sources: [{ title: "Quokka handling" }] });
  });
});
