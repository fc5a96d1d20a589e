/**
 * Full-text retrieval with PostgreSQL text search (same SQL on PGlite and PostgreSQL). The question
 * becomes an OR of its English lexemes, so a chunk need not contain every word to be a candidate;
 * the relevance filter in the core decides what counts. Access is applied in the query so
 * restricted chunks never take a caller's top-k slots.
 *
 * Scale: ranking costs per matching chunk, and a lexeme found in most chunks makes every chunk
 * match while telling them apart not at all. Such lexemes (document frequency above
 * COMMON_SHARE of the searchable chunks) are left out of the query — the two rarest lexemes of a
 * question are always kept — using document frequencies cached for STATS_TTL_MS and refreshed in
 * the background. The relevance filter still judges coverage over every question term.
 */
import { mustQueryText } from "./must-query";
import type { PrismaClient } from "../../generated/prisma/client";
import type { Retriever, SearchOptions } from "../../core/ask/ask-ports";
import type { Passage } from "../../core/types";
import type { QuoteBlock } from "../../core/types";
import type { TermStats } from "../../core/ask/question";
import { folderTerms, topFolderTerms } from "../../core/ask/term-match";
import { guarded } from "./prisma-errors";
import { contentTerms } from "../../core/text/terms";

const COMMON_SHARE = 0.2;
const ALWAYS_KEEP = 2;
const STATS_TTL_MS = 30_000;

// Lexemes are quoted for to_tsquery ('' doubles a quote, \ escapes a backslash), joined with |,
// and parsed with the 'simple' configuration so they are not stemmed a second time.
const QUERY_CTE = `
  WITH q AS (
    SELECT to_tsquery('simple', coalesce(string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | '), '')) AS query
    FROM unnest($1::text[]) AS lexeme
  )`;

const READABLE = `(cardinality(d.groups) = 0 OR d.groups && $2::text[])`;

export interface PassageRow {
  chunk_id: string;
  document_id: string;
  revision_id: string;
  revision: number;
  title: string;
  title_key: string;
  source_path: string | null;
  blocks: unknown;
  breadcrumb: string;
  text: string;
  effective_date: Date | null;
  review_by: Date | null;
  groups: string[];
  score: number;
  must_hit?: boolean;
}

/** The columns a passage is read from (aliases c = Chunk, r = DocumentRevision, d = Document). */
export const PASSAGE_COLUMNS = `c.id AS chunk_id, c."documentId" AS document_id, c."revisionId" AS revision_id, r.number AS revision,
  d.title, d."titleKey" AS title_key, d."sourcePath" AS source_path, c.breadcrumb, c.text, c.blocks, r."effectiveDate" AS effective_date,
  d."reviewBy" AS review_by, d.groups`;

export function passageOf(r: PassageRow): Passage {
  return {
    chunkId: r.chunk_id,
    documentId: r.document_id,
    revisionId: r.revision_id,
    revision: Number(r.revision),
    title: r.title,
    titleKey: r.title_key,
    sourcePath: r.source_path,
    blocks: Array.isArray(r.blocks) ? (r.blocks as QuoteBlock[]) : [],
    breadcrumb: r.breadcrumb,
    text: r.text,
    effectiveDate: r.effective_date ? new Date(r.effective_date) : null,
    reviewBy: r.review_by ? new Date(r.review_by) : null,
    groups: r.groups,
    score: Number(r.score),
  };
}

export interface Stats {
  total: number;
  df: Map<string, number>;
  folders: Set<string>;
  products: Set<string>;
  at: number;
}

