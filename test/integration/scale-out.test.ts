/**
 * Several instances, one database: two services against one PostgreSQL server and one Redis keep
 * one answer chain and one rate limit. And limits an attacker cannot dodge: wrong keys are limited
 * per client, every loopback address is one client.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { clientKey } from "../../src/http/rate-limiter";
import {
  addDocument,
  freshPostgresUrl,
  startTestApp,
  usingPostgres,
  type TestApp,
} from "../helpers/test-app";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisUp(): Promise<boolean> {
  const u = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 6379), u.hostname, () => (s.end(), resolve(true)));
    s.on("error", () => resolve(false));
  });
}

describe("client addresses", () => {
  it.each([
    ["127.0.0.1", "ip:loopback"],
    ["127.45.6.7", "ip:loopback"],
    ["::1", "ip:loopback"],
    ["::ffff:127.0.0.2", "ip:loopback"],
    ["::ffff:10.1.2.3", "ip:10.1.2.3"],
    ["2001:db8:1:2:aaaa::1", "ip6:2001:db8:1:2::/64"],
    ["2001:db8:1:2:bbbb::9", "ip6:2001:db8:1:2::/64"],
  ])("%s -> %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe("failed authentication is limited per client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1000", FAILED_AUTH_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the fourth wrong key in a minute is RATE_LIMITED with retry-after, and so is the client's next request", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await t.gql(`{ viewer { role } }`, {}, `wrong-key-${i}-0123456789abcdef`)).errors?.[0]
          ?.extensions?.code,
      );
    expect(codes).toEqual([
      "UNAUTHENTICATED",
      "UNAUTHENTICATED",
      "UNAUTHENTICATED",
      "RATE_LIMITED",
    ]);
    const next = await fetch(t.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: "Bearer also-wrong-0123456789abcdef",
      },
      body: JSON.stringify({ query: "{ viewer { role } }" }),
    });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

(usingPostgres() ? describe : describe.skip)("two instances, one PostgreSQL, one Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let drop = async () => {};
  let redis = false;
  beforeAll(async () => {
    redis = await redisUp();
    if (!redis) return;
    const shared = await freshPostgresUrl(process.env.TEST_DATABASE_URL!);
    drop = shared.drop;
    const env = { REDIS_URL, RATE_LIMIT_PER_MINUTE: "5" };
    a = await startTestApp({ databaseUrl: shared.url, env });
    b = await startTestApp({ databaseUrl: shared.url, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
  });

  it("one chain and one limit", async () => {
    if (!redis)
      throw new Error(
        `Redis is not reachable at ${REDIS_URL}: .ci/run starts it; start it to run this test`,
      );
    await addDocument(a, { title: "Shared handbook", body: "The office opens at 8." });
    const key = await a.createKey("READER", [], `shared ${Date.now()}`); // a fresh key: a fresh bucket
    const ask = (t: TestApp) =>
      t.gql(
        `mutation { ask(input: { question: "When does the office open?" }) { id } }`,
        {},
        key.secret,
      );
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await ask(a), await ask(b));
    const codes = results.map((r) => r.errors?.[0]?.extensions?.code ?? "ok");
    expect(codes).toEqual(["ok", "ok", "ok", "ok", "ok", "RATE_LIMITED"]); // 5 a minute, counted across both instances
    const integrity = (await b.gql(`{ auditIntegrity { ok checked } }`)).data.auditIntegrity;
    expect(integrity).toEqual({ ok: true, checked: 5 });
  });
});
