/* Offline replacement for `prisma migrate deploy|status|diff|dev --create-only`.
 * Usage: tsx scripts/db.ts <deploy|status|diff|create <name>>; target from DATABASE_URL. */
import path from "node:path";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/adapters/prisma/database";
import * as se from "../src/adapters/prisma/schema-engine";
import {
  migrateDatabase,
  MIGRATIONS_DIR,
  PROJECT_ROOT,
  SCHEMA_PATH,
} from "../src/adapters/prisma/migrate";

async function main(): Promise<void> {
  const [cmd, ...rest] = process.argv.slice(2);
  // create/diff need only a throwaway shadow database: an in-memory PGlite, never a server.
  const url = cmd === "create" || cmd === "diff" ? "pglite:memory" : loadConfig().database.url;
  const db = await openDatabase(url);
  try {
    if (cmd === "deploy") {
      const applied = await migrateDatabase(db.factory);
      console.log(
        applied.length
          ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
          : "No pending migrations to apply.",
      );
      return;
    }
    const engine = await se.openSchemaEngine({
      schemaPath: SCHEMA_PATH,
      adapterFactory: db.factory,
    });
    try {
      switch (cmd) {
        case "status": {
          const s = await se.migrationStatus(engine, MIGRATIONS_DIR);
          console.log(JSON.stringify(s, null, 2));
          if (s.history || s.failedMigrationNames.length || s.editedMigrationNames.length)
            process.exitCode = 1;
          break;
        }
        case "diff":
          process.stdout.write(
            await se.diffMigrationsToSchema(engine, MIGRATIONS_DIR, SCHEMA_PATH),
          );
          break;
        case "create": {
          const r = await se.createMigration(
            engine,
            MIGRATIONS_DIR,
            SCHEMA_PATH,
            rest[0] ?? "migration",
          );
          console.log(
            r
              ? `Created ${path.relative(PROJECT_ROOT, r.dir)}`
              : "Schema is in sync with migrations; nothing to create.",
          );
          break;
        }
        default:
          throw new Error(`unknown command "${cmd}": use deploy, status, diff or create <name>`);
      }
    } finally {
      engine.free();
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
