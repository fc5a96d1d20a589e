/**
 * The one error type that crosses layers. `message` is for people and is shown to the caller;
 * anything not an AppError is masked at the GraphQL boundary.
 */
export type AppErrorCode =
  /** The input is malformed, too large or out of range; the message says which field and why. */
  | "BAD_USER_INPUT"
  /** The Authorization header names no active API key (wrong or revoked). */
  | "UNAUTHENTICATED"
  /** The caller's role may not perform this operation. */
  | "FORBIDDEN"
  /** The id names nothing this caller may see (also used for things that exist but are hidden). */
  | "NOT_FOUND"
  /** Another document already has this title after normalisation (case, Unicode form, spacing). */
  | "TITLE_CONFLICT"
  /** The caller sent too many requests; retry after `retryAfterSeconds`. */
  | "RATE_LIMITED"
  /** The database could not be reached; nothing was written. Safe to retry. */
  | "SERVICE_UNAVAILABLE"
  /** The deployment lacks a setting this operation needs (e.g. AUDIT_SIGNING_KEY for checkpoints). */
  | "NOT_CONFIGURED";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** The model could not produce an answer (network, timeout, refusal, 5xx). Never shown as an error. */
export class ModelUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "ModelUnavailableError";
  }
}
