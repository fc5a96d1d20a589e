/* npm run audit:checkpoint [-- --out checkpoints.jsonl]: sign the chains' current heads with
 * AUDIT_SIGNING_KEY, store the checkpoint and append it (one JSON line) to --out or stdout. Run it
 * from cron and keep the file outside the database host: it is what audit:verify checks against.
 * On the embedded database while the service runs, the running service takes it (local control). */
import fs from "node:fs";
import { Command } from "commander";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import { takeAuditCheckpoint } from "../src/audit-commands";
import { callControl, runningControl } from "./running-service";
import type { CheckpointRecord } from "../src/core/audit/checkpoints";

const opts = new Command()
  .name("audit:checkpoint")
  .option("--out <file>", "append the checkpoint to this JSONL file")
  .parse()
  .opts<{ out?: string }>();

async function take(): Promise<CheckpointRecord> {
  const config = loadConfig();
  const control = runningControl(config.database.url);
  if (control) {
    const res = await callControl(control, "/local/audit-checkpoint", {});
    const body = (await res.json()) as CheckpointRecord & { message?: string };
    if (!res.ok) throw new Error(body.message ?? `the running service refused (${res.status})`);
    return body;
  }
  const app = await createApp(
    { ...config, database: { ...config.database, demoData: "off" } },
    { logger: pino({ level: "warn" }, pino.destination(2)) },
  );
  try {
    return await takeAuditCheckpoint(app, "audit:checkpoint CLI");
  } finally {
    await app.close();
  }
}

(async () => {
  const c = await take();
  const line = JSON.stringify(c);
  if (opts.out) fs.appendFileSync(opts.out, `${line}\n`);
  else console.log(line);
  console.error(
    `checkpoint: answer #${c.answerSeq} ${c.answerHead.slice(0, 12)}…, event #${c.eventSeq} ${c.eventHead.slice(0, 12)}…`,
  );
})().catch((err: unknown) => {
  console.error(`audit:checkpoint: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
