/** The example client in examples/client, typed from schema.graphql, works against the real service. */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createClient, FieldnoteError } from "../../examples/client/fieldnote-client";
import { AskDocument, MyAnswersDocument } from "../../examples/client/operations";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addDocument(t, {
    title: "Release rollback",
    body: "## How\n\nRoll back a release with `deployctl rollback <release>` within 15 minutes.",
  });
});
afterAll(async () => {
  await t?.close();
});

describe("examples/client", () => {
  it("asks, and gets claims, sources with highlightable quotes and limitations, typed", async () => {
    const key = (await t.createKey("READER", [], "example client")).secret;
    const request = createClient({ url: t.url, apiKey: key });
    const { ask } = await request(AskDocument, { question: "How do I roll back a release?" });
    expect(ask.status).toBe("SUPPORTED");
    const source = ask.sources[0]!;
    expect(source.title).toBe("Release rollback");
    for (const q of source.quotes) expect(source.excerpt.slice(q.start, q.end)).toBe(q.text);
    const mine = await request(MyAnswersDocument, { first: 5 });
    expect(mine.myAnswers.edges.map((e) => e.node.id)).toEqual([ask.id]);
  });

  it("surfaces a failure as its code: myAnswers without a key is UNAUTHENTICATED (401)", async () => {
    const request = createClient({ url: t.url });
    const failure = await request(MyAnswersDocument, { first: 5 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FieldnoteError);
    expect(failure).toMatchObject({ code: "UNAUTHENTICATED", status: 401 });
  });
});
