/**
 * The one mapping point from errors to GraphQL: AppError -> extensions.code with its message;
 * GraphQL validation/parse errors keep Apollo's codes; everything else is masked to
 * INTERNAL_SERVER_ERROR (Apollo 5 would pass raw messages through — SQL, connection strings)
 * and logged with the request id. No stack trace leaves the process in any mode.
 */
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { AppError } from "../core/errors";
import { queryLimitErrorOf } from "./query-limits";

export interface ErrorLogger {
  error(obj: object, msg: string): void;
}

const PASS_THROUGH = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "RATE_LIMITED",
]);

export function toGraphQLError(err: AppError): GraphQLError {
  return new GraphQLError(err.message, { extensions: { code: err.code, ...err.details } });
}

/** A query refused by a limit: its own code and sentence instead of Apollo's GRAPHQL_VALIDATION_FAILED. */
function limitRefusal(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError | null {
  const limit = queryLimitErrorOf(error);
  if (!limit) return null;
  return {
    message: limit.message,
    locations: formatted.locations,
    extensions: { code: limit.code, limit: limit.limit },
  };
}

export function createFormatError(logger: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // errors raised while building the context carry their AppError as originalError (no path to unwrap by)
    const original =
      unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError
        ? unwrapped.originalError
        : unwrapped;
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code, ...original.details },
      };
    }
    const limit = limitRefusal(formatted, error);
    if (limit) return limit;
    const code = formatted.extensions?.code;
    if (
      typeof code === "string" &&
      PASS_THROUGH.has(code) &&
      !(original instanceof Error && !(original instanceof GraphQLError))
    ) {
      const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error({ err: original }, "unexpected error while executing a request");
    return {
      message: "Internal server error",
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    };
  };
}
