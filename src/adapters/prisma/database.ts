/** Opens the database named by a DATABASE_URL: PGlite (embedded) or a PostgreSQL server. */
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
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
  /** Wraps the client's driver adapter (the bench records an ask's statements with it). */
  adapterHook?: AdapterHook;
}

export type AdapterHook = (adapter: SqlDriverAdapter) => SqlDriverAdapter;

/** The client's connections pass through `hook`; migrations and shadow databases do not. */
function hooked(
  factory: SqlMigrationAwareDriverAdapterFactory,
  hook: AdapterHook | undefined,
): SqlMigrationAwareDriverAdapterFactory {
  if (!hook) return factory;
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => hook(await factory.connect()),
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}

function createClient(
  factory: SqlMigrationAwareDriverAdapterFactory,
  { onQuery, adapterHook }: OpenOptions,
): PrismaClient {
  const adapter = hooked(factory, adapterHook);
  if (!onQuery) return new PrismaClient({ adapter });
  const client = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  client.$on("query", (e) => onQuery(e.query, e.params));
  return client;
}

/** The PostgreSQL server named by DATABASE_URL cannot be used: one line for the operator, no stack. */
export class DatabaseUnreachableError extends Error {
  constructor(where: string, reason: string, advice = "Start the server or fix DATABASE_URL") {
    super(`cannot use the PostgreSQL database ${where}: ${reason}. ${advice}`);
    this.name = "DatabaseUnreachableError";
  }
}

/** host:port/database, never the credentials. */
function describeTarget(url: string): string {
  const c = parsePgUrl(url);
  return `${c.host ?? "localhost"}:${c.port ?? 5432}/${c.database ?? ""}`;
}

/** A server without the database: the command that creates it, with the URL's host, port and user. */
function createDbAdvice(url: string): string {
  const c = parsePgUrl(url);
  const q = (s: string) => (/^[\w.@:-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);
  const args = [
    c.host ? `-h ${q(c.host)}` : "",
    c.port ? `-p ${q(String(c.port))}` : "",
    c.user ? `-U ${q(c.user)}` : "",
    q(c.database ?? ""),
  ].filter(Boolean);
  return `Create it (as a role allowed to create databases): createdb ${args.join(" ")}; or fix DATABASE_URL`;
}

/** One round trip before migrations, so a wrong URL is one clear line rather than an engine stack. */
async function probe(pool: pg.Pool, url: string): Promise<void> {
  try {
    await pool.query("SELECT 1");
  } catch (err) {
    await pool.end().catch(() => undefined);
    const firstLine = String((err as Error)?.message ?? err).split("\n")[0];
    const code = (err as { code?: unknown })?.code;
    const reason = firstLine || (typeof code === "string" ? code : "connection failed");
    // 3D000 invalid_catalog_name: the server answers, the database is not there yet
    const advice = code === "3D000" ? createDbAdvice(url) : undefined;
    throw new DatabaseUnreachableError(describeTarget(url), reason, advice);
  }
}

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(url);
  return target.kind === "postgres" ? openPostgres(target, options) : openPglite(target, options);
}

async function openPostgres(
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  options: OpenOptions,
): Promise<Database> {
  // Own the pool so close() ends it, and pass discrete fields rather than a connectionString:
  // adapter-pg's shadow-database code spreads the config and a connectionString would win.
  const pool = new pg.Pool({
    ...(parsePgUrl(target.url) as pg.PoolConfig),
    max: options.poolSize ?? 10,
  });
  // An idle client losing its server (restart) emits 'error' on the pool; unhandled, it kills the process.
  pool.on("error", () => undefined);
  await probe(pool, target.url);
  const factory = new PgAdapterFactory(pool);
  const prisma = createClient(factory, options);
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

const PGLITE_EXTENSIONS = { vector };

/**
 * The embedded database's files are the whole knowledge base, restricted pages and audit trail
 * included: its folder is 0700 (created so, and tightened when an older one is more open), so the
 * files PGlite writes under the umask (often 0644) are not readable by other users.
 */
function privateDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((fs.statSync(dir).mode & 0o077) !== 0) fs.chmodSync(dir, 0o700);
}

async function openPglite(
  target: Extract<DatabaseTarget, { kind: "pglite" }>,
  options: OpenOptions,
): Promise<Database> {
  let unlock = () => {};
  if (target.dataDir) {
    privateDataDir(target.dataDir);
    unlock = acquireDirLock(target.dataDir);
  }
  let pglite: PGlite;
  try {
    // pgvector is loaded only when a caller runs CREATE EXTENSION (pgvector-index.ts): listing it
    // costs nothing at start
    pglite = await PGlite.create({
      ...(options.pgliteTemplate
        ? { loadDataDir: options.pgliteTemplate }
        : { dataDir: target.dataDir }),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const factory = new PGliteAdapterFactory(pglite, { extensions: PGLITE_EXTENSIONS });
  const prisma = createClient(factory, options);
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
