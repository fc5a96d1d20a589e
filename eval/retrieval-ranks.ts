/**
 * Retrieval on its own, per retriever: for each answerable question, where the first gold document
 * ranks among the documents each retriever returns (recall@5: the gold page in the top 5; MRR: the
 * mean of 1/rank). Lexical (full-text) always; with EMBEDDINGS_MODEL set, vector and fused too.
 * The same calls an ask makes (core/ask/retrieve.ts), as an anonymous reader.
 */
import type { AppConfig } from "../src/config";
import { accessScopeOf, type Embedder } from "../src/core/ask/ask-ports";
import { analyzeQuestion, idf } from "../src/core/ask/question";
import { contentTerms } from "../src/core/text/terms";
import { retrieve } from "../src/core/ask/retrieve";
import { PrismaRetriever } from "../src/adapters/prisma/prisma-retriever";
import { PrismaVectors } from "../src/adapters/prisma/prisma-vectors";
import type { Passage } from "../src/core/types";
import { openEmbedder, type App } from "../src/app";
import { isDev, type Question } from "./corpus-score";

const READER = { keyId: null, name: "eval", role: "READER" as const, groups: [] };
const DEPTH = 20;
const PRF_DOCS = Number(process.env.PRF_DOCS ?? 3);
const PRF_TERMS = Number(process.env.PRF_TERMS ?? 5);

type Ranker = (q: Question) => Promise<Passage[]>;

function rankers(app: App, config: AppConfig): Record<string, Ranker> {
  const retriever = new PrismaRetriever(app.db.prisma);
  const settings = { limit: DEPTH };
  const analyzed = async (q: Question) => analyzeQuestion(q.question, await retriever.termStats());
  const out: Record<string, Ranker> = {
    lexical: async (q) =>
      (await retrieve({ retriever, settings }, READER, await analyzed(q))).found,
  };
  // RM3-style pseudo-relevance feedback, measured here before any adoption (issue #11): the
  // question plus the most telling terms of the first pass's top chunks, searched again
  out["lexical+prf"] = async (q) => {
    const stats = await retriever.termStats();
    const first = (await retrieve({ retriever, settings }, READER, await analyzed(q))).found;
    const asked = new Set(contentTerms(q.question));
    const weight = new Map<string, number>();
    for (const [rank, p] of first.slice(0, PRF_DOCS).entries())
      for (const t of contentTerms(p.text))
        if (!asked.has(t) && !/\d/.test(t))
          weight.set(t, (weight.get(t) ?? 0) + idf(stats, t) / (rank + 1));
    const expansion = [...weight]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, PRF_TERMS)
      .map(([t]) => t);
    const expanded = `${q.question} ${expansion.join(" ")}`;
    return (await retrieve({ retriever, settings }, READER, analyzeQuestion(expanded, stats)))
      .found;
  };
  if (!config.embeddings) return out;
  const embedder: Embedder = openEmbedder(config.embeddings, app.logger);
  const vectors = new PrismaVectors(app.db.prisma);
  out.vector = async (q) => {
    const [v] = await embedder.embed([q.question]);
    return v
      ? vectors.nearest(v, { limit: DEPTH, scope: accessScopeOf(READER), model: embedder.model })
      : [];
  };
  out.fused = async (q) =>
    (await retrieve({ retriever, embedder, vectors, settings }, READER, await analyzed(q))).found;
  return out;
}

/** Rank (1-based) of the first gold document among the distinct documents found, or null. */
function goldRank(found: Passage[], gold: readonly string[], pathOf: Map<string, string>) {
  const docs = [...new Set(found.map((p) => p.documentId))];
  const i = docs.findIndex((d) => gold.includes(pathOf.get(d) ?? ""));
  return i < 0 ? null : i + 1;
}

export async function retrievalRanks(
  app: App,
  config: AppConfig,
  questions: readonly Question[],
  pathOf: Map<string, string>,
): Promise<void> {
  const answerable = questions.filter((q) => q.type !== "unanswerable" && q.gold_paths.length);
  const types = [...new Set(answerable.map((q) => q.type))].sort();
  console.log(
    `\nretrieval (gold page among the distinct documents found; recall@5 / MRR@${DEPTH})`,
  );
  console.log(
    `${"retriever".padEnd(12)}${"type".padEnd(14)}${"dev".padStart(16)}${"test".padStart(16)}${"all".padStart(16)}`,
  );
  for (const [name, rank] of Object.entries(rankers(app, config))) {
    const ranks = new Map<string, number | null>();
    for (const q of answerable) ranks.set(q.id, goldRank(await rank(q), q.gold_paths, pathOf));
    for (const type of [...types, "all"]) {
      const cell = (f: (q: Question) => boolean) => {
        const rs = answerable.filter((q) => (type === "all" || q.type === type) && f(q));
        if (!rs.length) return "-";
        const r = rs.map((q) => ranks.get(q.id) ?? null);
        const at5 = r.filter((x) => x !== null && x <= 5).length / r.length;
        const mrr = r.reduce<number>((s, x) => s + (x ? 1 / x : 0), 0) / r.length;
        return `${at5.toFixed(2)} / ${mrr.toFixed(2)}`;
      };
      console.log(
        `${name.padEnd(12)}${type.padEnd(14)}${cell((q) => isDev(q.id)).padStart(16)}${cell((q) => !isDev(q.id)).padStart(16)}${cell(() => true).padStart(16)}`,
      );
    }
  }
}
