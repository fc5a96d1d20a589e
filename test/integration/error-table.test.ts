/** One error table maps every code to its HTTP status, whichever path the error takes. */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { HTTP_STATUS } from "../../src/graphql/error-codes";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let reader: string;
beforeAll(async () => {
  t = await startTestApp({ env: { ANONYMOUS_ACCESS: "true" } });
  reader = (await t.createKey("READER", [], "error table reader")).secret;
  await addDocument(t, { title: "Taken title", body: "x" });
});
afterAll(async () => {
  await t?.close();
});

describe.each([
  ["BAD_USER_INPUT", "resolver", `mutation { ask(input: { question: "   " }) { id } }`, undefined],
  ["UNAUTHENTICATED", "resolver", `{ answers { edges { node { id } } } }`, null],
  ["UNAUTHENTICATED", "context", `{ viewer { role } }`, "not-a-real-key-0123456789abcdef"],
  [
    "FORBIDDEN",
    "resolver",
    `mutation { createApiKey(input: { name: "x", role: READER }) { secret } }`,
    "reader",
  ],
  [
    "NOT_FOUND",
    "resolver",
    `mutation { renameDocument(id: "00000000-0000-0000-0000-000000000000", title: "x") { id } }`,
    undefined,
  ],
  [
    "TITLE_CONFLICT",
    "resolver",
    `mutation { upsertDocument(input: { title: "taken TITLE", body: "y" }) { id } }`,
    undefined,
  ],
  ["NOT_CONFIGURED", "resolver", `{ auditCheckpoint { signature } }`, undefined],
  ["GRAPHQL_VALIDATION_FAILED", "validation", `{ noSuchField }`, undefined],
])("%s (%s)", (code, _path, query, key) => {
  it(`is HTTP ${HTTP_STATUS[code]}`, async () => {
    const r = await t.gql(query, {}, key === "reader" ? reader : key);
    expect(r.errors?.[0]?.extensions?.code).toBe(code);
    expect(r.status).toBe(HTTP_STATUS[code]);
  });
});

describe("a query past the token limit", () => {
  it("is the client's error: HTTP 400, not 500", async () => {
    const r = await t.gql(
      `{ ${Array.from({ length: 3000 }, (_, i) => `f${i}: __typename`).join(" ")} }`,
    );
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe("TOO_MANY_TOKENS");
    expect(r.errors?.[0]?.message).toMatch(/more than 5000 tokens/);
  });
});

describe("a malformed query and each limit", () => {
  const typeRefs = (n: number) => `${"ofType { ".repeat(n)}name${" }".repeat(n)}`;
  it.each([
    ["a syntax error", `{ viewer { role `, "GRAPHQL_PARSE_FAILED", /Syntax Error/],
    [
      "too deep",
      `{ ${"answers { edges { node { ".repeat(3)}id${" } } }".repeat(3)} }`,
      "QUERY_TOO_DEEP",
      /nests fields 10 levels deep; the limit is 8/,
    ],
    [
      "introspection nested 44 levels",
      `{ __schema { types { fields { type { ${typeRefs(40)} } } } } }`,
      "QUERY_TOO_DEEP",
      /nests fields 45 levels deep; the limit is 15/,
    ],
    [
      "too costly",
      `{ answers { edges { node { ${"...A ".repeat(300)} } } } } fragment A on Answer { claims { citations { document { revisions { body } } } } }`,
      "QUERY_TOO_COSTLY",
      /shape costs \d+ .*the limit is 20000/,
    ],
    [
      "too many aliases",
      `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: viewer { role }`).join(" ")} }`,
      "TOO_MANY_ALIASES",
      /uses \d+ aliases; the limit is 15/,
    ],
  ])("%s: its own code, a sentence, HTTP 400", async (_name, query, code, message) => {
    const r = await t.gql(query, {}, undefined);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe(code);
    expect(r.errors?.[0]?.message).toMatch(message);
    expect(r.errors?.[0]?.message).not.toMatch(/^Syntax Error: Query/);
  });

  it("the standard introspection query still passes (GraphQL tools rely on it)", async () => {
    const { getIntrospectionQuery } = await import("graphql");
    const r = await t.gql(getIntrospectionQuery(), {}, undefined);
    expect(r.errors).toBeUndefined();
    expect(r.status).toBe(200);
  });
});
