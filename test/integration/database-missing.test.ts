/**
 * Issue 58: a PostgreSQL server without the database DATABASE_URL names says how to create it
 * (`createdb -h … -p … -U … <name>`, never the password), and that command works. PostgreSQL pass only.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "@jest/globals";
import pg from "pg";
import { DatabaseUnreachableError, openDatabase } from "../../src/adapters/prisma/database";
import { usingPostgres } from "../helpers/test-app";

const run = promisify(execFile);

(usingPostgres() ? describe : describe.skip)("a missing PostgreSQL database", () => {
  it("the error names the createdb command for it, and running that command makes it usable", async () => {
    const name = `fieldnote_missing_${process.pid}`;
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    u.password = "not-shown";
    const err = await openDatabase(u.toString()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseUnreachableError);
    const message = (err as Error).message;
    const port = u.port || "5432";
    const command = `createdb -h ${u.hostname} -p ${port} -U ${u.username} ${name}`;
    expect(message).toBe(
      `cannot use the PostgreSQL database ${u.hostname}:${port}/${name}: database "${name}" does not exist. ` +
        `Create it (as a role allowed to create databases): ${command}; or fix DATABASE_URL`,
    );
    expect(message).not.toContain("not-shown");
    const [bin, ...args] = command.split(" ");
    try {
      await run(bin!, args);
      const db = await openDatabase(u.toString());
      await db.close();
    } finally {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
