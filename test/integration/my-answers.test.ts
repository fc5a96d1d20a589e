/**
 * Query.myAnswers: a caller with a key lists the answers asked with it, in the reader-facing view.
 * In process (executeOperation): no HTTP behaviour is under test here.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { inProcess, type InProcess } from "../helpers/in-process";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let gql: InProcess["op"];
let graphql: InProcess;
beforeAll(async () => {
  t = await startTestApp();
  graphql = await inProcess(t.app);
  gql = graphql.op;
  await addDocument(t, {
    title: "Rollback",
    body: "A rollback must start within 15 minutes of the decision.",
  });
});
afterAll(async () => {
  await graphql?.stop();
  await t?.close();
});

const ASK = `mutation($q: String!) { ask(input: { question: $q }) { id } }`;
const MINE = `query($f: MyAnswerFilter, $first: Int) { myAnswers(filter: $f, first: $first) { edges { node { id question status retrieval { candidates { title } } } } pageInfo { hasNextPage } } }`;

describe("myAnswers", () => {
  it("lists only the caller's own answers, newest first, without the reviewer trace", async () => {
    const mine = await t.createKey("READER", [], `me ${Date.now()}`);
    const other = await t.createKey("READER", [], `other ${Date.now()}`);
    const a1 = (await gql(ASK, { q: "When must a rollback start?" }, mine.secret)).data.ask.id;
    await gql(ASK, { q: "When must a rollback start, really?" }, other.secret);
    const a2 = (await gql(ASK, { q: "How fast does a rollback start?" }, mine.secret)).data.ask.id;
    const r = (await gql(MINE, {}, mine.secret)).data.myAnswers;
    expect(r.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a2, a1]);
    expect(r.edges.every((e: { node: { retrieval: unknown } }) => e.node.retrieval === null)).toBe(
      true,
    );
    const filtered = (await gql(MINE, { f: { questionContains: "HOW FAST" } }, mine.secret)).data
      .myAnswers;
    expect(filtered.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a2]);
    const page = (await gql(MINE, { first: 1 }, mine.secret)).data.myAnswers;
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it("needs a key; bad input is a typed error", async () => {
    expect((await gql(MINE, {}, null)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const k = await t.createKey("READER", [], `bad ${Date.now()}`);
    expect((await gql(MINE, { first: 0 }, k.secret)).errors?.[0]?.extensions?.code).toBe(
      "BAD_USER_INPUT",
    );
  });
});
