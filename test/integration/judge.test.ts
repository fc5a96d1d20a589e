/** MODEL_JUDGE: the real ChatOpenAI structured output against the local stub; the judge can only veto. */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createChatOpenAI, LangChainAnswerModel } from "../../src/adapters/langchain/langchain-model";
import { LangChainClaimJudge } from "../../src/adapters/langchain/langchain-judge";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";
import { startOpenAiStub, type OpenAiStub } from "../helpers/openai-stub";

let t: TestApp;
let stub: OpenAiStub;
const ASK = `mutation { ask(input: { question: "When must a rollback start?" }) { status claims { verdict checks { name passed detail } } } }`;

beforeAll(async () => {
  stub = await startOpenAiStub();
  const chat = createChatOpenAI({ baseUrl: stub.url, model: "stub-model", timeoutMs: 1_500, maxRetries: 0 });
  t = await startTestApp({ model: new LangChainAnswerModel(chat, "stub-model", 1_500), judge: new LangChainClaimJudge(chat) });
  await addDocument(t, { title: "Rollback", body: "A rollback must start within 15 minutes of the decision." });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe("model judge", () => {
  it("records its verdict and can turn a mechanically supported claim into UNSUPPORTED", async () => {
    stub.script({ reply: "A rollback must start within 15 minutes of the decision. [Rollback]" }, { reply: '{"supported": false, "reason": "the passage is about something else"}' });
    const r = (await t.gql(ASK)).data.ask;
    expect(r.claims[0].verdict).toBe("UNSUPPORTED");
    expect(r.claims[0].checks.at(-1)).toEqual({ name: "JUDGE", passed: false, detail: "the passage is about something else" });
    expect(JSON.stringify(stub.requests[1]!.messages)).toContain("Claim: A rollback must start within 15 minutes of the decision.");
  });

  it("agrees: supported stays supported", async () => {
    stub.script({ reply: "A rollback must start within 15 minutes of the decision. [Rollback]" }, { reply: '{"supported": true, "reason": "stated verbatim"}' });
    const r = (await t.gql(ASK)).data.ask;
    expect(r.status).toBe("SUPPORTED");
    expect(r.claims[0].checks.at(-1)).toMatchObject({ name: "JUDGE", passed: true });
  });

  it("is never asked about claims that failed the mechanical checks, and a failing judge never supports", async () => {
    stub.script({ reply: "A rollback must start within 150 minutes of the decision. [Rollback]" });
    const before = stub.requests.length;
    const r = (await t.gql(ASK)).data.ask;
    expect(r.claims[0].verdict).toBe("UNSUPPORTED");
    expect(stub.requests.length - before).toBe(1);
    stub.script({ reply: "A rollback must start within 15 minutes of the decision. [Rollback]" }, { status: 500 });
    const down = (await t.gql(ASK)).data.ask;
    expect(down.claims[0].verdict).toBe("UNSUPPORTED");
    expect(down.claims[0].checks.at(-1).detail).toMatch(/judge unavailable/);
  });
});
