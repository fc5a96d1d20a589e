/* npm run audit:verify [-- --checkpoints file.jsonl] [--receipts file.jsonl] [--public-key <base64 SPKI>]:
 * walks both chains (every link and seal), checks every served review, resolution, document and
 * revision against its events, then the database against the checkpoints stored in it and those in
 * the files (kept outside the database), and against callers' receipts. It fails when no checkpoint
 * signed by the trusted key exists or the newest is older than AUDIT_CHECKPOINT_MAX_AGE_HOURS. The
 * trusted key is --public-key, or the public half of AUDIT_SIGNING_KEY. Exit 0 when everything
 * holds, 1 otherwise, 2 when it could not run. */
import fs from "node:fs";
import { Command } from "commander";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import { DataDirInUseError } from "../src/adapters/prisma/dir-lock";
import { verifyAuditTrail } from "../src/audit-commands";
import {
  publicKeyOf,
  readSigningKey,
  type CheckpointRecord,
  type Receipt,
} from "../src/core/audit/checkpoints";

const opts = new Command()
  .name("audit:verify")
  .option(
    "--checkpoints <file>",
    "checkpoints saved outside the database (JSONL, from audit:checkpoint)",
  )
  .option("--receipts <file>", "receipts kept by callers (JSONL of Receipt objects)")
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
    const outcome = await verifyAuditTrail(app, {
      checkpoints: lines<Omit<CheckpointRecord, "id">>(opts.checkpoints),
      receipts: lines<Receipt>(opts.receipts),
      trustedPublicKey: trusted,
      maxAgeHours: config.audit.checkpointMaxAgeHours,
      now: new Date(),
    });
    for (const l of outcome.lines) console.log(l);
    process.exitCode = outcome.ok ? 0 : 1;
  } finally {
    await app.close();
  }
})().catch((err: unknown) => {
  console.error(
    `audit:verify: ${err instanceof DataDirInUseError ? `${err.message}: stop the service first, or verify a PostgreSQL database` : err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(2);
});
