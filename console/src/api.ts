/**
 * The console's GraphQL client: fetch to this origin's /graphql, the API key in the Authorization
 * header only (never a URL, never a log), failures as an ApiError carrying the error code and a
 * sentence a person can act on.
 */
import type { TypedDocumentString } from "./__generated__/graphql";
import { currentKey } from "./session";

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(sentenceFor(code, detail, extensions));
    this.name = "ApiError";
  }
}

/** Every error code the API documents, as a sentence that says what to do. */
export function sentenceFor(
  code: string,
  detail: string,
  ext: Record<string, unknown> = {},
): string {
  const wait = typeof ext.retryAfterSeconds === "number" ? ext.retryAfterSeconds : null;
  switch (code) {
    case "UNAUTHENTICATED":
      return "This API key is unknown, revoked, or required here: sign out and sign in with a valid key.";
    case "FORBIDDEN":
      return "Your key's role may not do this: ask an admin for a key with the REVIEWER or ADMIN role.";
    case "BAD_USER_INPUT":
      return `The service refused what was entered (${detail}): correct it and try again.`;
    case "NOT_FOUND":
      return `Not found, or not readable with your key (${detail}): check the id or ask for access to its group.`;
    case "TITLE_CONFLICT":
      return `Another document already has this title once case, spacing and punctuation are ignored (${detail}): choose another title.`;
    case "RATE_LIMITED":
      return `Too many requests from this key: wait ${wait ?? "a minute"}${wait ? " s" : ""} and try again.`;
    case "SERVICE_UNAVAILABLE":
      return "The database cannot be reached right now and nothing was written: try again in a moment.";
    case "NOT_CONFIGURED":
      return `This deployment has not configured it (${detail}): ask the operator to set it up (for checkpoints, AUDIT_SIGNING_KEY).`;
    case "PAYLOAD_TOO_LARGE":
      return "What was sent is too large for this service: shorten it and try again.";
    case "GRAPHQL_PARSE_FAILED":
    case "GRAPHQL_VALIDATION_FAILED":
    case "BAD_REQUEST":
      return `The service did not accept the console's request (${detail}): reload the page; if it persists, the console and the service versions differ.`;
    case "NETWORK":
      return "The service cannot be reached: check that it is running, then try again.";
    case "INTERNAL_SERVER_ERROR":
      return "The service hit an unexpected error (it is logged with the request id): try again, and tell the operator if it persists.";
    default:
      return `The service answered ${code} (${detail}): try again, and tell the operator if it persists.`;
  }
}

interface GraphQLErrorShape {
  message: string;
  extensions?: Record<string, unknown> & { code?: string };
}

export async function request<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables?: Variables,
  key: string | null = currentKey(),
): Promise<Result> {
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch {
    throw new ApiError("NETWORK", "no response");
  }
  let body: { data?: Result | null; errors?: GraphQLErrorShape[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new ApiError(
      response.status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST",
      `HTTP ${response.status}`,
    );
  }
  const error = body.errors?.[0];
  if (error || !body.data) {
    const ext = error?.extensions ?? {};
    throw new ApiError(
      ext.code ?? "INTERNAL_SERVER_ERROR",
      error?.message ?? "empty response",
      ext,
    );
  }
  return body.data;
}
