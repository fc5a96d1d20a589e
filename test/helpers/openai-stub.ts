/**
 * A local OpenAI-compatible chat-completions server for tests: the real ChatOpenAI client talks to
 * it over HTTP. Each request takes the next scripted behaviour (a reply, a status, malformed JSON,
 * a delay); every request body is kept so tests can assert what the model was sent.
 */
import http from "node:http";

export type StubStep =
  | { reply: string }
  | { status: number; body?: string }
  | { malformed: true }
  | { delayMs: number; reply: string };

export interface OpenAiStub {
  url: string;
  requests: { messages: { role: string; content: string }[] }[];
  script(...steps: StubStep[]): void;
  /** forgets the requests seen and the replies not yet used */
  reset(): void;
  close(): Promise<void>;
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const queue: StubStep[] = [];
  const requests: OpenAiStub["requests"] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      try {
        requests.push(JSON.parse(body));
      } catch {
        requests.push({ messages: [] });
      }
      const step = queue.shift() ?? {
        status: 500,
        body: '{"error":{"message":"no scripted reply"}}',
      };
      const send = (text: string) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-stub",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: "stub-model",
            choices: [
              { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      if ("malformed" in step) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"choices": [ {"message": ');
      } else if ("delayMs" in step) {
        const t = setTimeout(() => send(step.reply), step.delayMs);
        res.on("close", () => clearTimeout(t));
      } else if ("status" in step) {
        res.writeHead(step.status, { "content-type": "application/json" });
        res.end(step.body ?? '{"error":{"message":"stub failure"}}');
      } else send(step.reply);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as import("node:net").AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...steps) => queue.push(...steps),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
