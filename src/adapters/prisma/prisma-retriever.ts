/**
 * Full-text retrieval with PostgreSQL text search (same SQL on PGlite and PostgreSQL). The question
 * becomes an OR of its English lexemes, so a chunk need not contain every word to be a candidate;
 * the relevance filter in the core decides what counts. Access is applied in the query so
 * restricted chunks never take a caller's top-k slots.
 */
import type { PrismaClient } from "../../generated/prisma/client";
import type { AccessScope, Retriever } from "../../core/ports";
import type { Passage } from "../../core/types";
import { guarded } from "./prisma-errors";

// Lexemes are quoted for to_tsquery ('' doubles a quote, \ escapes a backslash), joined with |,
// and parsed with the 'simple' configuration so they are not stemmed a second time.
const QUERY_CTE = `
  WITH q AS (
    SELECT to_tsquery('simple', coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | '), '')) AS query
    FROM unnest(to_tsvector('english', $1::text))
  )`;

const READABLE = `(cardinality(d.groups) = 0 OR d.groups && $2::text[])`;

interface Row {
  chunk_id: string;
  document_id: string;
  revision_id: string;
  revision: number;
  title: string;
  title_key: string;
  breadcrumb: string;
  text: string;
  effective_date: Date | null;
  review_by: Date | null;
  groups: string[];
  score: number;
}

export class PrismaRetriever implements Retriever {
  constructor(private readonly prisma: PrismaClient) {}

  async search(query: string, options: { limit: number; scope: AccessScope }): Promise<Passage[]> {
    const groups = options.scope.all ? null : [...options.scope.groups];
    const sql = `${QUERY_CTE}
      SELECT c.id AS chunk_id, c."documentId" AS document_id, c."revisionId" AS revision_id, r.number AS revision,
             d.title, d."titleKey" AS title_key, c.breadcrumb, c.text, r."effectiveDate" AS effective_date,
             d."reviewBy" AS review_by, d.groups, ts_rank_cd(c.tsv, q.query, 32)::float8 AS score
      FROM q, "Chunk" c
      JOIN "DocumentRevision" r ON r.id = c."revisionId"
      JOIN "Document" d ON d.id = c."documentId"
      WHERE c.searchable AND c.tsv @@ q.query AND ($2::text[] IS NULL OR ${READABLE})
      ORDER BY score DESC, c.id
      LIMIT $3`;
    const rows = await guarded(() => this.prisma.$queryRawUnsafe<Row[]>(sql, query, groups, options.limit));
    return rows.map((r) => ({
      chunkId: r.chunk_id,
      documentId: r.document_id,
      revisionId: r.revision_id,
      revision: Number(r.revision),
      title: r.title,
      titleKey: r.title_key,
      breadcrumb: r.breadcrumb,
      text: r.text,
      effectiveDate: r.effective_date ? new Date(r.effective_date) : null,
      reviewBy: r.review_by ? new Date(r.review_by) : null,
      groups: r.groups,
      score: Number(r.score),
    }));
  }

  async countWithheld(query: string, scope: AccessScope): Promise<number> {
    if (scope.all) return 0;
    const sql = `${QUERY_CTE}
      SELECT count(*)::int AS n FROM q, "Chunk" c JOIN "Document" d ON d.id = c."documentId"
      WHERE c.searchable AND c.tsv @@ q.query AND NOT ${READABLE}`;
    const rows = await guarded(() => this.prisma.$queryRawUnsafe<{ n: number }[]>(sql, query, [...scope.groups]));
    return Number(rows[0]?.n ?? 0);
  }
}
