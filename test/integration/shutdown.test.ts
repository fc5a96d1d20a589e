/** Graceful shutdown: a request in flight when stopping begins is answered, with "Connection: close". */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { AnswerModel } from "../../src/core/ask/ask-ports";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

class SlowModel implements AnswerModel {
  readonly mode = "generative" as const;
  started!: () => void;
  readonly inFlight = new Promise<void>((resolve) => (this.started = resolve));
  async generate() {
    this.started();
    await new Promise((r) => setTimeout(r, 400));
    return { text: "The office opens at 8. [Office hours]", model: "slow", promptVersion: "t" };
  }
}

const model = new SlowModel();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ model });
  await addDocument(t, { title: "Office hours", body: "The office opens at 8." });
});
afterAll(async () => {
  await t?.close().catch(() => undefined);
});

describe("shutdown", () => {
  it("finishes the in-flight request and tells the client not to reuse the connection", async () => {
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({
      query: `mutation { ask(input: { question: "When does the office open?" }) { status } }`,
    });
    const response = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const req = http.request(
          t.url,
          {
            method: "POST",
            agent,
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
            },
          },
          (res) => {
            let data = "";
            res.on("data", (c) => (data += c));
            res.on("end", () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection, body: data }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      },
    );
    await model.inFlight; // the request is being processed: now stop
    const stopped = t.http.stop();
    const r = await response;
    await stopped;
    agent.destroy();
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).data.ask.status).toBe("SUPPORTED");
    expect(r.connection).toBe("close");
  });
});

describe("shutdown with a keep-alive client sending one request after another", () => {
  it("answers a request already sent on a kept-alive socket, and refuses the next connection cleanly (no reset)", async () => {
    const second = new SlowModel();
    const u = await startTestApp({ model: second, env: { SHUTDOWN_LINGER_MS: "1000" } });
    await addDocument(u, { title: "Office hours", body: "The office opens at 8." });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = () =>
      new Promise<{ status: number; connection?: string } | { error: string }>((resolve) => {
        const body = JSON.stringify({
          query: `mutation { ask(input: { question: "When does the office open?" }) { status } }`,
        });
        const req = http.request(
          u.url,
          {
            method: "POST",
            agent,
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on("end", () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection }),
            );
          },
        );
        req.on("error", (err: NodeJS.ErrnoException) =>
          resolve({ error: err.code ?? err.message }),
        );
        req.end(body);
      });
    try {
      const outcomes: Array<Awaited<ReturnType<typeof send>>> = [];
      let stopping: Promise<void> | undefined;
      for (let i = 0; i < 4; i++) {
        const pending = send();
        if (i === 2) {
          // the third request is on its way on the kept-alive socket, not yet processed, when stop begins
          stopping = u.http.stop();
        }
        outcomes.push(await pending);
      }
      await stopping;
      expect(outcomes.slice(0, 2)).toEqual([
        { status: 200, connection: "keep-alive" },
        { status: 200, connection: "keep-alive" },
      ]);
      expect(outcomes[2]).toEqual({ status: 200, connection: "close" });
      // the fourth goes out on a new connection the closed listener refuses: nothing was processed, safe to retry
      expect(outcomes[3]).toEqual({ error: "ECONNREFUSED" });
    } finally {
      agent.destroy();
      await u.close().catch(() => undefined);
    }
  });
});
