/**
 * Exact dot products of one query with every row of a matrix of chunk vectors. Scoring every
 * readable row (not an approximate index) is what keeps a reader's neighbours independent of rows
 * they may not read; this makes that scan cheap: WebAssembly SIMD, four lanes at a time over
 * float32 rows in the module's own memory (measured in `npm run bench`, hybrid section), with a
 * plain loop where the runtime lacks SIMD or the matrix does not fit a 32-bit address space.
 */
import { WASM_BASE64 } from "./dot-scan.wasm";

export interface DotMatrix {
  readonly rows: number;
  readonly dimensions: number;
  readonly engine: "simd" | "scalar";
  /** Stores row i (values beyond `dimensions` are ignored). */
  set(i: number, v: ArrayLike<number>): void;
  /** dot(q, row i) for every row i; the returned array is reused by the next call. */
  scores(q: ArrayLike<number>): Float32Array;
}

const PAGE = 65536;
/** wasm32 addresses 4 GiB; stay well below, V8 refuses large memories on small machines anyway */
const MAX_BYTES = 2 ** 31;

let compiled: WebAssembly.Module | null | undefined;

function simdModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    const bytes = Buffer.from(WASM_BASE64, "base64");
    compiled = WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
  }
  return compiled;
}

export function dotMatrix(
  rows: number,
  dimensions: number,
  options: { engine?: "simd" | "scalar" } = {},
): DotMatrix {
  const module = options.engine === "scalar" ? null : simdModule();
  if (module) {
    const stride = Math.ceil(dimensions / 8) * 8;
    const bytes = stride * 4 * (rows + 1) + Math.ceil(rows / 4) * 16;
    if (bytes < MAX_BYTES) {
      try {
        return new SimdMatrix(module, rows, dimensions, stride);
      } catch (err) {
        if (!(err instanceof RangeError)) throw err; // memory.grow refused: score in JS instead
      }
    }
  }
  return new ScalarMatrix(rows, dimensions);
}

class SimdMatrix implements DotMatrix {
  readonly engine = "simd";
  private readonly scan: (
    query: number,
    rows: number,
    n: number,
    stride: number,
    out: number,
  ) => void;
  private readonly view: Float32Array;
  // layout (in floats): the query, then the scores (16-byte aligned), then the rows
  private readonly outAt: number;
  private readonly rowsAt: number;

  constructor(
    module: WebAssembly.Module,
    readonly rows: number,
    readonly dimensions: number,
    private readonly stride: number,
  ) {
    const instance = new WebAssembly.Instance(module, {});
    const memory = instance.exports.memory as WebAssembly.Memory;
    this.scan = instance.exports.scan as SimdMatrix["scan"];
    this.outAt = stride;
    this.rowsAt = this.outAt + Math.ceil(rows / 4) * 4;
    const bytes = (this.rowsAt + rows * stride) * 4;
    const pages = Math.ceil(bytes / PAGE) - memory.buffer.byteLength / PAGE;
    if (pages > 0) memory.grow(pages);
    this.view = new Float32Array(memory.buffer);
  }

  set(i: number, v: ArrayLike<number>): void {
    const at = this.rowsAt + i * this.stride;
    for (let k = 0; k < this.dimensions; k++) this.view[at + k] = v[k] ?? 0;
  }

  scores(q: ArrayLike<number>): Float32Array {
    for (let k = 0; k < this.dimensions; k++) this.view[k] = q[k] ?? 0;
    this.scan(0, this.rowsAt * 4, this.rows, this.stride, this.outAt * 4);
    return this.view.subarray(this.outAt, this.outAt + this.rows);
  }
}

class ScalarMatrix implements DotMatrix {
  readonly engine = "scalar";
  private readonly values: Float32Array;
  private readonly out: Float32Array;

  constructor(
    readonly rows: number,
    readonly dimensions: number,
  ) {
    this.values = new Float32Array(rows * dimensions);
    this.out = new Float32Array(rows);
  }

  set(i: number, v: ArrayLike<number>): void {
    const at = i * this.dimensions;
    for (let k = 0; k < this.dimensions; k++) this.values[at + k] = v[k] ?? 0;
  }

  scores(q: ArrayLike<number>): Float32Array {
    const d = this.dimensions;
    for (let i = 0; i < this.rows; i++) {
      const at = i * d;
      let s = 0;
      for (let k = 0; k < d; k++) s += q[k]! * this.values[at + k]!;
      this.out[i] = s;
    }
    return this.out;
  }
}
