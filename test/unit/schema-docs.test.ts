/** The schema documents itself for the frontend teams who generate clients from it. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { buildSchema, type GraphQLField } from "graphql";
import { HTTP_STATUS } from "../../src/graphql/error-codes";

const schema = buildSchema(
  fs.readFileSync(path.join(__dirname, "..", "..", "schema.graphql"), "utf8"),
);
const operations = [schema.getQueryType()!, schema.getMutationType()!].flatMap((t) =>
  Object.values(t.getFields() as Record<string, GraphQLField<unknown, unknown>>),
);

describe("operation descriptions list their error codes", () => {
  it.each(operations.map((f) => [f.name, f] as const))("%s", (_name, field) => {
    const line = /^Errors: (.+)\.$/m.exec(field.description ?? "")?.[1];
    expect(line).toBeDefined();
    // words in capitals that name things other than error codes
    const notCodes = new Set(["READER", "ADMIN", "AUDIT_SIGNING_KEY", "SOURCE_WINS", "BOTH_VALID"]);
    const codes = [...line!.matchAll(/\b[A-Z][A-Z_]{3,}\b/g)]
      .map((m) => m[0])
      .filter((w) => !notCodes.has(w));
    expect(codes.filter((c) => !(c in HTTP_STATUS))).toEqual([]);
    if (codes.length === 0) expect(line).toMatch(/^none of its own/);
  });
});
