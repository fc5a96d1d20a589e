/** Startup check: the HTTP port is free, asked before the database is opened and migrated. */
import net from "node:net";

/** The configured port cannot be listened on: one line for the operator, no stack. */
export class PortUnavailableError extends Error {
  constructor(host: string, port: number, code: string) {
    super(
      code === "EADDRINUSE"
        ? `port ${port} on ${host} is already in use: stop the process holding it or set PORT to a free port`
        : `cannot listen on ${host}:${port} (${code}): set HOST and PORT to an address this process may use`,
    );
    this.name = "PortUnavailableError";
  }
}

/** The listen error as a PortUnavailableError when it is one (EADDRINUSE, EACCES, EADDRNOTAVAIL). */
export function asPortError(err: unknown, host: string, port: number): unknown {
  const code = (err as NodeJS.ErrnoException)?.code;
  return code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL"
    ? new PortUnavailableError(host, port, code)
    : err;
}

/**
 * Listens and closes at once. Another process can still take the port before the real listen;
 * that listen then fails with the same one-line error, only later.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (err) => reject(asPortError(err, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
