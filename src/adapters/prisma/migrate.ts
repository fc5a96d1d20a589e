/** Applies the committed migrations with Prisma's own (WASM) schema engine: `migrate deploy` semantics. */
import fs from "node:fs";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engine from "./schema-engine";

/** Nearest ancestor holding prisma/schema.prisma: works from src/ (tsx) and from dist/ (tsc). */
function findProjectRoot(start = __dirname): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "prisma", "schema.prisma"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`prisma/schema.prisma not found above ${start}`);
  }
}
export const PROJECT_ROOT = findProjectRoot();
export const SCHEMA_PATH = path.join(PROJECT_ROOT, "prisma/schema.prisma");
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "prisma/migrations");

export class UnknownMigrationsError extends Error {
  constructor(readonly names: string[]) {
    super(
      `the database has migrations this version of Fieldnote does not know (${names.join(", ")}); ` +
        `it was migrated by a newer release. Run that release, or restore a backup taken before the upgrade.`,
    );
    this.name = "UnknownMigrationsError";
  }
}

/**
 * Applies pending migrations (a no-op when none are pending) and refuses a database that carries
 * migrations unknown to this checkout: running old code on a newer schema corrupts data quietly.
 */
export async function migrateDatabase(
  factory: SqlMigrationAwareDriverAdapterFactory,
  log?: (line: string) => void,
): Promise<string[]> {
  const se = await engine.openSchemaEngine({
    schemaPath: SCHEMA_PATH,
    adapterFactory: factory,
    log,
  });
  try {
    const status = await engine.migrationStatus(se, MIGRATIONS_DIR);
    const history = status.history;
    if (history && history.diagnostic !== "databaseIsBehind") {
      throw new UnknownMigrationsError(history.unpersistedMigrationNames);
    }
    const { appliedMigrationNames } = await engine.applyMigrations(se, MIGRATIONS_DIR);
    return appliedMigrationNames;
  } finally {
    se.free();
  }
}
