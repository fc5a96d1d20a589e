import { beforeEach, describe, expect, it } from "@jest/globals";
import { GraphQLError } from "graphql";
import { AppError } from "../../src/core/errors";
import { createFormatError } from "../../src/graphql/errors";
import { translateDbError } from "../../src/adapters/prisma/prisma-errors";
import { Prisma } from "../../src/generated/prisma/client";

describe("formatError", () => {
  let logged: unknown[] = [];
  const format = createFormatError({ error: (obj) => logged.push(obj) });
  beforeEach(() => {
    logged = [];
  });

  it("passes AppError through with its code, message and details", () => {
    // resolver errors reach formatError wrapped, with the field's path
    const err = new GraphQLError("x", {
      path: ["upsertDocument"],
      originalError: new AppError("TITLE_CONFLICT", "taken", { existingDocumentId: "d1" }),
    });
    expect(
      format(
        { message: "x", path: ["upsertDocument"], extensions: { code: "INTERNAL_SERVER_ERROR" } },
        err,
      ),
    ).toEqual({
      message: "taken",
      path: ["upsertDocument"],
      locations: undefined,
      extensions: { code: "TITLE_CONFLICT", existingDocumentId: "d1" },
    });
  });

  it("masks anything unexpected — no SQL, connection string or stack — and logs it", () => {
    const raw = new Error('relation "Answer" does not exist at postgres://user:pw@db/prod');
    const out = format(
      {
        message: raw.message,
        path: ["ask"],
        extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["at x"] },
      },
      new GraphQLError(raw.message, { path: ["ask"], originalError: raw }),
    );
    expect(out).toEqual({
      message: "Internal server error",
      path: ["ask"],
      locations: undefined,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(logged).toHaveLength(1);
  });

  it("keeps GraphQL validation errors but drops any stacktrace", () => {
    const out = format(
      {
        message: "Cannot query field",
        extensions: { code: "GRAPHQL_VALIDATION_FAILED", stacktrace: ["at y"] },
      },
      new GraphQLError("Cannot query field"),
    );
    expect(out.extensions).toEqual({ code: "GRAPHQL_VALIDATION_FAILED" });
  });
});

describe("translateDbError", () => {
  // the shape Prisma 7 gives a driver-adapter failure: the SQLSTATE sits under meta.driverAdapterError.cause
  // (a connection refused by the database is FATAL; the same SQLSTATE from a statement is ERROR)
  const pgFailure = (state: string, message: string, severity = "ERROR") =>
    new Prisma.PrismaClientKnownRequestError(
      `Invalid invocation\nDatabase error. Code: \`${state}\`. Message: \`${message}\``,
      {
        code: "P2039",
        clientVersion: "7.10.0",
        meta: {
          driverAdapterError: {
            cause: { kind: "postgres", code: state, severity, message, originalCode: state },
          },
        },
      },
    );

  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P03", "the database system is starting up"],
    ["08006", "connection failure"],
    ["53300", "sorry, too many clients already"],
    ["55000", 'database "kb" is not currently accepting connections'],
  ])("SQLSTATE %s is SERVICE_UNAVAILABLE", (state, message) => {
    const out = translateDbError(pgFailure(state, message, "FATAL"));
    expect(out).toBeInstanceOf(AppError);
    expect((out as AppError).code).toBe("SERVICE_UNAVAILABLE");
  });

  it.each([
    ["23505", "duplicate key value violates unique constraint"],
    ["55000", "cannot ALTER TABLE because it has pending trigger events"],
    ["42P01", 'relation "Document" does not exist'],
  ])(
    "SQLSTATE %s (%s) is not: a broken statement must not be reported as retryable",
    (state, message) => {
      const err = pgFailure(state, message);
      expect(translateDbError(err)).toBe(err);
    },
  );
});
