/**
 * Issue 58, "The audit trail, end to end": audit:keygen makes a key config accepts; audit:checkpoint
 * and audit:export work while the embedded service runs (through its local control, as ingest and
 * key:create do), and the export holds the whole trail; audit:verify then verifies with the
 * checkpoint file and fails (exit 1) on a trail with no checkpoint.
 */
import { afterAll, describe, expect, it } from "@jest/globals";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { publicKeyOf, readSigningKey } from "../../src/core/audit/checkpoints";
import { usingPostgres } from "../helpers/test-app";

const ROOT = path.join(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-audit-cmd-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

async function keygen(): Promise<{ key: string; publicKey: string }> {
  const r = await run(TSX, ["scripts/audit-keygen.ts"], { cwd: ROOT, env: process.env });
  const key = /^AUDIT_SIGNING_KEY=(\S+)$/m.exec(r.stdout)![1]!;
  const publicKey = /public key .*: (\S+)$/m.exec(r.stderr)![1]!;
  return { key, publicKey };
}

describe("npm run audit:keygen", () => {
  it("prints a new Ed25519 AUDIT_SIGNING_KEY that config reads, and --public prints its public key", async () => {
    const { key, publicKey } = await keygen();
    expect(publicKeyOf(readSigningKey(key))).toBe(publicKey);
    expect((await keygen()).key).not.toBe(key);
    const pub = await run(TSX, ["scripts/audit-keygen.ts", "--public"], {
      cwd: ROOT,
      env: { ...process.env, AUDIT_SIGNING_KEY: key, FIELDNOTE_ENV_FILE: "off" },
    });
    expect(pub.stdout.trim()).toBe(publicKey);
  }, 180_000);
});

(usingPostgres() ? describe.skip : describe)(
  "audit commands while the embedded service runs",
  () => {
    it("checkpoint and export go through the service; verify needs a checkpoint", async () => {
      const { key } = await keygen();
      const env = {
        ...process.env,
        DATABASE_URL: `pglite:${dir}/pglite`,
        PORT: "0",
        LOG_LEVEL: "info",
        FIELDNOTE_DEMO_DATA: "on",
        FIELDNOTE_ENV_FILE: "off",
        TEST_DATABASE_URL: "",
        AUDIT_SIGNING_KEY: key,
      };
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: ROOT,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        const timer = setTimeout(() => reject(new Error(`no ready line: ${out}`)), 240_000);
        child.stdout!.on("data", (d) => {
          out += d;
          const m = /"url":"(http:[^"]+)"/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
        child.stderr!.on("data", (d) => (out += d));
      });
      await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `mutation { ask(input: { question: "How do I roll back a release?" }) { id } }`,
        }),
      });

      const checkpoints = path.join(dir, "checkpoints.jsonl");
      const cp = await run(TSX, ["scripts/audit-checkpoint.ts", "--out", checkpoints], {
        cwd: ROOT,
        env,
      });
      expect(cp.stderr).toMatch(/checkpoint: answer #1 /);
      const exported = path.join(dir, "trail.jsonl");
      await run(TSX, ["scripts/audit-export.ts", "--out", exported], { cwd: ROOT, env });
      const kinds = fs
        .readFileSync(exported, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { record: string }).record);
      expect(kinds.filter((k) => k === "answer")).toHaveLength(1);
      expect(kinds.filter((k) => k === "event").length).toBeGreaterThanOrEqual(12); // the demo's documents
      expect(kinds.filter((k) => k === "checkpoint")).toHaveLength(1);

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const verified = await run(TSX, ["scripts/audit-verify.ts", "--checkpoints", checkpoints], {
        cwd: ROOT,
        env,
      });
      expect(verified.stdout).toMatch(/audit trail verifies/);

      // a trail with no checkpoint at all does not verify
      const empty = { ...env, DATABASE_URL: `pglite:${dir}/empty`, FIELDNOTE_DEMO_DATA: "off" };
      const failed = await run(TSX, ["scripts/audit-verify.ts"], { cwd: ROOT, env: empty }).then(
        () => null,
        (err: { code: number; stdout: string }) => err,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toMatch(/NO_CHECKPOINT/);
    }, 600_000);
  },
);
