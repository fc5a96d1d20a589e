/** The service's logger: JSON lines for collectors, readable lines (pino-pretty) on a terminal. */
import pino from "pino";
import pretty from "pino-pretty";
import type { AppConfig } from "./config";

export function createLogger(
  log: AppConfig["log"],
  out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): pino.Logger {
  const terminal = Boolean(out.isTTY);
  if (log.format === "json" || (log.format === "auto" && !terminal))
    return pino({ level: log.level }, out);
  // a synchronous stream, not a transport: no worker thread, and nothing is lost on process.exit
  return pino(
    { level: log.level },
    pretty({
      destination: out,
      colorize: terminal,
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
      sync: true,
    }),
  );
}
