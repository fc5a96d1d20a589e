/* npm run demo:remove: archives the demo knowledge base (the documents loaded from
 * prisma/demo-knowledge-base into a fresh embedded database). Archived documents are no longer
 * evidence; their revisions, the answers that cited them and the audit trail stay. The demo is never
 * loaded again into a database that has held documents. On the embedded database while the service
 * runs, the running service does it (PGlite allows one process per data directory). Exit code 0
 * (also when there was nothing to remove), 1 when it could not run. */
import pino from "pino";
import { loadConfig } from "../src/config";
import { createApp } from "../src/app";
import { callControl, runningControl } from "./running-service";
import { removeDemoKnowledgeBase } from "../src/ingest/demo";

async function throughService(control: { base: string; token: string }): Promise<string[]> {
  console.error("the embedded service is running: archiving through it");
  const res = await callControl(control, "/local/demo-remove", {});
  const body = (await res.json()) as { archived?: string[]; message?: string };
  if (!res.ok || !body.archived)
    throw new Error(body.message ?? `the running service refused (${res.status})`);
  return body.archived;
}

(async () => {
  const config = loadConfig();
  const control = runningControl(config.database.url);
  let archived: string[];
  if (control) {
    archived = await throughService(control);
  } else {
    const app = await createApp(
      { ...config, database: { ...config.database, demoData: "off" } },
      { logger: pino({ level: "warn" }, pino.destination(2)) },
    );
    try {
      archived = await removeDemoKnowledgeBase(app.ingestTarget);
    } finally {
      await app.close();
    }
  }
  for (const key of archived) console.log(`archived: ${key}`);
  console.log(
    archived.length
      ? `archived ${archived.length} demo document(s); revisions and the audit trail are kept`
      : "no active demo documents: nothing to archive",
  );
})().catch((err: unknown) => {
  console.error(`demo:remove: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
