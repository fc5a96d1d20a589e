/**
 * pgvector's HNSW index over the portable real[] column, for callers who may read every chunk
 * (ADMIN). One partial expression index per (model, dimensions): the migrations stay identical with
 * and without the extension, vectors of two models never share an index, and nothing is built until
 * a model has enough vectors for an exact scan to cost more than an index probe.
 *
 * Readers never use it. An approximate index shared with chunks a reader may not see can change
 * that reader's neighbours (issue #11), so their search stays an exact scan inside their scope.
 */
import { createHash } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { guarded } from "./prisma-errors";

/** pgvector's HNSW limit for the `vector` type; wider models are searched exactly. */
const MAX_INDEXED_DIMENSIONS = 2_000;

export interface IndexedHit {
  chunkId: string;
  sim: number;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

function indexName(model: string, dimensions: number): string {
  const h = createHash("sha256").update(`${model}\u0000${dimensions}`).digest("hex").slice(0, 16);
  return `ChunkEmbedding_hnsw_${h}`;
}

/** HNSW's candidate list: wider than the result, for recall (pgvector caps it at 1,000). */
export const efSearch = (limit: number) => Math.min(1_000, Math.max(100, 8 * Math.floor(limit)));

/** The ADMIN search ($1 is the query vector as text); its model and size match the partial index. */
export function nearestSql(model: string, d: number, limit: number): string {
  const v = `$1::vector(${d})`;
  return `SELECT e."chunkId" AS id, 1 - (e.vector::vector(${d}) <=> ${v}) AS sim
    FROM "ChunkEmbedding" e JOIN "Chunk" c ON c.id = e."chunkId"
    WHERE e.model = ${literal(model)} AND e.dimensions = ${d} AND c.searchable
    ORDER BY e.vector::vector(${d}) <=> ${v} LIMIT ${Math.max(1, Math.floor(limit))}`;
}

export class PgvectorIndex {
  private readonly built = new Set<string>();
  /** builds run one at a time: two CREATE INDEX IF NOT EXISTS of one name can race on PostgreSQL */
  private building: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly prisma: PrismaClient,
    /** a model's vectors below this count are scanned exactly, and not indexed */
    private readonly minVectors: number,
    private readonly onBuilt: (built: {
      index: string;
      model: string;
      dimensions: number;
      ms: number;
    }) => void,
  ) {}

  /** The index, or null when the database lacks pgvector or may not create it (exact search only). */
  static async open(
    prisma: PrismaClient,
    minVectors: number,
    onBuilt: PgvectorIndex["onBuilt"] = () => {},
  ): Promise<PgvectorIndex | null> {
    const rows = await guarded(() =>
      prisma.$queryRawUnsafe<{ ok: boolean }[]>(
        `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') AS ok`,
      ),
    );
    if (!rows[0]?.ok) return null;
    try {
      await prisma.$executeRawUnsafe(`CREATE EXTENSION IF NOT EXISTS vector`);
    } catch {
      return null; // installed on the server, but this role may not create it
    }
    return new PgvectorIndex(prisma, minVectors, onBuilt);
  }

  /** Builds the index of each of the model's dimensions that has reached the threshold. */
  buildDue(model: string): Promise<string[]> {
    const run = this.building.then(() => this.build(model));
    this.building = run.catch(() => undefined);
    return run;
  }

  private async build(model: string): Promise<string[]> {
    const counts = await guarded(() =>
      this.prisma.$queryRawUnsafe<{ dimensions: number; n: number }[]>(
        `SELECT dimensions, count(*)::int AS n FROM "ChunkEmbedding" WHERE model = $1 GROUP BY dimensions`,
        model,
      ),
    );
    const made: string[] = [];
    for (const { dimensions, n } of counts) {
      const d = Number(dimensions);
      if (Number(n) < this.minVectors || d < 1 || d > MAX_INDEXED_DIMENSIONS) continue;
      if (await this.has(model, d)) continue;
      const name = indexName(model, d);
      const started = Date.now();
      await guarded(() =>
        this.prisma.$executeRawUnsafe(
          `CREATE INDEX IF NOT EXISTS "${name}" ON "ChunkEmbedding"
           USING hnsw ((vector::vector(${d})) vector_cosine_ops)
           WHERE model = ${literal(model)} AND dimensions = ${d}`,
        ),
      );
      this.built.add(name);
      made.push(name);
      this.onBuilt({ index: name, model, dimensions: d, ms: Date.now() - started });
    }
    return made;
  }

  async has(model: string, dimensions: number): Promise<boolean> {
    const name = indexName(model, dimensions);
    if (this.built.has(name)) return true;
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<{ ok: boolean }[]>(
        `SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE tablename = 'ChunkEmbedding' AND indexname = $1) AS ok`,
        name,
      ),
    );
    if (rows[0]?.ok) this.built.add(name);
    return Boolean(rows[0]?.ok);
  }

  /**
   * The `limit` searchable chunks nearest a unit vector, or null when the model has no index for its
   * size. The model and size are written into the SQL so that the planner can match the partial
   * index; iterative scanning keeps going past chunks that are no longer searchable.
   */
  async nearest(q: Float32Array, model: string, limit: number): Promise<IndexedHit[] | null> {
    const d = q.length;
    if (!(await this.has(model, d))) return null;
    const rows = await guarded(() =>
      this.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL hnsw.iterative_scan = strict_order`);
        // pgvector's default candidate list (40) found 0.72 of the exact top 16 on the bench
        await tx.$executeRawUnsafe(`SET LOCAL hnsw.ef_search = ${efSearch(limit)}`);
        return tx.$queryRawUnsafe<{ id: string; sim: number }[]>(
          nearestSql(model, d, limit),
          `[${Array.from(q).join(",")}]`,
        );
      }),
    );
    return rows.map((r) => ({ chunkId: r.id, sim: Number(r.sim) }));
  }
}
