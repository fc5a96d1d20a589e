/** Opaque, tamper-checked cursors: a forged or foreign cursor is BAD_USER_INPUT, never a query error. */
import { AppError } from "../../core/errors";

/** LIKE/ILIKE wildcards in user text match literally (Prisma's `contains` does not escape them). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function encodeCursor(kind: string, value: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify({ t: kind, ...value }), "utf8").toString("base64url");
}

export function decodeCursor(
  cursor: string,
  kind: string,
): Record<string, string> & { id: string } {
  const fail = () =>
    new AppError(
      "BAD_USER_INPUT",
      "after: this cursor is invalid; use the endCursor of a previous page of the same list",
      { field: "after" },
    );
  if (cursor.length > 512) throw fail();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw fail();
  }
  const p = parsed as Record<string, unknown>;
  if (
    !p ||
    typeof p !== "object" ||
    p.t !== kind ||
    typeof p.id !== "string" ||
    !/^[0-9a-f-]{36}$/.test(p.id)
  )
    throw fail();
  for (const v of Object.values(p))
    if (typeof v !== "string" && typeof v !== "number") throw fail();
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])) as Record<
    string,
    string
  > & { id: string };
}
