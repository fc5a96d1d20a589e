/* npm run audit:verify [-- --checkpoints file.jsonl] [--receipts file.jsonl] [--public-key <base64 SPKI>]:
 * walks both chains (every link), then checks the database against the checkpoints stored in it and
 * those in the files (kept outside the database), and against callers' receipts. The trusted key is
 * --public-key, or the public half of AUDIT_SIGNING_KEY. Exit 0 when everything holds, 1 otherwise. */
import fs from "node:fs";
import { Command } from "commander";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import {
  publicKeyOf,
  readSigningKey,
  verifyTrail,
  type CheckpointRecord,
  type Receipt,
} from "../src/core/audit/checkpoints";

const opts = new Command()
  .name("audit:verify")
  .option(
    "--checkpoints <file>",
    "checkpoints saved outside the database (JSONL, from audit:checkpoint)",
  )
  .option("--receipts <file>", "receipts kept by callers (JSONL: {answerId, hash, hashVersion})")
  .option(
    "--public-key <spki>",
    "the trusted signer's public key (base64 SPKI); default: from AUDIT_SIGNING_KEY",
  )
  .parse()
  .opts<{ checkpoints?: string; receipts?: string; publicKey?: string }>();

const lines = <T>(file?: string): T[] =>
  file
    ? fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as T)
    : [];

(async () => {
  const config = loadConfig();
  const trusted =
    opts.publicKey ??
    (config.audit.signingKey ? publicKeyOf(readSigningKey(config.audit.signingKey)) : null);
  if (!trusted) throw new Error("no trusted key: pass --public-key or set AUDIT_SIGNING_KEY");
  const app = await createApp(
    { ...config, database: { ...config.database, demoData: "off" } },
    { logger: pino({ level: "silent" }) },
  );
  try {
    const integrity = await app.services.auditIntegrity({
      keyId: null,
      name: "audit:verify CLI",
      role: "ADMIN",
      groups: [],
    });
    const trail = await verifyTrail(app.auditLog, {
      checkpoints: lines<Omit<CheckpointRecord, "id">>(opts.checkpoints),
      receipts: lines<Receipt>(opts.receipts),
      trustedPublicKey: trusted,
    });
    console.log(
      `answers: ${integrity.checked} checked, ${integrity.brokenCount} broken${integrity.brokenIds.length ? ` (${integrity.brokenIds.slice(0, 5).join(", ")}…)` : ""}`,
    );
    console.log(
      `audit events: ${integrity.eventsChecked} checked, ${integrity.brokenEventIds.length} broken`,
    );
    console.log(`checkpoints: ${trail.checkpoints} checked; receipts: ${trail.receipts} checked`);
    for (const f of trail.findings) console.log(`${f.kind}: ${f.detail}`);
    const ok = integrity.ok && trail.findings.length === 0;
    console.log(ok ? "audit trail verifies" : "AUDIT TRAIL DOES NOT VERIFY");
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.close();
  }
})().catch((err: unknown) => {
  console.error(`audit:verify: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
});