export class PrismaRetriever implements Retriever {
  private stats: Stats | null = null;
  private refreshing: Promise<Stats> | null = null;
  /** bumped by invalidate(): a load that began before a change must not be cached after it */
  private generation = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Document frequencies over the searchable chunks of PUBLIC documents only: statistics that
   * restricted text could shift would let it change what a reader's question retrieves. Only the
   * words as written count (weights A and B): the words taken out of identifiers (C and D, see
   * the search_identifier_words migration) make a chunk findable, not a word more common. The
   * folders those documents are filed under come with them (a product named by a folder scopes a
   * question to it).
   */
  private async loadStats(): Promise<Stats> {
    const generation = this.generation;
    const [rows, totals, paths] = await Promise.all([
      this.prisma.$queryRawUnsafe<{ word: string; ndoc: number }[]>(
        `SELECT word, ndoc FROM ts_stat('SELECT c.tsv FROM "Chunk" c JOIN "Document" d ON d.id = c."documentId" WHERE c.searchable AND cardinality(d.groups) = 0', 'ab')`,
      ),
      this.prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "Chunk" c JOIN "Document" d ON d.id = c."documentId" WHERE c.searchable AND cardinality(d.groups) = 0`,
      ),
      this.prisma.$queryRawUnsafe<{ folder: string }[]>(
        `SELECT DISTINCT regexp_replace(d."sourcePath", '/[^/]*$', '') AS folder FROM "Document" d WHERE cardinality(d.groups) = 0 AND d."sourcePath" LIKE '%/%' AND EXISTS (SELECT 1 FROM "Chunk" c WHERE c."documentId" = d.id AND c.searchable)`,
      ),
    ]);
    const total = Number(totals[0]?.n ?? 0);
    const stats = {
      total,
      df: new Map(rows.map((r) => [r.word, Number(r.ndoc)])),
      // (each folder with a stand-in for the file name the query cut off, as folderTerms reads paths)
      folders: folderTerms(paths.map((p) => `${p.folder}/x`)),
      products: topFolderTerms(paths.map((p) => `${p.folder}/x`)),
      at: this.now(),
    };
    if (generation === this.generation) this.stats = stats;
    return stats;
  }

  /** Cached document frequencies; a stale cache is used while a refresh runs in the background. */
  private async documentFrequencies(): Promise<Stats> {
    if (this.stats && this.now() - this.stats.at < STATS_TTL_MS) return this.stats;
    if (!this.refreshing) {
      const load = this.loadStats().finally(() => {
        if (this.refreshing === load) this.refreshing = null;
      });
      this.refreshing = load;
    }
    if (this.stats) {
      this.refreshing.catch(() => undefined);
      return this.stats;
    }
    return this.refreshing;
  }

  /** The query of the entities a question names, and their lexemes (to search for as well). */
  private async mustQuery(
    entities: readonly (string | readonly string[])[],
  ): Promise<{ must: string; named: string[] }> {
    const names = entities.map((e) => (typeof e === "string" ? [e] : [...e]));
    const lexemes = await this.lexemesOfEach(names.flat());
    let at = 0;
    const must = mustQueryText(names.map((alternatives) => alternatives.map(() => lexemes[at++]!)));
    return { must, named: lexemes.flat() };
  }

  /** The lexemes of each text, in the order given (none for a text of stop words only). */
  private async lexemesOfEach(texts: readonly string[]): Promise<string[][]> {
    if (texts.length === 0) return [];
    const rows = await guarded(() =>
      this.prisma.$queryRawUnsafe<{ ord: number; lexeme: string }[]>(
        `SELECT DISTINCT n.ord::int AS ord, l.lexeme
         FROM unnest($1::text[]) WITH ORDINALITY AS n(text, ord), unnest(to_tsvector('english', n.text)) AS l
         ORDER BY 1, 2`,
        texts,
      ),
    );
    return texts.map((_, i) => rows.filter((r) => r.ord === i + 1).map((r) => r.lexeme));
  }

  /** The question's lexemes worth querying: common ones dropped, the rarest always kept. */
  async queryLexemes(query: string): Promise<string[]> {
    const [rows, stats] = await Promise.all([
      guarded(() =>
        this.prisma.$queryRawUnsafe<{ lexeme: string }[]>(
          `SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', $1::text))`,
          query,
        ),
      ),
      guarded(() => this.documentFrequencies()),
    ]);
    const lexemes = rows.map((r) => r.lexeme);
    if (stats.total < 50) return lexemes; // too little text for frequencies to mean anything
    const byRarity = [...lexemes].sort((a, b) => (stats.df.get(a) ?? 0) - (stats.df.get(b) ?? 0));
    return byRarity.filter(
      (l, i) => i < ALWAYS_KEEP || (stats.df.get(l) ?? 0) <= COMMON_SHARE * stats.total,
    );
  }

  /** Drops cached statistics (after this process changed documents). */
  invalidate(): void {
    this.generation++;
    this.stats = null;
    // a refresh already under way read the corpus before the change: the next question starts anew
    this.refreshing = null;
  }

  async termStats(): Promise<TermStats> {
    const stats = await guarded(() => this.documentFrequencies());
    return { total: stats.total, df: stats.df, folders: stats.folders, products: stats.products };
  }

  async search(query: string, options: SearchOptions): Promise<Passage[]> {
    const groups = options.scope.all ? null : [...options.scope.groups];
    const { must, named } = await this.mustQuery(options.must ?? []);
    // the entities the question names are never left out of the query, however common
    const lexemes = [
      ...new Set([...(await this.queryLexemes(query)), ...named, ...(options.lexemes ?? [])]),
    ];
    if (lexemes.length === 0) return [];
    // the must-query is built once (NULL without entities): an empty tsquery matched per row would
    // raise a NOTICE per row. Ranking sorts narrow rows (id, score); only the winners' text and
    // blocks are read, so a query matching thousands of chunks does not sort their bodies.
    const sql = `${QUERY_CTE},
      m AS (SELECT CASE WHEN $4::text = '' THEN NULL ELSE to_tsquery('simple', $4::text) END AS query),
      top AS (
        SELECT c.id, d."titleKey" AS title_key, c.ordinal, ts_rank(c.tsv, q.query, 32)::float8 AS score, coalesce(c.tsv @@ m.query, false) AS must_hit
        FROM q, m, "Chunk" c JOIN "Document" d ON d.id = c."documentId"
        WHERE c.searchable AND c.tsv @@ q.query AND ($2::text[] IS NULL OR ${READABLE})
        ORDER BY must_hit DESC, score DESC, d."titleKey", c.ordinal, c.id
        LIMIT $3)
      SELECT c.id AS chunk_id, c."documentId" AS document_id, c."revisionId" AS revision_id, r.number AS revision,
             d.title, d."titleKey" AS title_key, d."sourcePath" AS source_path, c.breadcrumb, c.text, c.blocks, r."effectiveDate" AS effective_date,
             d."reviewBy" AS review_by, d.groups, top.score, top.must_hit
      FROM top
      JOIN "Chunk" c ON c.id = top.id
      JOIN "DocumentRevision" r ON r.id = c."revisionId"
      JOIN "Document" d ON d.id = c."documentId"
      ORDER BY top.must_hit DESC, top.score DESC, top.title_key, top.ordinal, c.id`;
    // versioned sites repeat pages word for word (v2/2.19, v2/2.20, …): identical chunks would fill
    // the candidate list with copies, so a few more are fetched and each text is kept once
    const fetched = await guarded(() =>
      this.prisma.$queryRawUnsafe<PassageRow[]>(sql, lexemes, groups, options.limit * 3, must),
    );
    const seen = new Set<string>();
    const unique = fetched.filter(
      (r) =>
        !seen.has(`${r.breadcrumb.replace(/^[^›]*/, "")}\n${r.text}`) &&
        seen.add(`${r.breadcrumb.replace(/^[^›]*/, "")}\n${r.text}`),
    );
    const stats = await guarded(() => this.documentFrequencies());
    return byRarity(unique, lexemes, stats).slice(0, options.limit).map(passageOf);
  }
}

