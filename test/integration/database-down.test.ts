/**
 * When the database goes away mid-service, a request gets SERVICE_UNAVAILABLE (HTTP 503, retryable),
 * never a stack trace; on PostgreSQL the same request succeeds again once the server accepts connections.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pg from "pg";
import { addDocument, startTestApp, usingPostgres, type TestApp } from "../helpers/test-app";

let t: TestApp;
let reader: string;
let dbName = "";
const DOCS = `{ documents { edges { node { title } } } }`;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

async function takeDatabaseDown(): Promise<void> {
  if (usingPostgres()) {
    // Maintenance as an operator does it: refuse new sessions, end the open ones.
    await admin(async (c) => {
      await c.query(`ALTER DATABASE "${dbName}" WITH ALLOW_CONNECTIONS false`);
      await c.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [dbName],
      );
    });
  } else {
    await t.app.db.pglite!.close();
  }
}

beforeAll(async () => {
  t = await startTestApp({ env: { ANONYMOUS_ACCESS: "true" } });
  reader = (await t.createKey("READER", [], "outage reader")).secret;
  await addDocument(t, { title: "Outage runbook", body: "Page the on-call engineer." });
  if (usingPostgres()) dbName = new URL(t.app.config.database.url).pathname.slice(1);
  // Anonymous callers need no key lookup, so the first database call of their request is the resolver's.
  const before = await t.gql(DOCS, {}, null);
  expect(before.data.documents.edges).toHaveLength(1);
  await takeDatabaseDown();
});
afterAll(async () => {
  if (usingPostgres())
    await admin((c) => c.query(`ALTER DATABASE "${dbName}" WITH ALLOW_CONNECTIONS true`));
  // The embedded instance is already closed; closing it again must not hang the suite.
  await t?.close().catch(() => undefined);
});

describe("the database is down", () => {
  it("a resolver's read is SERVICE_UNAVAILABLE with HTTP 503 and no internals", async () => {
    const r = await t.gql(DOCS, {}, null);
    expect(r.status).toBe(503);
    expect(r.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
    expect(r.errors?.[0]?.message).toMatch(/retry/i);
    expect(r.errors?.[0]?.path).toEqual(["documents"]);
    expect(JSON.stringify(r.errors)).not.toMatch(/stacktrace|prisma|pglite|at .*\.ts:\d+/i);
  });

  it("an API key lookup in the request context is SERVICE_UNAVAILABLE too, not UNAUTHENTICATED", async () => {
    const r = await t.gql(`{ viewer { role } }`, {}, reader);
    expect(r.status).toBe(503);
    expect(r.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
  });

  it("a write is SERVICE_UNAVAILABLE and, once the server is back, the retry succeeds (PostgreSQL)", async () => {
    const w = await t.gql(
      `mutation { upsertDocument(input: { title: "Written during outage", body: "x" }) { id } }`,
    );
    expect(w.status).toBe(503);
    expect(w.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
    if (!usingPostgres()) return; // an embedded instance does not come back within the process
    await admin((c) => c.query(`ALTER DATABASE "${dbName}" WITH ALLOW_CONNECTIONS true`));
    const r = await t.gql(DOCS);
    expect(r.errors).toBeUndefined();
    expect(r.data.documents.edges.map((e: any) => e.node.title)).toEqual(["Outage runbook"]);
  });
});
