/**
 * The real entry point as a user runs it (`npm start` = tsx src/main.ts) on a fresh embedded data
 * directory: demo knowledge base, key:create through the running service, ingest refused while
 * the service holds the database, graceful SIGTERM, restart on the same data.
 * Skipped on the PostgreSQL pass: it is about the embedded default.
 */
import { afterAll, describe, expect, it } from "@jest/globals";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { usingPostgres } from "../helpers/test-app";

const ROOT = path.join(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-process-"));
const env = { ...process.env, DATABASE_URL: `pglite:${dir}/pglite`, PORT: "0", LOG_LEVEL: "info", FIELDNOTE_DEMO_DATA: "auto", TEST_DATABASE_URL: "" };
const run = promisify(execFile);

const children: ChildProcess[] = [];

function start(): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const child = spawn(TSX, ["src/main.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.push(child);
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no ready line: ${out}`)), 60_000);
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /"url":"(http:[^"]+)"/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, exited });
      }
    });
    child.stderr!.on("data", (d) => (out += d));
  });
}

async function gql(url: string, query: string, key?: string) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify({ query }) });
  return (await res.json()) as any;
}

afterAll(() => {
  // a failed assertion must not leave a server running (it would keep jest alive)
  for (const c of children) {
    try {
      process.kill(-c.pid!, "SIGKILL"); // the whole group: tsx and the node process it runs
    } catch {
      // already gone
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

(usingPostgres() ? describe.skip : describe)("npm start on a fresh machine", () => {
  it("serves the demo knowledge base, creates keys while running, and stops gracefully", async () => {
    const first = await start();
    const a = await gql(first.url, `mutation { ask(input: { question: "How do I roll back a release?" }) { status sources { title } } }`);
    expect(a.data.ask).toEqual({ status: "SUPPORTED", sources: [{ title: "Rollback" }] });

    const created = await run(TSX, ["scripts/key-create.ts", "--role", "REVIEWER", "--name", "ops"], { cwd: ROOT, env });
    const secret = /secret \(shown once\): (\S+)/.exec(created.stdout)![1]!;
    expect((await gql(first.url, `{ viewer { role name } }`, secret)).data.viewer).toEqual({ role: "REVIEWER", name: "ops" });

    // ingest while the embedded service runs goes through the service; the unchanged demo folder is quiet
    const ingest = await run(TSX, ["scripts/ingest.ts", path.join(ROOT, "prisma", "demo-knowledge-base")], { cwd: ROOT, env });
    expect(ingest.stderr).toMatch(/ingesting through it/);
    expect(ingest.stdout).toMatch(/0 created, 0 revised, 0 updated, 12 unchanged, 0 archived/);

    // a request in flight when SIGTERM arrives still gets its answer
    const inflight = gql(first.url, `mutation { ask(input: { question: "When must a rollback start?" }) { status } }`);
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill("SIGTERM");
    expect((await inflight).data.ask.status).toBe("SUPPORTED");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(`${dir}/pglite.lock`)).toBe(false);
    expect(fs.existsSync(`${dir}/pglite.control.json`)).toBe(false);

    const second = await start();
    const docs = await gql(second.url, `{ documents(first: 100) { edges { node { title } } } }`);
    expect(docs.data.documents.edges).toHaveLength(10); // 12 demo documents (13 files: one is an older revision), 2 restricted; loaded once
    const integrity = await gql(second.url, `{ auditIntegrity { ok checked } }`, secret);
    expect(integrity.data.auditIntegrity).toEqual({ ok: true, checked: 2 });
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  }, 120_000);
});
