/** The command-line tools as an operator runs them, on an embedded data directory. */
import { afterAll, describe, expect, it } from "@jest/globals";
import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { verifyChain } from "../../src/core/audit/answer-hash";
import { usingPostgres } from "../helpers/test-app";

const ROOT = path.join(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-cli-"));
const kb = path.join(dir, "kb");
const env = { ...process.env, DATABASE_URL: `pglite:${dir}/pglite`, TEST_DATABASE_URL: "" };
const run = promisify(execFile);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(kb, file)), { recursive: true });
  fs.writeFileSync(path.join(kb, file), text);
}

(usingPostgres() ? describe.skip : describe)("CLIs", () => {
  it("ingest: titles from front matter, heading or file name; groups; idempotent; colliding titles qualified", async () => {
    write(
      "a.md",
      "---\ntitle: Release process\ngroups: [ops]\n---\n## Approval\n\nTwo reviewers approve every release.\n",
    );
    write("b.md", "# Rollback\n\nA rollback must start within 15 minutes of the decision.\n");
    write("sub/data-retention.md", "Application logs are kept for 30 days.\n");
    write(
      "sub/dup.md",
      "---\ntitle: release  PROCESS\n---\nA different document with a colliding title.\n",
    );
    const strict = await run(TSX, ["scripts/ingest.ts", kb, "--titles", "fail"], {
      cwd: ROOT,
      env,
    }).catch((e) => e);
    expect(strict.code).toBe(1); // --titles fail keeps the strict behaviour: collisions reported, not stored
    expect(strict.stdout).toMatch(/title collision: (a|sub\/dup)\.md/);
    expect(strict.stdout).toMatch(/2 title collision\(s\)/);
    const first = await run(TSX, ["scripts/ingest.ts", kb], { cwd: ROOT, env });
    expect(first.stdout).toMatch(
      /title qualified: sub\/dup\.md "release PROCESS" -> "release PROCESS \(sub\)"/,
    );
    expect(first.stdout).toMatch(
      /title qualified: a\.md "Release process" -> "Release process \(a\)"/,
    );
    expect(first.stdout).toMatch(
      /ingested kb: 2 created, 0 revised, 0 updated, 2 unchanged, 0 archived, 2 title\(s\) qualified, 0 title collision\(s\)/,
    );
    const second = await run(TSX, ["scripts/ingest.ts", kb], { cwd: ROOT, env });
    expect(second.stdout).toMatch(
      /ingested kb: 0 created, 0 revised, 0 updated, 4 unchanged, 0 archived/,
    );
    fs.rmSync(path.join(kb, "sub/dup.md"));
    write("b.md", "# Rollback\n\nA rollback must start within 10 minutes of the decision.\n");
    const third = await run(TSX, ["scripts/ingest.ts", kb], { cwd: ROOT, env });
    expect(third.stdout).toMatch(/archived \(no longer in the folder\): kb\/sub\/dup\.md/);
    expect(third.stdout).toMatch(
      /ingested kb: 0 created, 1 revised, 0 updated, 2 unchanged, 1 archived/,
    );

    const app = await createApp(
      loadConfig({ DATABASE_URL: env.DATABASE_URL, FIELDNOTE_DEMO_DATA: "off" }),
      { logger: pino({ level: "silent" }) },
    );
    try {
      const docs = await app.db.prisma.document.findMany({
        where: { status: "ACTIVE" },
        orderBy: { titleKey: "asc" },
      });
      expect(docs.map((d) => [d.title, d.groups, d.sourcePath])).toEqual([
        ["data-retention", [], "kb/sub/data-retention.md"],
        ["Release process (a)", ["ops"], "kb/a.md"],
        ["Rollback", [], "kb/b.md"],
      ]);
      const anon = { keyId: null, name: "anonymous", role: "READER" as const, groups: [] };
      for (const q of [
        "When must a rollback start?",
        "How long are application logs kept?",
        "What is the zebra budget?",
      ])
        await app.services.ask(anon, q);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("audit:export streams JSONL from which the chain verifies on its own, and CSV with a header", async () => {
    const jsonl = await run(TSX, ["scripts/audit-export.ts", "--format", "jsonl"], {
      cwd: ROOT,
      env,
    });
    const all = jsonl.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    // the whole trail: a header, the answers, then the audit events (and reviews, resolutions, …)
    expect(all[0].record).toBe("header");
    expect(all.filter((r) => r.record === "event").length).toBeGreaterThan(0);
    const records = all.filter((r) => r.record === "answer");
    expect(records).toHaveLength(3);
    expect(jsonl.stderr).toMatch(new RegExp(`${all.length} records exported`));
    const links = records.map(
      ({
        record: _r,
        seq: _seq,
        prevHash,
        hash,
        hashVersion,
        chainRef: _c,
        signature: _g,
        ...content
      }) => ({
        id: content.id,
        prevHash,
        hash,
        hashVersion,
        content,
      }),
    );
    expect(verifyChain(links)).toMatchObject({ checked: 3, brokenIds: [] });
    // and an edited export no longer verifies
    links[1]!.content.question = "edited";
    expect(verifyChain(links).brokenIds).toEqual([records[1].id]);

    const csv = await run(TSX, ["scripts/audit-export.ts", "--format", "csv"], { cwd: ROOT, env });
    expect(csv.stdout.split("\n")[0]).toBe(
      "seq,id,createdAt,callerName,callerRole,question,status,grounded,diagnosis,model,promptVersion,claims,sources,conflicts,prevHash,hash,hashVersion",
    );
    for (const r of records) expect(csv.stdout).toContain(r.hash);

    const none = await run(TSX, ["scripts/audit-export.ts", "--since", "2999-01-01"], {
      cwd: ROOT,
      env,
    });
    // only the header: nothing was recorded after 2999
    expect(
      none.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).record),
    ).toEqual(["header"]);
    const bad = await run(TSX, ["scripts/audit-export.ts", "--since", "yesterday"], {
      cwd: ROOT,
      env,
    }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/not an ISO date/);
  }, 120_000);

  it("audit:checkpoint signs the heads into a file kept outside the database; audit:verify checks against it", async () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const keyEnv = {
      ...env,
      AUDIT_SIGNING_KEY: privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
    };
    const file = path.join(dir, "checkpoints.jsonl");
    const taken = await run(TSX, ["scripts/audit-checkpoint.ts", "--out", file], {
      cwd: ROOT,
      env: keyEnv,
    });
    expect(taken.stderr).toMatch(/checkpoint: answer #\d+ /);
    expect(fs.readFileSync(file, "utf8").trim().split("\n")).toHaveLength(1);
    const ok = await run(TSX, ["scripts/audit-verify.ts", "--checkpoints", file], {
      cwd: ROOT,
      env: keyEnv,
    });
    expect(ok.stdout).toMatch(/checkpoints: 1 checked/);
    expect(ok.stdout).toMatch(/audit trail verifies/);
    // another signer's key does not vouch for it
    const other = generateKeyPairSync("ed25519")
      .publicKey.export({ format: "der", type: "spki" })
      .toString("base64");
    const bad = await run(
      TSX,
      ["scripts/audit-verify.ts", "--checkpoints", file, "--public-key", other],
      { cwd: ROOT, env: keyEnv },
    ).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/CHECKPOINT_SIGNATURE/);
  }, 120_000);
});
