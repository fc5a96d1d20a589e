/**
 * Issue 57 item 11: the embedded database's folder is private (0700) whatever the umask, so the
 * files PGlite writes in it (0644 under umask 022) cannot be read by another user; an older, more
 * open folder is tightened when it is opened. PGlite only: PostgreSQL's files are the server's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "@jest/globals";
import { openDatabase } from "../../src/adapters/prisma/database";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-perm-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** Every file below `dir` another user could reach: readable by them and every folder on the way open. */
function reachableByOthers(dir: string): string[] {
  if ((mode(dir) & 0o005) !== 0o005) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return reachableByOthers(p);
    return mode(p) & 0o004 ? [p] : [];
  });
}

describe("PGlite data folder permissions", () => {
  it("a new data folder is 0700 under umask 022, and no database file is readable by others", async () => {
    const old = process.umask(0o022);
    try {
      const dir = path.join(tmp, "fresh", "pglite");
      const db = await openDatabase(`pglite:${dir}`);
      await db.pglite!.query("CREATE TABLE t (x int)");
      await db.close();
      expect(mode(dir)).toBe(0o700);
      expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
      expect(reachableByOthers(dir)).toEqual([]);
    } finally {
      process.umask(old);
    }
  }, 120_000);

  it("an existing data folder open to others is tightened to 0700", async () => {
    const dir = path.join(tmp, "old");
    fs.mkdirSync(dir, { mode: 0o777 });
    fs.chmodSync(dir, 0o777);
    const db = await openDatabase(`pglite:${dir}`);
    await db.close();
    expect(mode(dir)).toBe(0o700);
  }, 120_000);
});
