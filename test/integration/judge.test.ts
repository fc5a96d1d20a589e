/** MODEL_JUDGE: the real ChatOpenAI structured output against the local stub; hard checks veto, the judge decides the rest. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import {
  createChatOpenAI,
  LangChainAnswerModel,
} from "../../src/adapters/langchain/langchain-model";
import {
  JUDGE_PROMPT_VERSION,
  LangChainClaimJudge,
} from "../../src/adapters/langchain/langchain-judge";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";
import { startOpenAiStub, type OpenAiStub } from "../helpers/openai-stub";

let t: TestApp;
let stub: OpenAiStub;
const ASK = `mutation { ask(input: { question: "When must a rollback start?" }) { status claims { verdict checks { name passed detail } } } }`;

beforeAll(async () => {
  stub = await startOpenAiStub();
  const chat = createChatOpenAI({
    baseUrl: stub.url,
    model: "stub-model",
    timeoutMs: 1_500,
    maxRetries: 0,
  });
  t = await startTestApp({
    model: new LangChainAnswerModel(chat, "stub-model", 1_500),
    judge: new LangChainClaimJudge(chat),
  });
  await addDocument(t, {
    title: "Rollback",
    body: "A rollback must start within 15 minutes of the decision.",
  });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
// no test reads another's requests or inherits its unused replies
beforeEach(() => stub.reset());

describe("model judge", () => {
  it("records its verdict and prompt version, and can turn a claim the soft check accepts into UNSUPPORTED", async () => {
    stub.script(
      { reply: "Rollbacks must start within 15 minutes of the decision. [Rollback]" },
      { reply: '{"supported": false, "reason": "the passage is about something else"}' },
    );
    const r = (await t.gql(ASK)).data.ask;
    expect(r.claims[0].checks.find((c: { name: string }) => c.name === "OVERLAP")).toMatchObject({
      passed: true,
    });
    expect(r.claims[0].verdict).toBe("UNSUPPORTED");
    expect(r.claims[0].checks.at(-1)).toEqual({
      name: "JUDGE",
      passed: false,
      detail: `the passage is about something else (${JUDGE_PROMPT_VERSION})`,
    });
    expect(JSON.stringify(stub.requests[1]!.messages)).toContain(
      "Claim: Rollbacks must start within 15 minutes of the decision.",
    );
  });

  it("decides either way: a paraphrase the soft check finds too loose is SUPPORTED when the judge confirms it", async () => {
    stub.script(
      { reply: "Reverting has to begin within 15 minutes of deciding. [Rollback]" },
      { reply: '{"supported": true, "reason": "same requirement in other words"}' },
    );
    const r = (await t.gql(ASK)).data.ask;
    expect(r.claims[0].checks.find((c: { name: string }) => c.name === "OVERLAP")).toMatchObject({
      passed: false,
    });
    expect(r.claims[0].verdict).toBe("SUPPORTED");
    expect(r.claims[0].checks.at(-1)).toMatchObject({ name: "JUDGE", passed: true });
  });

  it("a verbatim sentence of the cited document needs no judge", async () => {
    stub.script({ reply: "A rollback must start within 15 minutes of the decision. [Rollback]" });
    const before = stub.requests.length;
    const r = (await t.gql(ASK)).data.ask;
    expect(r.status).toBe("SUPPORTED");
    expect(stub.requests.length - before).toBe(1);
  });

  it("is never asked about claims that failed the mechanical checks, and a failing judge never supports", async () => {
    stub.script({ reply: "A rollback must start within 150 minutes of the decision. [Rollback]" });
    const before = stub.requests.length;
    const r = (await t.gql(ASK)).data.ask;
    expect(r.claims[0].verdict).toBe("UNSUPPORTED");
    expect(stub.requests.length - before).toBe(1);
    stub.script(
      { reply: "Rollbacks must start within 15 minutes of the decision. [Rollback]" },
      { status: 500 },
    );
    const down = (await t.gql(ASK)).data.ask;
    expect(down.claims[0].verdict).toBe("UNSUPPORTED");
    expect(down.claims[0].checks.at(-1).detail).toMatch(/judge unavailable/);
  });
});
