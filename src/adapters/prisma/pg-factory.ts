/**
 * @prisma/adapter-pg 7.10 runs a migration script by splitting it on every ";", which breaks any
 * statement with a semicolon inside it (plpgsql function bodies, string literals). This wrapper
 * sends the script whole: PostgreSQL's simple-query protocol runs several statements in one
 * implicit transaction, so a failing migration also leaves nothing half-applied.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type pg from "pg";

export class PgAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres" as const;
  readonly adapterName = "@prisma/adapter-pg";
  private readonly inner: PrismaPg;

  constructor(private readonly pool: pg.Pool) {
    this.inner = new PrismaPg(pool);
  }

  async connect(): Promise<SqlDriverAdapter> {
    const adapter = (await this.inner.connect()) as unknown as SqlDriverAdapter & {
      onError(e: unknown): never;
    };
    adapter.executeScript = async (script: string) => {
      try {
        await this.pool.query(script);
      } catch (err) {
        adapter.onError(err);
      }
    };
    return adapter;
  }

  connectToShadowDb(): Promise<SqlDriverAdapter> {
    // Shadow databases are always in-memory PGlite (scripts/db.ts): adapter-pg never drops its own.
    throw new Error(
      "shadow databases on a PostgreSQL server are not supported; use scripts/db.ts diff",
    );
  }
}
