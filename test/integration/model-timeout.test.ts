/**
 * Issue 58: a hung model endpoint costs the caller MODEL_TIMEOUT_MS (default 10 s), retries
 * included; each failure is logged at warn with its cause; the answer names the configured model;
 * its evidence is grouped by document as sources are.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Writable } from "node:stream";
import pino from "pino";
import {
  createChatOpenAI,
  LangChainAnswerModel,
} from "../../src/adapters/langchain/langchain-model";
import { loadConfig } from "../../src/config";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";
import { startOpenAiStub, type OpenAiStub } from "../helpers/openai-stub";

const ASK = `mutation($q: String!) { ask(input: { question: $q }) {
  status model retrieval { timingsMs }
  evidence { documentId title excerpt score }
  evidenceByDocument { documentId title score chunks { documentId excerpt score } }
} }`;

let t: TestApp;
let stub: OpenAiStub;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  stub = await startOpenAiStub();
  // a retry is allowed: the deadline still covers the whole call
  const chat = createChatOpenAI({
    baseUrl: stub.url,
    model: "stub-model",
    timeoutMs: 1_000,
    maxRetries: 1,
  });
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  t = await startTestApp({
    model: new LangChainAnswerModel(chat, "stub-model", 1_000),
    logger: pino({ level: "warn" }, sink),
  });
  await addDocument(t, {
    title: "Pump manual",
    body: "## Pump P-7 priming\n\nPrime pump P-7 before the first start.\n\n## Pump P-7 seals\n\nReplace pump P-7 seals every year.\n\n## Pump P-7 noise\n\nA noisy pump P-7 needs its bearings checked.",
  });
  await addDocument(t, {
    title: "Pump log",
    body: "Pump P-7 was primed on Monday.",
  });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe("a hung model endpoint", () => {
  it("costs MODEL_TIMEOUT_MS, retries included; logs the cause at warn; names the model", async () => {
    stub.script({ delayMs: 20_000, reply: "late" }, { delayMs: 20_000, reply: "late" });
    const r = await t.gql(ASK, { q: "How is pump P-7 primed and when are its seals replaced?" });
    expect(r.errors).toBeUndefined();
    const a = r.data.ask;
    expect(a.status).toBe("MODEL_UNAVAILABLE");
    expect(a.model).toBe("stub-model");
    // one deadline of 1 s; before: per-request timeout x (retries + 1), or the deadline + 1 s
    // (the model's own step, timed by the pipeline: the whole request also waits on a busy machine)
    expect(a.retrieval.timingsMs.modelMs).toBeGreaterThanOrEqual(950);
    expect(a.retrieval.timingsMs.modelMs).toBeLessThan(1_900);
    const warn = lines.find((l) => /model call failed/.test(String(l.msg)));
    expect(warn).toBeDefined();
    expect(warn!.level).toBe(40);
    expect(warn!.model).toBe("stub-model");
    expect(String(warn!.cause)).toMatch(/model call failed: \w+/);

    // grouped: one entry per document, all the ungrouped chunks, each group best first
    const groups = a.evidenceByDocument as {
      documentId: string;
      score: number;
      chunks: { documentId: string; score: number }[];
    }[];
    const ids = groups.map((g) => g.documentId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(groups.flatMap((g) => g.chunks).length).toBe(a.evidence.length);
    expect(a.evidence.length).toBeGreaterThan(groups.length);
    for (const g of groups) {
      expect(g.chunks.every((c) => c.documentId === g.documentId)).toBe(true);
      expect(g.score).toBe(Math.max(...g.chunks.map((c) => c.score)));
    }
    expect(groups.map((g) => g.score)).toEqual(
      [...groups.map((g) => g.score)].sort((x, y) => y - x),
    );
  });

  it("the documented default is 10 s", () => {
    const c = loadConfig({ NODE_ENV: "test", OPENAI_BASE_URL: "http://127.0.0.1:1/v1" });
    expect(c.model.kind).toBe("openai");
    if (c.model.kind === "openai") expect(c.model.timeoutMs).toBe(10_000);
  });
});
