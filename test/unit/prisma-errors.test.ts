/** Database errors are classified by class and code, never by their message text. */
import { describe, expect, it } from "@jest/globals";
import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import { Prisma } from "../../src/generated/prisma/client";
import {
  isDatabaseUnavailable,
  isUniqueViolation,
  translateDbError,
} from "../../src/adapters/prisma/prisma-errors";
import { AppError } from "../../src/core/errors";

const known = (code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError(`request failed (${code})`, {
    code,
    clientVersion: "7",
    meta,
  });
const postgres = (code: string, severity: string) => ({
  driverAdapterError: {
    name: "DriverAdapterError",
    cause: {
      kind: "postgres",
      code,
      severity,
      message: "…",
      detail: undefined,
      column: undefined,
      hint: undefined,
    },
  },
});
const withCode = (message: string, props: Record<string, unknown>) =>
  Object.assign(new Error(message), props);

describe("isDatabaseUnavailable", () => {
  it.each([
    ["Prisma P1001 (server unreachable)", known("P1001"), true],
    ["Prisma P2024 (pool timeout)", known("P2024"), true],
    [
      "ALLOW_CONNECTIONS false: SQLSTATE 55000 FATAL under P2039",
      known("P2039", postgres("55000", "FATAL")),
      true,
    ],
    [
      "55000 as a statement error is the statement's fault",
      known("P2039", postgres("55000", "ERROR")),
      false,
    ],
    ["administrator shutdown, 57P01", known("P2039", postgres("57P01", "FATAL")), true],
    ["connection exception class 08", known("P2039", postgres("08006", "FATAL")), true],
    ["a syntax error, 42601", known("P2039", postgres("42601", "ERROR")), false],
    [
      "adapter: DatabaseNotReachable",
      new DriverAdapterError({ kind: "DatabaseNotReachable" } as never),
      true,
    ],
    [
      "adapter: TooManyConnections",
      new DriverAdapterError({ kind: "TooManyConnections", cause: "x" }),
      true,
    ],
    ["errno ECONNREFUSED", withCode("connect failed", { code: "ECONNREFUSED" }), true],
    [
      "node-postgres DatabaseError 57P03 (starting up)",
      withCode("starting", { code: "57P03", severity: "FATAL" }),
      true,
    ],
    [
      "node-postgres DatabaseError 23505 (unique)",
      withCode("dup", { code: "23505", severity: "ERROR" }),
      false,
    ],
    [
      "PGlite closed (a codeless library error, named exactly)",
      new Error("PGlite is closed"),
      true,
    ],
    [
      "a message that merely mentions ECONNREFUSED is not read",
      new Error("ECONNREFUSED in a title"),
      false,
    ],
    ["Prisma P2002 (unique) is not an outage", known("P2002"), false],
  ])("%s", (_name, err, expected) => {
    expect(isDatabaseUnavailable(err)).toBe(expected);
  });

  it("translates an outage to SERVICE_UNAVAILABLE and passes anything else unchanged", () => {
    const outage = translateDbError(known("P1001"));
    expect(outage).toBeInstanceOf(AppError);
    expect((outage as AppError).code).toBe("SERVICE_UNAVAILABLE");
    const other = known("P2003");
    expect(translateDbError(other)).toBe(other);
  });
});

describe("isUniqueViolation", () => {
  it.each([
    ["Prisma P2002", known("P2002"), true],
    [
      "adapter UniqueConstraintViolation",
      new DriverAdapterError({
        kind: "UniqueConstraintViolation",
        constraint: { fields: ["titleKey"] },
      }),
      true,
    ],
    [
      "under a request error",
      known("P2010", { driverAdapterError: { cause: { kind: "UniqueConstraintViolation" } } }),
      true,
    ],
    ["foreign key, P2003", known("P2003"), false],
    ["a plain error saying P2002", new Error("P2002 Unique constraint failed"), false],
  ])("%s", (_name, err, expected) => {
    expect(isUniqueViolation(err)).toBe(expected);
  });
});
