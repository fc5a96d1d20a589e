/**
 * Per-caller fixed-window rate limit (per API key, per client address for anonymous callers). In
 * memory: each API instance limits its own share, which is what a load-balanced deployment wants
 * from a first line of defence.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Seconds to wait, or 0 when the request may go ahead. */
  take(key: string): number {
    if (this.perMinute <= 0) return 0;
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || t - w.start >= 60_000) {
      if (this.windows.size > 100_000) this.windows.clear();
      w = { start: t, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count > this.perMinute ? Math.ceil((w.start + 60_000 - t) / 1000) : 0;
  }
}
