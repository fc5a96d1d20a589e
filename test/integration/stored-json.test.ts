/**
 * JSON columns are checked on read: a row whose JSON no longer has its shape is never rendered as
 * if it were an answer (the reader gets a masked internal error, the operator a log line naming the
 * row and column), and the chain check reports it as broken instead of failing as a whole.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { AnswerModel } from "../../src/core/ask/ask-ports";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

class ScriptedModel implements AnswerModel {
  readonly mode = "generative" as const;
  reply = "";
  async generate() {
    return { text: this.reply, model: "scripted", promptVersion: "t" };
  }
}

const model = new ScriptedModel();
let t: TestApp;
const sql = (q: string) => t.app.db.prisma.$executeRawUnsafe(q);

beforeAll(async () => {
  t = await startTestApp({ model, transport: "in-process" });
});
afterAll(async () => {
  await t?.close();
});

const ASK = `mutation($q: String!) { ask(input: { question: $q }) { id status } }`;
const ANSWER = `query($id: ID!) { answer(id: $id) { id claims { text checks { name passed } } } }`;

describe("stored JSON is read through its schema", () => {
  it("a claim whose stored checks lost their shape: INTERNAL_SERVER_ERROR for readers, a broken link for the chain check", async () => {
    const title = `Filter sheet ${Date.now()}`;
    await addDocument(t, { title, body: "Replace the intake filter every 30 days." });
    model.reply = `Replace the intake filter every 30 days. [${title}]`;
    const asked = (await t.gql(ASK, { q: "How often is the intake filter replaced?" })).data.ask;
    expect(asked.status).toBe("SUPPORTED");
    const admin = (await t.createKey("ADMIN")).secret;
    expect((await t.gql(ANSWER, { id: asked.id }, admin)).data.answer.claims[0].checks).toEqual(
      expect.arrayContaining([{ name: "CITATION", passed: true }]),
    );

    await sql(`ALTER TABLE "Claim" DISABLE TRIGGER USER`);
    try {
      await sql(
        `UPDATE "Claim" SET checks = '[{"name":"TRUST_ME","passed":true,"detail":"ok"}]' WHERE "answerId" = '${asked.id}'`,
      );
      const read = await t.gql(ANSWER, { id: asked.id }, admin);
      expect(read.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      expect(read.errors?.[0]?.message).toBe("Internal server error");
      expect(JSON.stringify(read.errors)).not.toMatch(/TRUST_ME|at .*\.ts/);
      const integrity = (await t.gql(`{ auditIntegrity { ok brokenIds } }`, {}, admin)).data
        .auditIntegrity;
      expect(integrity).toEqual({ ok: false, brokenIds: [asked.id] });
    } finally {
      await sql(`ALTER TABLE "Claim" ENABLE TRIGGER USER`);
    }
  });
});
