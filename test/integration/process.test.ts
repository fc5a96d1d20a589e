/**
 * The real entry point as a user runs it (`npm start` = node --import tsx src/main.ts) on a fresh embedded data
 * directory: demo knowledge base, key:create through the running service, ingest refused while
 * the service holds the database, graceful SIGTERM, restart on the same data.
 * Skipped on the PostgreSQL pass: it is about the embedded default.
 */
import { afterAll, describe, expect, it } from "@jest/globals";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { usingPostgres } from "../helpers/test-app";

const ROOT = path.join(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
// what `npm start` runs: node itself with tsx's loader, so SIGTERM reaches the service's own handler
const START = [process.execPath, ["--import", "tsx", "src/main.ts"]] as const;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-process-"));
// a generous linger: on a loaded CI machine the in-flight request may not even be read within the 1 s default
const env = {
  ...process.env,
  DATABASE_URL: `pglite:${dir}/pglite`,
  PORT: "0",
  LOG_LEVEL: "info",
  FIELDNOTE_DEMO_DATA: "auto",
  TEST_DATABASE_URL: "",
  SHUTDOWN_LINGER_MS: "5000",
};
const run = promisify(execFile);

const children: ChildProcess[] = [];

function start(): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const child = spawn(START[0], [...START[1]], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
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

/** A POST on the given agent's socket; `sent` resolves once the whole request is written. */
function postOn(
  agent: http.Agent,
  url: string,
  query: string,
): Promise<void> & { sent: Promise<void>; response: Promise<{ body: string }> } {
  const body = JSON.stringify({ query });
  let sent!: () => void;
  const sentP = new Promise<void>((r) => (sent = r));
  const response = new Promise<{ body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ body: text }));
      },
    );
    req.on("error", reject);
    req.end(body, () => sent());
  });
  // the plain promise is for awaiting completion; a failure surfaces through `response`
  return Object.assign(
    response.then(
      () => undefined,
      () => undefined,
    ),
    { sent: sentP, response },
  );
}

async function gql(url: string, query: string, key?: string) {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
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
    const a = await gql(
      first.url,
      `mutation { ask(input: { question: "How do I roll back a release?" }) { status sources { title } limitations { kind } } }`,
    );
    expect(a.data.ask.sources).toEqual([{ title: "Rollback" }]);
    // the shipped status model decides between SUPPORTED and PARTIAL, and a PARTIAL it made says so
    const kinds = a.data.ask.limitations.map((l: { kind: string }) => l.kind);
    expect(["SUPPORTED", "PARTIAL"]).toContain(a.data.ask.status);
    expect(a.data.ask.status === "PARTIAL").toBe(kinds.includes("LOW_CONFIDENCE"));

    const created = await run(
      TSX,
      ["scripts/key-create.ts", "--role", "REVIEWER", "--name", "ops"],
      { cwd: ROOT, env },
    );
    const secret = /secret \(shown once\): (\S+)/.exec(created.stdout)![1]!;
    expect((await gql(first.url, `{ viewer { role name } }`, secret)).data.viewer).toEqual({
      role: "REVIEWER",
      name: "ops",
    });

    // ingest while the embedded service runs goes through the service; the unchanged demo folder is quiet
    const ingest = await run(
      TSX,
      ["scripts/ingest.ts", path.join(ROOT, "prisma", "demo-knowledge-base")],
      { cwd: ROOT, env },
    );
    expect(ingest.stderr).toMatch(/ingesting through it/);
    expect(ingest.stdout).toMatch(/0 created, 0 revised, 0 updated, 12 unchanged, 0 archived/);

    // a request in flight when SIGTERM arrives still gets its answer: its connection is open (a first
    // request on the same keep-alive socket completed) and its bytes are sent before the signal
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await postOn(agent, first.url, `{ __typename }`);
    const inflight = postOn(
      agent,
      first.url,
      `mutation { ask(input: { question: "When must a rollback start?" }) { status } }`,
    );
    await inflight.sent;
    first.child.kill("SIGTERM");
    const answered = await inflight.response;
    // (answered, not cut off: SUPPORTED or, when the status model doubts it, PARTIAL)
    expect(["SUPPORTED", "PARTIAL"]).toContain(JSON.parse(answered.body).data.ask.status);
    agent.destroy();
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(`${dir}/pglite.lock`)).toBe(false);
    expect(fs.existsSync(`${dir}/pglite.control.json`)).toBe(false);

    const second = await start();
    const docs = await gql(second.url, `{ documents(first: 100) { edges { node { title } } } }`);
    expect(docs.data.documents.edges).toHaveLength(10); // 12 demo documents (13 files: one is an older revision), 2 restricted; loaded once
    const integrity = await gql(second.url, `{ auditIntegrity { ok checked } }`, secret);
    expect(integrity.data.auditIntegrity).toEqual({ ok: true, checked: 2 });

    // npm run demo:remove archives the demo through the running service; the audit trail keeps it
    const removed = await run(TSX, ["scripts/demo-remove.ts"], { cwd: ROOT, env });
    expect(removed.stderr).toMatch(/archiving through it/);
    expect(removed.stdout).toMatch(/archived 12 demo document\(s\)/);
    expect(
      (await gql(second.url, `{ documents(first: 100) { edges { node { title } } } }`)).data
        .documents.edges,
    ).toEqual([]);
    const gone = await gql(
      second.url,
      `mutation { ask(input: { question: "How do I roll back a release?" }) { status } }`,
    );
    expect(gone.data.ask.status).not.toBe("SUPPORTED");
    expect(
      (await gql(second.url, `{ auditIntegrity { ok } }`, secret)).data.auditIntegrity.ok,
    ).toBe(true);
    const again = await run(TSX, ["scripts/demo-remove.ts"], { cwd: ROOT, env });
    expect(again.stdout).toMatch(/nothing to archive/);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  }, 120_000);
});

describe("startup errors are one line each", () => {
  const startFailing = async (extra: Record<string, string>) => {
    const result = await run(START[0], [...START[1]], {
      cwd: ROOT,
      env: { ...env, DATABASE_URL: "pglite:memory", ...extra },
    }).then(
      () => ({ code: 0, stdout: "", stderr: "" }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    return { ...result, lines: result.stderr.trim().split("\n") };
  };

  it("a port in use is reported before the database is opened, migrated or loaded", async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, "127.0.0.1", () => r()));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      const r = await startFailing({ PORT: String(port) });
      expect(r.code).toBe(2);
      expect(r.lines).toEqual([
        `fieldnote: port ${port} on 127.0.0.1 is already in use: stop the process holding it or set PORT to a free port`,
      ]);
      expect(r.stdout).not.toMatch(/migrations|demo knowledge base/);
    } finally {
      holder.close();
    }
  }, 60_000);

  it("an unreachable PostgreSQL server: one line naming host, port and database, no credentials and no engine stack", async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", () => r()));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const r = await startFailing({
      DATABASE_URL: `postgresql://fieldnote:hunter2@127.0.0.1:${port}/kb`,
    });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual([
      `fieldnote: cannot use the PostgreSQL database 127.0.0.1:${port}/kb: connect ECONNREFUSED 127.0.0.1:${port}. Start the server or fix DATABASE_URL`,
    ]);
  }, 60_000);
});
