/**
 * Library errors translated at the boundary: nothing Prisma-shaped reaches the GraphQL layer.
 * Errors are recognised by class and code (Prisma's error classes, the driver adapter's error
 * kinds, PostgreSQL SQLSTATEs, Node's errno codes), not by reading their messages.
 */
import { isDriverAdapterError, type Error as AdapterCause } from "@prisma/driver-adapter-utils";
import { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../core/errors";

/** P1001 can't reach the server, P1002 timed out reaching it, P1017 server closed the connection, P2024 pool timeout. */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1017", "P2024"]);

const UNAVAILABLE_ADAPTER_KINDS = new Set<AdapterCause["kind"]>([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "TooManyConnections",
  "SocketTimeout",
  "TlsConnectionError",
]);

const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
]);

/**
 * Errors that carry neither a class nor a code of their own, named exactly: PGlite once closed,
 * and node-postgres when the server ends a session under it.
 */
const CODELESS_UNAVAILABLE = new Set(["PGlite is closed", "Connection terminated unexpectedly"]);

/** The driver adapter's error, whether thrown bare or carried by a Prisma request error. */
function adapterCauseOf(err: unknown): AdapterCause | undefined {
  if (isDriverAdapterError(err)) return err.cause;
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    const meta = err.meta as { driverAdapterError?: { cause?: AdapterCause } } | undefined;
    return meta?.driverAdapterError?.cause;
  }
  return undefined;
}

/**
 * SQLSTATEs that mean "no usable connection right now", not "this statement is wrong": class 08
 * (connection exception), 57P01-03 (server shutting down, crashed, starting up), 53300 (too many
 * connections), and 55000 when FATAL at connection time (the database does not accept connections:
 * maintenance, ALLOW_CONNECTIONS false).
 */
function isUnavailableState(state: string, severity: string | undefined): boolean {
  return (
    state.startsWith("08") ||
    /^57P0[123]$/.test(state) ||
    state === "53300" ||
    (state === "55000" && severity === "FATAL")
  );
}

function isUnavailableCause(cause: AdapterCause): boolean {
  if (UNAVAILABLE_ADAPTER_KINDS.has(cause.kind)) return true;
  return cause.kind === "postgres" && isUnavailableState(cause.code, cause.severity);
}

/** Connection-level failures: server down, restarting, refusing connections, pool exhausted. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientInitializationError) return true;
  if (err instanceof Prisma.PrismaClientKnownRequestError && UNAVAILABLE_PRISMA_CODES.has(err.code))
    return true;
  const cause = adapterCauseOf(err);
  if (cause && isUnavailableCause(cause)) return true;
  const { code, severity } = (err ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof code === "string" && UNAVAILABLE_ERRNO.has(code)) return true;
  // a node-postgres DatabaseError thrown outside Prisma (raw pool queries) carries its SQLSTATE
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
    return isUnavailableState(code, typeof severity === "string" ? severity : undefined);
  return err instanceof Error && CODELESS_UNAVAILABLE.has(err.message);
}

/** A unique constraint refused the write (a title already taken, say). */
export function isUniqueViolation(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") return true;
  return adapterCauseOf(err)?.kind === "UniqueConstraintViolation";
}

/** Connection-level failures become a retryable SERVICE_UNAVAILABLE; anything else passes unchanged. */
export function translateDbError(err: unknown): unknown {
  if (!isDatabaseUnavailable(err)) return err;
  return new AppError(
    "SERVICE_UNAVAILABLE",
    "the database is unavailable; nothing was written. Retry in a few seconds.",
  );
}

export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw translateDbError(err);
  }
}
