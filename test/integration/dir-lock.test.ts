/** The embedded database's lock: of many processes racing for one data directory exactly one wins. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "@jest/globals";
import { acquireDirLock, DataDirInUseError, lockHolder } from "../../src/adapters/prisma/dir-lock";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-lock-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("data directory lock", () => {
  it("12 racing processes: exactly one holds the lock, in each of 3 trials", async () => {
    for (let trial = 0; trial < 3; trial++) {
      const dir = path.join(tmp, `race-${trial}`);
      const start = path.join(tmp, `start-${trial}`);
      const racers = Array.from({ length: 12 }, () =>
        run(TSX, ["test/helpers/lock-racer.ts", dir, "3000", start], { cwd: ROOT }),
      );
      // all twelve loaded and waiting, then released together: a slow start-up cannot turn a race into a queue
      while (fs.readdirSync(tmp).filter((f) => f.startsWith(`start-${trial}.ready.`)).length < 12)
        await new Promise((r) => setTimeout(r, 20));
      fs.writeFileSync(start, "");
      const results = await Promise.all(racers);
      const outcomes = results.map((r) => r.stdout.trim());
      expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "lost")).toHaveLength(11);
    }
  }, 120_000);

  it("a second holder in this process is refused with the holder named; the lock is free after release", () => {
    const dir = path.join(tmp, "same");
    const release = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(DataDirInUseError);
    expect(lockHolder(dir)).toBeUndefined(); // our own lock is not "another holder"
    release();
    const again = acquireDirLock(dir);
    again();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
