/**
 * The one table from an error code to its HTTP status, for every path an error can take: thrown
 * while the context is built (authentication, rate limits, the database), or by a resolver. A
 * response whose data is lost to an error gets that error's status; a partial result stays 200.
 */
export const HTTP_STATUS: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COSTLY: 400,
  TOO_MANY_ALIASES: 400,
  TOO_MANY_DIRECTIVES: 400,
  TOO_MANY_TOKENS: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TITLE_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_CONFIGURED: 501,
  SERVICE_UNAVAILABLE: 503,
};

/** The status of a failed response: the most severe of its errors' (5xx over 4xx, then the highest). */
export function statusFor(codes: readonly string[]): number | null {
  const statuses = codes.map((c) => HTTP_STATUS[c]).filter((s): s is number => s !== undefined);
  if (statuses.length === 0) return null;
  const server = statuses.filter((s) => s >= 500);
  return Math.max(...(server.length ? server : statuses));
}
