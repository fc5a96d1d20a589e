import { beforeEach, describe, expect, it } from "@jest/globals";
import { GraphQLError } from "graphql";
import { AppError } from "../../src/core/errors";
import { createFormatError } from "../../src/graphql/errors";

describe("formatError", () => {
  let logged: unknown[] = [];
  const format = createFormatError({ error: (obj) => logged.push(obj) });
  beforeEach(() => {
    logged = [];
  });

  it("passes AppError through with its code, message and details", () => {
    // resolver errors reach formatError wrapped, with the field's path
    const err = new GraphQLError("x", { path: ["upsertDocument"], originalError: new AppError("TITLE_CONFLICT", "taken", { existingDocumentId: "d1" }) });
    expect(format({ message: "x", path: ["upsertDocument"], extensions: { code: "INTERNAL_SERVER_ERROR" } }, err)).toEqual({
      message: "taken",
      path: ["upsertDocument"],
      locations: undefined,
      extensions: { code: "TITLE_CONFLICT", existingDocumentId: "d1" },
    });
  });

  it("masks anything unexpected — no SQL, connection string or stack — and logs it", () => {
    const raw = new Error('relation "Answer" does not exist at postgres://user:pw@db/prod');
    const out = format(
      { message: raw.message, path: ["ask"], extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["at x"] } },
      new GraphQLError(raw.message, { path: ["ask"], originalError: raw }),
    );
    expect(out).toEqual({ message: "Internal server error", path: ["ask"], locations: undefined, extensions: { code: "INTERNAL_SERVER_ERROR" } });
    expect(logged).toHaveLength(1);
  });

  it("keeps GraphQL validation errors but drops any stacktrace", () => {
    const out = format({ message: "Cannot query field", extensions: { code: "GRAPHQL_VALIDATION_FAILED", stacktrace: ["at y"] } }, new GraphQLError("Cannot query field"));
    expect(out.extensions).toEqual({ code: "GRAPHQL_VALIDATION_FAILED" });
  });
});
