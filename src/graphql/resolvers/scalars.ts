import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

function parseDate(value: unknown): Date {
  if (typeof value !== "string" || value.length > 40) throw new GraphQLError("DateTime must be an ISO-8601 string, e.g. 2026-11-29 or 2026-11-29T12:00:00Z");
  const d = new Date(value);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
    throw new GraphQLError(`"${value}" is not an ISO-8601 date-time, e.g. 2026-11-29 or 2026-11-29T12:00:00Z`);
  }
  return d;
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: "DateTime",
  description: "ISO-8601 date-time (UTC on output)",
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()),
  parseValue: parseDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string");
    return parseDate(ast.value);
  },
});

export const JSON = new GraphQLScalarType<unknown, unknown>({
  name: "JSON",
  description: "Arbitrary JSON (output only)",
  serialize: (v) => v,
  parseValue: () => {
    throw new GraphQLError("JSON is an output-only scalar");
  },
  parseLiteral: () => {
    throw new GraphQLError("JSON is an output-only scalar");
  },
});