/**
 * ts_rank counts every query lexeme alike, so a chunk saying "default" and "client" often outranks
 * the one that says the question's rare "pipelining": the fetched candidates are ordered again by
 * the share of the query's rarity (idf over public chunks, the same for every caller) they hold,
 * after the chunks holding the question's entities, ties kept in the query's order.
 */
export function byRarity(
  rows: PassageRow[],
  lexemes: readonly string[],
  stats: Stats,
): PassageRow[] {
  if (stats.total < 50 || lexemes.length < 2) return rows;
  const idf = (l: string) => Math.log((stats.total + 1) / ((stats.df.get(l) ?? 0) + 0.5));
  const total = lexemes.reduce((sum, l) => sum + idf(l), 0);
  if (total <= 0) return rows;
  const held = (r: PassageRow) => {
    const terms = new Set(contentTerms(`${r.breadcrumb} ${r.text}`));
    const lower = `${r.breadcrumb} ${r.text}`.toLowerCase();
    return (
      lexemes.reduce(
        (sum, l) => sum + (terms.has(l) || (/\W/.test(l) && lower.includes(l)) ? idf(l) : 0),
        0,
      ) / total
    );
  };
  return rows
    .map((r, i) => ({ r, i, key: Number(r.score) * (0.25 + held(r)) }))
    .sort(
      (a, b) =>
        Number(b.r.must_hit ?? false) - Number(a.r.must_hit ?? false) || b.key - a.key || a.i - b.i,
    )
    .map((x) => x.r);
}
