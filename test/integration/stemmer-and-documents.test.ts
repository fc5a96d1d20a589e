/**
 * Our stemmer is PostgreSQL's: a term in core is the lexeme full-text search indexed. And what a
 * frontend reads of a document: its body and revisions, its source path, never a server file path.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { stem, contentTerms } from "../../src/core/text/terms";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ transport: "in-process" });
});
afterAll(async () => {
  await t?.close();
});

const WORDS = (
  "rotation rotated rotating inspections inspected kept keeping running runs generously queues sampling sampled configuration " +
  "configured defaults traces tracing deployments deploying retention retained indices indexes archived archiving searchable " +
  "adjustment adjusted dependencies dependency collector collectors strategies strategy certificates authentication authorized " +
  "requirements optimization optimizations profiles releases unwinding aborting panicked ownership borrowing lifetimes"
).split(" ");

describe("the stemmer matches PostgreSQL's english_stem", () => {
  it(`on ${WORDS.length} words of the shared corpora`, async () => {
    const rows = await t.app.db.prisma.$queryRawUnsafe<{ w: string; lexeme: string | null }[]>(
      `SELECT w, (ts_lexize('english_stem', w))[1] AS lexeme FROM unnest($1::text[]) AS w`,
      WORDS,
    );
    const mismatches = rows
      .filter((r) => r.lexeme !== null && stem(r.w) !== r.lexeme)
      .map((r) => `${r.w}: ours ${stem(r.w)}, postgres ${r.lexeme}`);
    expect(mismatches).toEqual([]);
    // "rotation" and "rotated" meet, as they do in full-text search
    expect(contentTerms("rotation rotated")).toEqual(["rotat"]);
  });
});

describe("documents as a frontend reads them", () => {
  it("body, revisions newest first, source path; a file: URL is shown to admins only", async () => {
    const d = await addDocument(t, {
      title: "Frontend view",
      body: "First body.",
      sourceUrl: "file:///srv/docs/frontend.md",
    });
    await addDocument(t, { id: d.id, title: "Frontend view", body: "Second body." });
    const q = `query($id: ID!) { document(id: $id) { body sourceUrl sourcePath revisions { number body current } } }`;
    const admin = (await t.gql(q, { id: d.id })).data.document;
    expect(admin).toEqual({
      body: "Second body.",
      sourceUrl: "file:///srv/docs/frontend.md",
      sourcePath: null,
      revisions: [
        { number: 2, body: "Second body.", current: true },
        { number: 1, body: "First body.", current: false },
      ],
    });
    const reader = (await t.gql(q, { id: d.id }, null)).data.document;
    expect(reader.sourceUrl).toBeNull();
    expect(reader.body).toBe("Second body.");
  });
});
