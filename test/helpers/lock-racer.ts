/* Tries to take the embedded-database lock of argv[2]; prints "won" or "lost", holds a win for argv[3] ms. */
import { acquireDirLock, DataDirInUseError } from "../../src/adapters/prisma/dir-lock";

const [dir, holdMs] = process.argv.slice(2);
try {
  const release = acquireDirLock(dir!);
  console.log("won");
  setTimeout(() => {
    release();
    process.exit(0);
  }, Number(holdMs ?? 1500));
} catch (err) {
  console.log(err instanceof DataDirInUseError ? "lost" : `error ${(err as Error).message}`);
  process.exit(0);
}
