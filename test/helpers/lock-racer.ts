/*
 * Tries to take the embedded-database lock of argv[2]; prints "won" or "lost", holds a win for argv[3] ms.
 * With argv[4] (a start file) it first reports ready (`<start>.ready.<pid>`) and waits for the start file,
 * so that all racers race at once whatever their start-up time.
 */
import fs from "node:fs";
import { acquireDirLock, DataDirInUseError } from "../../src/adapters/prisma/dir-lock";

const [dir, holdMs, start] = process.argv.slice(2);

function race(): void {
  try {
    const release = acquireDirLock(dir!);
    console.log("won");
    setTimeout(
      () => {
        release();
        process.exit(0);
      },
      Number(holdMs ?? 1500),
    );
  } catch (err) {
    console.log(err instanceof DataDirInUseError ? "lost" : `error ${(err as Error).message}`);
    process.exit(0);
  }
}

if (start) {
  fs.writeFileSync(`${start}.ready.${process.pid}`, "");
  const wait = setInterval(() => {
    if (!fs.existsSync(start)) return;
    clearInterval(wait);
    race();
  }, 2);
} else race();
