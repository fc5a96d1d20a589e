/**
 * Issue 57 items 9 and 12: others' wrong keys from one address never lock a valid key out (failures
 * are counted per address and per presented key; a valid key always authenticates); variables
 * nested 10,000 deep are a typed 400, not a 500 with a stack trace; a caller over its rate limit is
 * refused before its body is parsed.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { ADMIN_KEY, startTestApp, type TestApp } from "../helpers/test-app";

async function post(
  url: string,
  body: string,
  key: string | null,
): Promise<{ status: number; code?: string; body: any; retryAfter: string | null }> {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body,
  });
  const json = (await res.json()) as any;
  return {
    status: res.status,
    code: json.errors?.[0]?.extensions?.code,
    body: json,
    retryAfter: res.headers.get("retry-after"),
  };
}

const VIEWER = JSON.stringify({ query: "{ viewer { role } }" });

describe("failed authentication never locks out a valid key (issue 57 item 9)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1000", FAILED_AUTH_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("after 20 wrong keys from this address, the ADMIN key and anonymous callers still get in; wrong keys stay refused", async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 20; i++)
      codes.push((await post(t.url, VIEWER, `wrong-key-${i}-0123456789abcdef`)).code);
    expect(codes.slice(0, 3)).toEqual(["UNAUTHENTICATED", "UNAUTHENTICATED", "UNAUTHENTICATED"]);
    expect(new Set(codes.slice(3))).toEqual(new Set(["RATE_LIMITED"]));

    const admin = await post(t.url, VIEWER, ADMIN_KEY);
    expect(admin.status).toBe(200);
    expect(admin.body.data.viewer.role).toBe("ADMIN");
    const anonymous = await post(t.url, VIEWER, null);
    expect(anonymous.body.data.viewer.role).toBe("READER");

    const wrong = await post(t.url, VIEWER, "yet-another-wrong-0123456789abcdef");
    expect(wrong.status).toBe(429);
    expect(Number(wrong.retryAfter)).toBeGreaterThan(0);
  });
});

describe("deep variables and limits before parsing (issue 57 item 12)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("variables nested 10,000 deep are a typed 400 (BAD_USER_INPUT), and the service still answers", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const r = await post(
      t.url,
      `{"query":"query($q: String!) { __typename }","variables":{"q":${deep}}}`,
      ADMIN_KEY,
    );
    expect(r.status).toBe(400);
    expect(r.code).toBe("BAD_USER_INPUT");
    expect(r.body.errors[0].message).toMatch(/more than 32 levels deep/);
    expect(r.body.errors[0].extensions.maxDepth).toBe(32);
    // 32 levels is accepted as far as depth goes (the schema then says what it thinks of the value)
    const ok = await post(t.url, VIEWER, ADMIN_KEY);
    expect(ok.body.data.viewer.role).toBe("ADMIN");
  });

  it("a caller over its rate limit is refused before its body is parsed", async () => {
    // two requests left this minute for the ADMIN key (one was used above, one more here)
    await post(t.url, VIEWER, ADMIN_KEY);
    // the limit is reached: a malformed body is not even parsed (no BAD_REQUEST), it is RATE_LIMITED
    const r = await post(t.url, `{"query": "{ viewer { role } }", "variables": {`, ADMIN_KEY);
    expect(r.status).toBe(429);
    expect(r.code).toBe("RATE_LIMITED");
    expect(r.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
  });
});
