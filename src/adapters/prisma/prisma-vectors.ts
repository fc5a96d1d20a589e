/**
 * Chunk vectors in the portable "ChunkEmbedding" table (real[]; one migration history for PGlite and
 * PostgreSQL, with or without pgvector) and exact nearest-neighbour search within the caller's scope.
 *
 * Scoring is in process over a cache of the model's vectors (refreshed every VECTORS_TTL_MS and
 * when this process changes documents; scanned with WebAssembly SIMD, see dot-scan.ts): exact, so chunks a caller may not read never displace a
 * reader's neighbours the way a shared approximate index could. The winners are read back with the
 * access rule in SQL, so a stale cache can cost a place but never reveal a chunk. Measured cost in
 * `npm run bench`. Callers who may read everything (ADMIN) use pgvector's HNSW index instead once a
 * model has VECTOR_INDEX_MIN_VECTORS vectors and the database has the extension (pgvector-index.ts).
 */
import type { PrismaClient } from "../../generated/prisma/client";
import type { AccessScope, ChunkEmbeddingStore, VectorSearch } from "../../core/ask/ask-ports";
import type { Passage } from "../../core/types";
import { guarded } from "./prisma-errors";
import { PASSAGE_COLUMNS, passageOf, type PassageRow } from "./prisma-retriever";
import { dotMatrix, type DotMatrix } from "../vectors/dot-scan";
import type { PgvectorIndex } from "./pgvector-index";

const VECTORS_TTL_MS = 30_000;

interface Cached {
  model: string;
  at: number;
  chunkIds: string[];
  groups: string[][];
  dimensions: number;
  matrix: DotMatrix;
}

function unit(v: readonly number[]): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  return Float32Array.from(v, (x) => x / n);
}

