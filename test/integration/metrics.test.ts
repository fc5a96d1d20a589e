/**
 * Issue 58: GET /metrics (prom-client) with request and ask latency by status, model calls, retrieval
 * and validation time, rate-limit refusals, audit chain length and ingest counts; loopback-only
 * unless METRICS_TOKEN is set. One access log line per request, with the caller's key id, never the key.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Writable } from "node:stream";
import pino from "pino";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

const lines: Record<string, unknown>[] = [];
const sink = () =>
  new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });

const metricsUrl = (t: TestApp) => t.url.replace(/\/graphql$/, "/metrics");

describe("GET /metrics and the access log", () => {
  let t: TestApp;
  let reader: { secret: string; id: string };
  beforeAll(async () => {
    t = await startTestApp({ logger: pino({ level: "info" }, sink()) });
    await addDocument(t, {
      title: "Valve guide",
      body: "Valve V-2 must be closed before maintenance.",
    });
    reader = await t.createKey("READER", [], "metrics reader");
  });
  afterAll(async () => t?.close());

  it("counts requests, asks, retrieval, validation, ingest and the audit chain", async () => {
    const r = await t.gql(
      `mutation AskValve { ask(input: { question: "When must valve V-2 be closed?" }) { status } }`,
      {},
      reader.secret,
    );
    expect(r.errors).toBeUndefined();
    const res = await fetch(metricsUrl(t));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /fieldnote_http_request_duration_seconds_count\{route="\/graphql",method="POST",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      new RegExp(`fieldnote_ask_duration_seconds_count\\{status="${r.data.ask.status}"\\} 1`),
    );
    expect(text).toMatch(/fieldnote_retrieval_duration_seconds_count 1/);
    expect(text).toMatch(/fieldnote_documents_ingested_total\{outcome="created"\} 1/);
    expect(text).toMatch(/fieldnote_audit_chain_length\{chain="answer"\} 1/);
    expect(text).toMatch(/fieldnote_audit_chain_length\{chain="event"\} [1-9]/);
    expect(text).toMatch(/# TYPE fieldnote_model_calls_total counter/);
    expect(text).toMatch(/# TYPE fieldnote_rate_limit_refusals_total counter/);
    expect(text).toMatch(/# TYPE fieldnote_validation_duration_seconds histogram/);

    // one access line for the ask: operation name, status, duration, key id; never the secret
    const line = lines.find((l) => l.msg === "request" && l.operation === "AskValve");
    expect(line).toMatchObject({ method: "POST", path: "/graphql", status: 200, keyId: reader.id });
    expect(typeof line!.ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain(reader.secret);
    expect(lines.filter((l) => l.operation === "AskValve")).toHaveLength(1);
  });
});

describe("METRICS_TOKEN and rate-limit refusals", () => {
  const token = "m".repeat(24);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { METRICS_TOKEN: token, RATE_LIMIT_PER_MINUTE: "1" },
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(async () => t?.close());

  it("needs the bearer token, and counts a refused request", async () => {
    expect((await fetch(metricsUrl(t))).status).toBe(401);
    const wrong = await fetch(metricsUrl(t), {
      headers: { authorization: `Bearer ${"x".repeat(24)}` },
    });
    expect(wrong.status).toBe(401);
    const key = await t.createKey("READER");
    await t.gql(`{ __typename }`, {}, key.secret);
    const refused = await t.gql(`{ __typename }`, {}, key.secret);
    expect(refused.status).toBe(429);
    const ok = await fetch(metricsUrl(t), { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/fieldnote_rate_limit_refusals_total\{kind="requests"\} 1/);
  });
});
