import fc from "fast-check";
import { dotMatrix } from "../../src/adapters/vectors/dot-scan";

/** The reference: the dot product in double precision, written out the plainest way. */
function reference(q: number[], row: number[]): number {
  return q.reduce((s, x, k) => s + x * row[k]!, 0);
}

const f32 = (x: number) => Math.fround(x);

describe("vector scan", () => {
  it("uses WebAssembly SIMD on this runtime", () => {
    expect(dotMatrix(3, 5).engine).toBe("simd");
  });

  it.each(["simd", "scalar"] as const)(
    "%s: scores every row as the plain dot product does, for any size",
    (engine) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 70 }),
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          (dimensions, rows, seed) => {
            let s = seed;
            const rand = () => ((s = (s * 48271) % 2147483647) / 2147483647) * 2 - 1;
            const data = Array.from({ length: rows }, () =>
              Array.from({ length: dimensions }, () => f32(rand())),
            );
            const q = Array.from({ length: dimensions }, () => f32(rand()));
            const m = dotMatrix(rows, dimensions, { engine });
            expect(m.engine).toBe(engine);
            data.forEach((r, i) => m.set(i, r));
            const got = Array.from(m.scores(q));
            expect(got).toHaveLength(rows);
            got.forEach((x, i) => expect(x).toBeCloseTo(reference(q, data[i]!), 4));
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it("scores a second query without leftovers of the first", () => {
    const m = dotMatrix(2, 9);
    m.set(0, [1, 0, 0, 0, 0, 0, 0, 0, 1]);
    m.set(1, [0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(m.scores([0, 0, 0, 0, 0, 0, 0, 0, 2]))).toEqual([2, 0]);
    expect(Array.from(m.scores([0, 3, 0, 0, 0, 0, 0, 0, 0]))).toEqual([0, 3]);
  });

  it("holds a text-embedding-sized matrix (1,536 dimensions)", () => {
    const m = dotMatrix(1000, 1536);
    const row = Array.from({ length: 1536 }, (_, k) => (k % 7) / 7);
    m.set(999, row);
    expect(m.scores(row)[999]).toBeCloseTo(reference(row, row), 2);
    expect(m.scores(row)[0]).toBe(0);
  });
});
