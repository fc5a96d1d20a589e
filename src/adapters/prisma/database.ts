/** Opens the database named by a DATABASE_URL: PGlite (embedded) or a PostgreSQL server. */
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { parse as parsePgUrl } from "pg-connection-string";
import { PrismaClient } from "../../generated/prisma/client";
import { acquireDirLock } from "./dir-lock";
import { parseDatabaseUrl, type DatabaseTarget } from "./database-url";
import { PGliteAdapterFactory } from "./pglite-factory";
import { PgAdapterFactory } from "./pg-factory";

export interface Database {
  prisma: PrismaClient;
  target: DatabaseTarget;
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** The embedded instance, when target.kind === "pglite". */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** Load a pre-migrated PGlite data dir (tests). */
  pgliteTemplate?: Blob;
  /** Every SQL statement the client sends (query counting in tests). */
  onQuery?: (sql: string, params: string) => void;
}

function createClient(
  factory: SqlMigrationAwareDriverAdapterFactory,
  onQuery?: (sql: string, params: string) => void,
): PrismaClient {
  if (!onQuery) return new PrismaClient({ adapter: factory });
  const client = new PrismaClient({ adapter: factory, log: [{ emit: "event", level: "query" }] });
  client.$on("query", (e) => onQuery(e.query, e.params));
  return client;
}

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(url);
  if (target.kind === "postgres") {
    // Own the pool so close() ends it, and pass discrete fields rather than a connectionString:
    // adapter-pg's shadow-database code spreads the config and a connectionString would win.
    const pool = new pg.Pool({
      ...(parsePgUrl(target.url) as pg.PoolConfig),
      max: options.poolSize ?? 10,
    });
    // An idle client losing its server (restart) emits 'error' on the pool; unhandled, it kills the process.
    pool.on("error", () => undefined);
    const factory = new PgAdapterFactory(pool);
    const prisma = createClient(factory, options.onQuery);
    return {
      prisma,
      target,
      factory,
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  let unlock = () => {};
  if (target.dataDir) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    unlock = acquireDirLock(target.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(
      options.pgliteTemplate
        ? { loadDataDir: options.pgliteTemplate }
        : { dataDir: target.dataDir },
    );
  } catch (err) {
    unlock();
    throw err;
  }
  const factory = new PGliteAdapterFactory(pglite);
  const prisma = createClient(factory, options.onQuery);
  return {
    prisma,
    target,
    factory,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}
