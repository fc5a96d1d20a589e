/**
 * Request limits per caller (per API key; per client address for anonymous callers) and for failed
 * authentication (per client address and per presented key, counted separately: a valid key is
 * never refused because of others' wrong keys from the same address), with rate-limiter-flexible: in memory for one instance, in
 * Redis (REDIS_URL) so that several instances share one limit. Each operation holds at most
 * MAX_ASKS_PER_OPERATION asks, so a request is the unit that is counted.
 */
import net from "node:net";
import type Redis from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

export interface RateLimitSettings {
  perMinute: number;
  failedAuthPerMinute: number;
}

/**
 * The bucket of a client address: every loopback address is one client (127.0.0.0/8 is one machine),
 * IPv4-mapped IPv6 is IPv4, and an IPv6 client is its /64 (one host can take many addresses in it).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "ip:unknown";
  const a = address.replace(/^::ffff:/i, "");
  if (net.isIPv4(a)) return a.startsWith("127.") ? "ip:loopback" : `ip:${a}`;
  if (net.isIPv6(a)) {
    if (a === "::1") return "ip:loopback";
    const full = expandIPv6(a);
    return `ip6:${full.slice(0, 4).join(":")}::/64`;
  }
  return `ip:${a}`;
}

function expandIPv6(a: string): string[] {
  const [head, tail] = a.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  return [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill("0"), ...t].map((x) =>
    x.toLowerCase(),
  );
}

function limiter(points: number, prefix: string, redis: Redis | null): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: prefix, points, duration: 60 });
  if (!redis) return memory;
  // if Redis is unreachable the instance falls back to its own memory: limited, not unlimited
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `fieldnote:${prefix}`,
    points,
    duration: 60,
    insuranceLimiter: memory,
  });
}

export class RequestLimiter {
  private readonly requests: RateLimiterAbstract | null;
  private readonly failures: RateLimiterAbstract | null;
  private readonly failuresPerKey: RateLimiterAbstract | null;

  constructor(settings: RateLimitSettings, redis: Redis | null = null) {
    this.requests = settings.perMinute > 0 ? limiter(settings.perMinute, "req", redis) : null;
    this.failures =
      settings.failedAuthPerMinute > 0
        ? limiter(settings.failedAuthPerMinute, "authfail", redis)
        : null;
    this.failuresPerKey =
      settings.failedAuthPerMinute > 0
        ? limiter(settings.failedAuthPerMinute, "authfailkey", redis)
        : null;
  }

  /** Seconds to wait, or 0 when the request may go ahead (and is counted). */
  async take(key: string): Promise<number> {
    return consume(this.requests, key);
  }

  /**
   * Counts a failed authentication against the client address and against the presented key (its
   * SHA-256; none when no key was sent); seconds to wait when either has had one too many.
   */
  async failedAuth(client: string, presentedKeyHash: string | null): Promise<number> {
    const [byClient, byKey] = await Promise.all([
      consume(this.failures, client),
      presentedKeyHash ? consume(this.failuresPerKey, presentedKeyHash) : Promise.resolve(0),
    ]);
    return Math.max(byClient, byKey);
  }
}

async function consume(l: RateLimiterAbstract | null, key: string): Promise<number> {
  if (!l) return 0;
  try {
    await l.consume(key);
    return 0;
  } catch (err) {
    if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    throw err;
  }
}
