/** Step timings of one ask, for its trace. */
export class Timer {
  readonly timings: Record<string, number> = {};
  private readonly t0 = performance.now();
  async lap<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      this.timings[name] = Math.round((performance.now() - t) * 100) / 100;
    }
  }
  total(): number {
    return Math.round((performance.now() - this.t0) * 100) / 100;
  }
}
