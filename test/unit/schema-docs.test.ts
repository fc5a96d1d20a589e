/** The schema documents itself for the frontend teams who generate clients from it. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLField,
} from "graphql";
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

describe("every type, field and enum value is described", () => {
  it("leaves nothing undocumented", () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type))
        for (const f of Object.values(type.getFields()))
          if (!f.description) missing.push(`${type.name}.${f.name}`);
      if (isEnumType(type))
        for (const v of type.getValues())
          if (!v.description) missing.push(`${type.name}.${v.name}`);
    }
    expect(missing).toEqual([]);
  });
});
