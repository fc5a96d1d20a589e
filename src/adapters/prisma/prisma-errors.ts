/** Library errors translated at the boundary: nothing Prisma-shaped reaches the GraphQL layer. */
import { AppError } from "../../core/errors";

function codeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === "string" ? e.code : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  return codeOf(err) === "P2002";
}

/** Connection-level failures (server down, restarting, pool exhausted) become a retryable error. */
export function translateDbError(err: unknown): unknown {
  const text = String((err as Error)?.message ?? "");
  const code = codeOf(err);
  if (
    code === "P1001" || code === "P1017" || code === "P2024" ||
    /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|connection error|not queryable|the database system is (starting up|shutting down)|Closed|connection timeout/i.test(text)
  ) {
    return new AppError("SERVICE_UNAVAILABLE", "the database is unavailable; nothing was written. Retry in a few seconds.");
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
