/**
 * One isolated Fieldnote per test file, served over real HTTP on a free port: in-memory PGlite
 * (from the migrated template) by default, or a fresh database on the PostgreSQL server named by
 * TEST_DATABASE_URL (created here, dropped on close).
 */
import fs from "node:fs";
import pg from "pg";
import pino from "pino";
import { inProcess } from "./in-process";
import { createApp, type App } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { AnswerModel, ClaimJudge } from "../../src/core/ask/ask-ports";
import type { RunningHttp } from "../../src/http/http-server";

export const ADMIN_KEY = "test-admin-key-0123456789abcdef";

export interface TestApp {
  app: App;
  http: RunningHttp;
  url: string;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    key?: string | null,
  ): Promise<{ data?: T; errors?: any[]; status: number }>;
  createKey(
    role: "READER" | "REVIEWER" | "ADMIN",
    groups?: string[],
    name?: string,
  ): Promise<{ secret: string; id: string }>;
  close(): Promise<void>;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL?.startsWith("postgres"));

export { freshPostgresUrl };

async function freshPostgresUrl(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fieldnote_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function startTestApp(
  options: {
    model?: AnswerModel;
    judge?: ClaimJudge;
    env?: Record<string, string>;
    onQuery?: (sql: string) => void;
    databaseUrl?: string;
    /**
     * "in-process": `gql` calls the schema with Apollo's executeOperation (test/helpers/in-process.ts),
     * for resolver tests where no HTTP behaviour is under test; the HTTP server still runs.
     */
    transport?: "http" | "in-process";
    /** where the app logs (silent by default) */
    logger?: pino.Logger;
  } = {},
): Promise<TestApp> {
  let databaseUrl = "pglite:memory";
  let drop = async () => {};
  let template: Blob | undefined;
  if (options.databaseUrl) {
    databaseUrl = options.databaseUrl; // shared with another instance: the caller drops it
  } else if (usingPostgres()) {
    const fresh = await freshPostgresUrl(process.env.TEST_DATABASE_URL!);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  } else if (process.env.PGLITE_TEMPLATE) {
    template = new Blob([fs.readFileSync(process.env.PGLITE_TEMPLATE)]);
  }
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    PORT: "0",
    FIELDNOTE_ADMIN_KEY: ADMIN_KEY,
    FIELDNOTE_DEMO_DATA: "off",
    RATE_LIMIT_PER_MINUTE: "0",
    SHUTDOWN_LINGER_MS: "0", // closing a test app should not wait on fetch's idle keep-alive sockets
    // the rules' statuses are what most tests pin; the status model is tested with it on
    // (test/integration/status-model.test.ts, test/unit/status-model.test.ts)
    STATUS_MODEL: "off",
    ...options.env,
  });
  const app = await createApp(config, {
    model: options.model,
    judge: options.judge,
    logger: options.logger ?? pino({ level: "silent" }),
    pgliteTemplate: template,
    onQuery: options.onQuery,
  });
  const http = await app.listen();
  const direct = options.transport === "in-process" ? await inProcess(app) : null;
  const gql: TestApp["gql"] = async (query, variables, key = ADMIN_KEY) => {
    if (direct) return direct.op(query, variables, key);
    const res = await fetch(http.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: any[] };
    return { ...body, status: res.status };
  };
  return {
    app,
    http,
    url: http.url,
    gql,
    async createKey(role, groups = [], name = `${role.toLowerCase()} key`) {
      const r = await gql(
        `mutation($i: ApiKeyInput!) { createApiKey(input: $i) { secret apiKey { id } } }`,
        { i: { name, role, groups } },
      );
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return { secret: r.data.createApiKey.secret, id: r.data.createApiKey.apiKey.id };
    },
    async close() {
      await direct?.stop();
      await app.close();
      await drop();
    },
  };
}

export const UPSERT = `mutation($i: DocumentInput!) { upsertDocument(input: $i) { id title groups status revision revisionId effectiveDate } }`;

export async function addDocument(
  t: TestApp,
  input: Record<string, unknown>,
): Promise<{ id: string; revision: number; revisionId: string }> {
  const r = await t.gql(UPSERT, { i: input });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.upsertDocument;
}
