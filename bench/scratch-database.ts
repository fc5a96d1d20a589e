/** A database of the bench's own: PGlite URLs pass through; on PostgreSQL a fresh database is created and dropped after. */
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** `keep` leaves the database in place for inspection (BENCH_KEEP_DB). */
export async function scratchDatabase(
  serverUrl: string,
  name: string,
  keep = false,
): Promise<ScratchDatabase> {
  if (!serverUrl.startsWith("postgres")) return { url: serverUrl, drop: async () => {} };
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      if (keep) return console.error(`kept ${u.toString()}`);
      await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
