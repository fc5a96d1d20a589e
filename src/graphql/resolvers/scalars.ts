import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

/** Years PostgreSQL timestamptz stores and reads back everywhere (year 0000 does not exist; 9999 plus an offset overflows). */
const MIN = Date.UTC(1, 0, 1);
const MAX = Date.UTC(9999, 11, 31);

function parseDate(value: unknown): Date {
  if (typeof value !== "string" || value.length > 40)
    throw new GraphQLError(
      "DateTime must be an ISO-8601 string, e.g. 2026-11-29 or 2026-11-29T12:00:00Z",
    );
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value,
    );
  const d = new Date(value);
  if (!m || Number.isNaN(d.getTime())) {
    throw new GraphQLError(
      `"${value}" is not an ISO-8601 date-time, e.g. 2026-11-29 or 2026-11-29T12:00:00Z`,
    );
  }
  const [, y, mo, day, h = "0", mi = "0", s = "0"] = m;
  // "2026-02-31" must not silently become 3 March: the calendar date must exist as written
  const calendar = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(day)));
  if (
    calendar.getUTCMonth() !== Number(mo) - 1 ||
    calendar.getUTCDate() !== Number(day) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    throw new GraphQLError(`"${value}" is not a calendar date-time (no such day or time)`);
  }
  if (d.getTime() < MIN || d.getTime() > MAX)
    throw new GraphQLError(
      `"${value}" is out of range: use a date between 0001-01-01 and 9999-12-31 (UTC)`,
    );
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
