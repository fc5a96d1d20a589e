/**
 * PGlite has no cross-process locking: two processes opening one data directory silently diverge
 * or corrupt it. A pid lock file beside the directory makes the second process fail clearly;
 * a lock left by a dead process is taken over.
 */
import fs from "node:fs";

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`the embedded database ${dataDir} is in use by process ${pid}`);
    this.name = "DataDirInUseError";
  }
}

export function lockPathFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid holding the lock of dataDir, when that process is alive. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockPathFor(dataDir), "utf8"));
    return pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDirLock(dataDir: string): () => void {
  const lockPath = lockPathFor(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(lockPath, "utf8"));
      if (isAlive(pid) && pid !== process.pid) throw new DataDirInUseError(dataDir, pid);
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.removeListener("exit", release);
      try {
        if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
      } catch {
        // already gone: nothing to release
      }
    };
    process.on("exit", release);
    return release;
  }
  throw new Error(`could not lock ${dataDir}`);
}
