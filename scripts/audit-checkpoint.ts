/* npm run audit:checkpoint [-- --out checkpoints.jsonl]: sign the chains' current heads with
 * AUDIT_SIGNING_KEY, store the checkpoint and append it (one JSON line) to --out or stdout. Run it
 * from cron and keep the file outside the database host: it is what audit:verify checks against. */
import fs from "node:fs";
import { Command } from "commander";
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";

const opts = new Command()
  .name("audit:checkpoint")
  .option("--out <file>", "append the checkpoint to this JSONL file")
  .parse()
  .opts<{ out?: string }>();

(async () => {
  const app = await createApp(
    { ...loadConfig(), database: { ...loadConfig().database, demoData: "off" } },
    { logger: pino({ level: "warn" }, pino.destination(2)) },
  );
  try {
    const c = await app.services.auditCheckpoint({
      keyId: null,
      name: "audit:checkpoint CLI",
      role: "ADMIN",
      groups: [],
    });
    const line = JSON.stringify(c);
    if (opts.out) fs.appendFileSync(opts.out, `${line}\n`);
    else console.log(line);
    console.error(
      `checkpoint: answer #${c.answerSeq} ${c.answerHead.slice(0, 12)}…, event #${c.eventSeq} ${c.eventHead.slice(0, 12)}…`,
    );
  } finally {
    await app.close();
  }
})().catch((err: unknown) => {
  console.error(`audit:checkpoint: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