export class PrismaVectors implements ChunkEmbeddingStore, VectorSearch {
  private cache: Cached | null = null;
  private loading: Promise<Cached> | null = null;
  /** bumped by invalidate(): vectors loaded before a change must not be cached after it */
  private generation = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => number = Date.now,
    /** approximate search for callers who read everything; null = exact scan for every caller */
    private readonly index: PgvectorIndex | null = null,
  ) {}

  invalidate(): void {
    this.generation++;
    this.cache = null;
    this.loading = null;
  }

  async pending(model: string, limit: number): Promise<{ chunkId: string; text: string }[]> {
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<{ id: string; breadcrumb: string; text: string }[]>(
        `SELECT c.id, c.breadcrumb, c.text FROM "Chunk" c
         WHERE c.searchable AND NOT EXISTS (SELECT 1 FROM "ChunkEmbedding" e WHERE e."chunkId" = c.id AND e.model = $1)
         ORDER BY c.id LIMIT $2`,
        model,
        limit,
      ),
    );
    return rows.map((r) => ({ chunkId: r.id, text: `${r.breadcrumb}\n${r.text}` }));
  }

  async countPending(model: string): Promise<number> {
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "Chunk" c
         WHERE c.searchable AND NOT EXISTS (SELECT 1 FROM "ChunkEmbedding" e WHERE e."chunkId" = c.id AND e.model = $1)`,
        model,
      ),
    );
    return Number(rows[0]?.n ?? 0);
  }

  async save(
    model: string,
    vectors: readonly { chunkId: string; vector: readonly number[] }[],
  ): Promise<void> {
    if (vectors.length === 0) return;
    await guarded(() =>
      this.prisma.$executeRawUnsafe(
        `INSERT INTO "ChunkEmbedding" ("chunkId", model, dimensions, vector)
         SELECT x.id::uuid, $1, x.dims, x.v FROM jsonb_to_recordset($2::jsonb) AS x(id text, dims int, v real[])
         ON CONFLICT ("chunkId", model) DO NOTHING`,
        model,
        JSON.stringify(
          vectors.map((v) => ({
            id: v.chunkId,
            dims: v.vector.length,
            v: Array.from(unit(v.vector)),
          })),
        ),
      ),
    );
    this.invalidate();
    await this.index?.buildDue(model);
  }

  private async load(model: string): Promise<Cached> {
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<
        { id: string; groups: string[]; dimensions: number; vector: number[] }[]
      >(
        `SELECT c.id, d.groups, e.dimensions, e.vector FROM "ChunkEmbedding" e
         JOIN "Chunk" c ON c.id = e."chunkId" JOIN "Document" d ON d.id = c."documentId"
         WHERE c.searchable AND e.model = $1 ORDER BY c.id`,
        model,
      ),
    );
    // one model, one dimension: rows of another size (a model that changed its output) are left out
    const dimensions = rows[0]?.dimensions ?? 0;
    const kept = rows.filter((r) => r.dimensions === dimensions);
    const matrix = dotMatrix(kept.length, dimensions);
    kept.forEach((r, i) => matrix.set(i, r.vector.map(Number)));
    return {
      model,
      at: this.now(),
      chunkIds: kept.map((r) => r.id),
      groups: kept.map((r) => r.groups),
      dimensions,
      matrix,
    };
  }

  private async vectorsOf(model: string): Promise<Cached> {
    if (this.cache && this.cache.model === model && this.now() - this.cache.at < VECTORS_TTL_MS)
      return this.cache;
    const generation = this.generation;
    if (!this.loading) {
      const load = this.load(model).finally(() => {
        if (this.loading === load) this.loading = null;
      });
      this.loading = load;
    }
    const loaded = await this.loading;
    if (generation === this.generation) this.cache = loaded;
    return loaded;
  }

  async nearest(
    vector: readonly number[],
    options: { limit: number; scope: AccessScope; model: string },
  ): Promise<Passage[]> {
    const q = unit(vector);
    const indexed = options.scope.all
      ? await this.index?.nearest(q, options.model, options.limit)
      : null;
    if (indexed) return this.readBack(new Map(indexed.map((h) => [h.chunkId, h.sim])), options);
    const c = await this.vectorsOf(options.model);
    if (c.dimensions === 0 || vector.length !== c.dimensions) return [];
    const allowed = options.scope.all ? null : new Set(options.scope.groups);
    const top = nearestWithin(c, q, options.limit, (i) => {
      const g = c.groups[i]!;
      return !allowed || g.length === 0 || g.some((x) => allowed.has(x));
    });
    return this.readBack(new Map(top.map((t) => [c.chunkIds[t.i]!, t.sim])), options);
  }

  /** The winners as passages, read with the access rule in SQL (a stale cache never reveals a chunk). */
  private async readBack(
    similarity: ReadonlyMap<string, number>,
    options: { scope: AccessScope },
  ): Promise<Passage[]> {
    if (similarity.size === 0) return [];
    const groups = options.scope.all ? null : [...options.scope.groups];
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<PassageRow[]>(
        `SELECT ${PASSAGE_COLUMNS}, 0::float8 AS score
         FROM "Chunk" c JOIN "DocumentRevision" r ON r.id = c."revisionId" JOIN "Document" d ON d.id = c."documentId"
         WHERE c.id = ANY($1::uuid[]) AND c.searchable AND ($2::text[] IS NULL OR cardinality(d.groups) = 0 OR d.groups && $2::text[])`,
        [...similarity.keys()],
        groups,
      ),
    );
    return rows
      .map((r) => ({
        ...passageOf(r),
        similarity: Math.round(similarity.get(r.chunk_id)! * 1e6) / 1e6,
      }))
      .sort((a, b) => b.similarity - a.similarity || (a.chunkId < b.chunkId ? -1 : 1));
  }
}

/** The `limit` readable rows nearest q, best first; ties by position (rows are in chunk-id order). */
function nearestWithin(
  c: Cached,
  q: Float32Array,
  limit: number,
  readable: (i: number) => boolean,
): { i: number; sim: number }[] {
  const sims = c.matrix.scores(q);
  const top: { i: number; sim: number }[] = [];
  for (let i = 0; i < c.chunkIds.length; i++) {
    const sim = sims[i]!;
    if (top.length === limit && sim <= top[top.length - 1]!.sim) continue;
    if (!readable(i)) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.sim < sim) at--;
    top.splice(at, 0, { i, sim });
    if (top.length > limit) top.pop();
  }
  return top;
}
