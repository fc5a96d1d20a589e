/**
 * A typed Fieldnote client in a few lines: operations typed from schema.graphql by the client
 * preset, sent with fetch, failures surfaced as their `extensions.code`.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";

/** A GraphQL error the service returned: branch on `code` (listed in each operation's description). */
export class FieldnoteError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "FieldnoteError";
  }
}

export interface FieldnoteClientOptions {
  /** e.g. http://127.0.0.1:4000/graphql */
  url: string;
  /** an API key; without one the caller is an anonymous reader (where the deployment allows it) */
  apiKey?: string;
}

export function createClient(options: FieldnoteClientOptions) {
  return async function request<Result, Variables>(
    document: TypedDocumentNode<Result, Variables>,
    variables: Variables,
  ): Promise<Result> {
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as {
      data?: Result;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const error = body.errors?.[0];
    if (error || !body.data)
      throw new FieldnoteError(
        error?.extensions?.code ?? "INTERNAL_SERVER_ERROR",
        error?.message ?? "empty response",
        response.status,
      );
    return body.data;
  };
}
