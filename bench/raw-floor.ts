/**
 * The raw floor of an ask: the statements a real ask sent, replayed in the same order, with the same
 * transaction boundaries and arguments, through the same driver adapter — without the ORM engine,
 * the pipeline or GraphQL — behind a bare HTTP server, so that the floor pays the same round trips
 * (HTTP and SQL) as the ask it is compared with.
 *
 * Recording wraps the ORM's driver adapter (AppOptions.adapterHook). Replaying an ask inserts its
 * answer again, so the values the ask created (row ids, the answer's hash: UUIDs and 64-hex strings
 * in INSERT arguments that no earlier result of the ask returned) get fresh values each replay; the
 * ids it read (documents, chunks, the previous hash) stay as recorded.
 */
import http from "node:http";
import { randomBytes, randomUUID } from "node:crypto";
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlQuery,
  Transaction,
} from "@prisma/driver-adapter-utils";

type Step =
  | { kind: "query" | "execute"; inTx: boolean; query: SqlQuery; sequence?: string }
  | { kind: "begin"; isolation?: IsolationLevel }
  | { kind: "commit" | "rollback" };

export interface RecordedAsk {
  steps: Step[];
  /** values the ask created (ids, hashes): replaced by fresh ones on every replay */
  created: Set<string>;
}

const GENERATED = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{64})$/;

export class StatementRecorder {
  /** the unwrapped adapter, for replays */
  adapter: SqlDriverAdapter | null = null;
  private steps: Step[] | null = null;
  private seen = new Set<string>();
  private created = new Set<string>();

  start(): void {
    this.steps = [];
    this.seen = new Set();
    this.created = new Set();
  }

  stop(): RecordedAsk {
    const steps = this.steps ?? [];
    this.steps = null;
    return { steps, created: this.created };
  }

  /** An INSERT's generated values (ids, hashes) that no earlier statement of this ask returned. */
  private noteCreated(query: SqlQuery): void {
    if (!/^\s*INSERT\b/i.test(query.sql)) return;
    for (const v of flat(query.args))
      if (typeof v === "string" && GENERATED.test(v) && !this.seen.has(v)) this.created.add(v);
  }

  readonly hook = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    this.adapter = adapter;
    return this.queryable(adapter, false, {
      startTransaction: async (isolation?: IsolationLevel) => {
        this.steps?.push({ kind: "begin", isolation });
        return this.transaction(await adapter.startTransaction(isolation));
      },
    });
  };

  private transaction(tx: Transaction): Transaction {
    return this.queryable(tx, true, {
      commit: async () => {
        this.steps?.push({ kind: "commit" });
        return tx.commit();
      },
      rollback: async () => {
        this.steps?.push({ kind: "rollback" });
        return tx.rollback();
      },
    });
  }

  private queryable<T extends SqlDriverAdapter | Transaction>(
    target: T,
    inTx: boolean,
    extra: Record<string, unknown>,
  ): T {
    const methods: Record<string, unknown> = {
      ...extra,
      queryRaw: async (query: SqlQuery) => {
        if (this.steps) this.noteCreated(query);
        const step: Step = { kind: "query", inTx, query };
        this.steps?.push(step);
        const result = await target.queryRaw(query);
        // a number drawn from a sequence (the answer's chain position) is drawn afresh on replay
        if (/\bnextval\(/i.test(query.sql) && result.rows[0]?.[0] != null)
          step.sequence = String(result.rows[0][0]);
        if (this.steps)
          for (const row of result.rows)
            for (const v of row) if (typeof v === "string") this.seen.add(v);
        return result;
      },
      executeRaw: async (query: SqlQuery) => {
        if (this.steps) this.noteCreated(query);
        this.steps?.push({ kind: "execute", inTx, query });
        return target.executeRaw(query);
      },
    };
    return new Proxy(target, {
      get(t, key, receiver) {
        if (typeof key === "string" && key in methods) return methods[key];
        const v = Reflect.get(t, key, receiver) as unknown;
        return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(t) : v;
      },
    });
  }
}

function flat(args: readonly unknown[]): unknown[] {
  return args.flatMap((a) => (Array.isArray(a) ? flat(a) : [a]));
}

function fresh(value: string): string {
  return value.length === 64 ? randomBytes(32).toString("hex") : randomUUID();
}

/** One replay of a recorded ask: the same statements, created values renewed. */
export async function replay(adapter: SqlDriverAdapter, ask: RecordedAsk): Promise<void> {
  const renewed = new Map<string, string>();
  const renew = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(renew);
    if (typeof v !== "string" || !ask.created.has(v)) return v;
    if (!renewed.has(v)) renewed.set(v, fresh(v));
    return renewed.get(v);
  };
  const drawn = new Map<string, string>();
  const renewAll = (v: unknown): unknown => {
    if (
      (typeof v === "string" || typeof v === "number" || typeof v === "bigint") &&
      drawn.has(String(v))
    )
      return typeof v === "string"
        ? drawn.get(String(v))
        : typeof v === "number"
          ? Number(drawn.get(String(v)))
          : BigInt(drawn.get(String(v))!);
    return renew(v);
  };
  let tx: Transaction | null = null;
  try {
    for (const step of ask.steps) {
      if (step.kind === "begin") tx = await adapter.startTransaction(step.isolation);
      else if (step.kind === "commit") {
        await tx?.commit();
        tx = null;
      } else if (step.kind === "rollback") {
        await tx?.rollback();
        tx = null;
      } else if (step.kind === "query" || step.kind === "execute") {
        const on = step.inTx && tx ? tx : adapter;
        const query = { ...step.query, args: step.query.args.map(renewAll) };
        if (step.kind === "execute") await on.executeRaw(query);
        else {
          const result = await on.queryRaw(query);
          if (step.sequence !== undefined && result.rows[0]?.[0] != null)
            drawn.set(step.sequence, String(result.rows[0][0]));
        }
      }
    }
  } catch (err) {
    // a transaction left open would hold PGlite's one connection: every later replay would wait on it
    await tx?.rollback().catch(() => {});
    throw err;
  }
}

/** A bare HTTP server: POST {"i": n} replays recorded ask n. */
export async function floorServer(
  adapter: SqlDriverAdapter,
  asks: readonly RecordedAsk[],
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const { i } = JSON.parse(body) as { i: number };
      replay(adapter, asks[i % asks.length]!).then(
        () => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end('{"ok":true}');
        },
        (err: Error) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: err.message }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // the client's keep-alive sockets would hold close() open
        server.closeAllConnections();
      }),
  };
}
