/** Library errors translated at the boundary: nothing Prisma-shaped reaches the GraphQL layer. */
import { AppError } from "../../core/errors";

function codeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === "string" ? e.code : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return codeOf(err) === "P2002";
}

/** The PostgreSQL SQLSTATE under a Prisma driver-adapter error, when there is one. */
function sqlStateOf(err: unknown): string | undefined {
  const cause = (err as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } })
    ?.meta?.driverAdapterError?.cause;
  return typeof cause?.originalCode === "string" ? cause.originalCode : undefined;
}

/**
 * SQLSTATEs that mean "no usable connection right now", not "this statement is wrong": class 08
 * (connection exception), 57P01-03 (server shutting down, crashed, starting up), 53300 (too many
 * connections) and 55000 when it is the database refusing connections (maintenance, ALLOW_CONNECTIONS false).
 */
function isUnavailableState(state: string | undefined, text: string): boolean {
  if (!state) return false;
  return (
    state.startsWith("08") ||
    /^57P0[123]$/.test(state) ||
    state === "53300" ||
    (state === "55000" && /not currently accepting connections/i.test(text))
  );
}

/** Connection-level failures (server down, restarting, pool exhausted) become a retryable error. */
export function translateDbError(err: unknown): unknown {
  const text = String((err as Error)?.message ?? "");
  const code = codeOf(err);
  if (
    code === "P1001" ||
    code === "P1017" ||
    code === "P2024" ||
    isUnavailableState(sqlStateOf(err), text) ||
    /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|connection error|not queryable|the database system is (starting up|shutting down)|Closed|connection timeout/i.test(
      text,
    )
  ) {
    return new AppError(
      "SERVICE_UNAVAILABLE",
      "the database is unavailable; nothing was written. Retry in a few seconds.",
    );
  }
  return err;
}

export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw translateDbError(err);
  }
}
