/* Once per run, in Jest's parent process: a migrated in-memory PGlite saved as a tarball, so each
 * test file boots its own copy in ~0.3 s instead of initdb + migrate. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../src/adapters/prisma/database";
import { migrateDatabase } from "../src/adapters/prisma/migrate";

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL?.startsWith("postgres")) return;
  const db = await openDatabase("pglite:memory");
  try {
    await migrateDatabase(db.factory);
    const dump = await db.pglite!.dumpDataDir("none");
    const file = path.join(os.tmpdir(), `fieldnote-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.PGLITE_TEMPLATE = file;
  } finally {
    await db.close();
  }
}
