/**
 * DATABASE_URL conventions:
 *   postgres://... | postgresql://...   -> a PostgreSQL server via @prisma/adapter-pg
 *   pglite:memory  | memory://          -> in-memory PGlite (tests)
 *   pglite:<dir>   | file:<dir>         -> PGlite persisted in <dir>
 */
import path from "node:path";

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string | undefined /* undefined = in-memory */ };

export function parseDatabaseUrl(url: string): DatabaseTarget {
  const trimmed = url.trim();
  if (/^postgres(ql)?:\/\//i.test(trimmed)) return { kind: "postgres", url: trimmed };
  if (trimmed === "pglite:memory" || trimmed === "pglite:" || trimmed.startsWith("memory://")) {
    return { kind: "pglite", dataDir: undefined };
  }
  const m = /^(?:pglite|file):(?:\/\/)?(.+)$/i.exec(trimmed);
  if (m) return { kind: "pglite", dataDir: path.resolve(m[1]!) };
  throw new Error(
    `unsupported DATABASE_URL "${trimmed}": use postgresql://…, pglite:<dir> or pglite:memory`,
  );
}
