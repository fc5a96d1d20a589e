/** Migrations: applied once, a no-op the second time, and a database from a newer release is refused. */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { migrateDatabase, UnknownMigrationsError } from "../../src/adapters/prisma/migrate";
import { startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("migrations", () => {
  it("are all applied and applying them again is a no-op", async () => {
    const rows = await t.app.db.prisma.$queryRawUnsafe<{ n: number; unfinished: number }[]>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE finished_at IS NULL)::int AS unfinished FROM _prisma_migrations`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(4);
    expect(rows[0]!.unfinished).toBe(0);
    expect(await migrateDatabase(t.app.db.factory)).toEqual([]);
  });

  it("a database carrying a migration this checkout does not know is refused, untouched", async () => {
    await t.app.db.prisma.$executeRawUnsafe(
      `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), '29991231000000_from_the_future', 1)`,
      randomUUID(),
      "0".repeat(64),
    );
    const err = await migrateDatabase(t.app.db.factory).catch((e) => e);
    expect(err).toBeInstanceOf(UnknownMigrationsError);
    expect(err.message).toMatch(/29991231000000_from_the_future.*newer release/);
    await t.app.db.prisma.$executeRawUnsafe(
      `DELETE FROM _prisma_migrations WHERE migration_name = '29991231000000_from_the_future'`,
    );
  });
});
