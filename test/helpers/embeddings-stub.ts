/**
 * A local OpenAI-compatible `/v1/embeddings` server for tests: the real OpenAIEmbeddings client talks
 * to it over HTTP. Vectors are deterministic feature hashes of the text's words, with a small
 * synonym table folded in ("turn off" and "disable" hash alike), so a paraphrase is near its
 * source the way a real embedding model makes it. `failNext` makes the next requests fail.
 */
import http from "node:http";
import { createHash } from "node:crypto";

export const STUB_DIMENSIONS = 64;

const SYNONYMS: Record<string, string> = {
  "turn off": "disable",
  "switch off": "disable",
  stop: "disable",
  revert: "rollback",
  "roll back": "rollback",
  undo: "rollback",
};

export function stubVector(text: string): number[] {
  let t = text.toLowerCase();
  for (const [from, to] of Object.entries(SYNONYMS)) t = t.split(from).join(to);
  const v = new Array<number>(STUB_DIMENSIONS).fill(0);
  for (const w of t.match(/[a-z0-9]{3,}/g) ?? []) {
    const h = createHash("sha256")
      .update(w.replace(/(?:ing|ed|es|s)$/, ""))
      .digest();
    v[h[0]! % STUB_DIMENSIONS]! += h[1]! & 1 ? 1 : -1;
  }
  return v;
}

export interface EmbeddingsStub {
  url: string;
  requests: { input: string[]; model: string }[];
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startEmbeddingsStub(): Promise<EmbeddingsStub> {
  const requests: EmbeddingsStub["requests"] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const parsed = JSON.parse(body) as { input: string | string[]; model: string };
      const input = Array.isArray(parsed.input) ? parsed.input : [parsed.input];
      requests.push({ input, model: parsed.model });
      if (failures > 0) {
        failures--;
        res.writeHead(500, { "content-type": "application/json" });
        res.end('{"error":{"message":"stub failure"}}');
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          object: "list",
          model: parsed.model,
          data: input.map((text, index) => ({
            object: "embedding",
            index,
            embedding: stubVector(text),
          })),
          usage: { prompt_tokens: 1, total_tokens: 1 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as import("node:net").AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (n) => (failures = n),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
