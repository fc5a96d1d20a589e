/** Steps 1-2 of an ask: full-text (and, when configured, vector) search within the caller's scope. */
import {
  accessScopeOf,
  type AccessScope,
  type Embedder,
  type Retriever,
  type VectorSearch,
} from "./ask-ports";
import { fuseRankings } from "./fuse";
import type { QuestionAnalysis } from "./question";
import { VERSIONED_NAME } from "./question-literals";
import { ASKS_DEFAULT } from "./asked-kinds";
import { tokenize } from "../text/terms";
import { canRead, type Passage, type Principal } from "../types";

export interface RetrieveDeps {
  retriever: Retriever;
  embedder?: Embedder;
  vectors?: VectorSearch;
  settings: { limit: number };
}

/** 1-2 retrieve and permit: the retriever applies the caller's scope in its query; the core re-checks, so a faulty adapter can never hand restricted text on. */
export async function retrieve(
  deps: RetrieveDeps,
  caller: Principal,
  q: QuestionAnalysis,
): Promise<{ found: Passage[]; readable: Passage[] }> {
  const must = mustWords(q);
  // (a misspelt word as read, and a product's member alone: "coerce" of "semver.coerce")
  const lexemes = [
    ...q.terms.filter((t) => t.misspelt).map((t) => t.term),
    ...q.terms.flatMap((t) => (t.member ? [t.member] : [])),
    // (a question asking a default is answered where one is stated: "default" is too common a
    // word to be queried for its rarity, but among the chunks that hold "store" the one saying
    // "defaults to a new `MemoryStore`" is the answer, not the nine pages listing stores)
    ...(ASKS_DEFAULT.test(q.question) ? ["default"] : []),
  ];
  const scope = accessScopeOf(caller);
  const lexical = deps.retriever.search(q.question, {
    limit: deps.settings.limit,
    scope,
    must,
    lexemes,
  });
  const semantic =
    deps.embedder && deps.vectors
      ? nearestTo(deps.embedder, deps.vectors, q.question, deps.settings.limit, scope)
      : Promise.resolve([]);
  const [byText, byVector] = await Promise.all([lexical, semantic]);
  const found = byVector.length ? fuseRankings(byText, byVector, deps.settings.limit) : byText;
  return { found, readable: found.filter((p) => canRead(caller, p.groups)) };
}

/** Vector search fails soft: an unreachable embeddings endpoint leaves full-text search on its own. */
async function nearestTo(
  embedder: Embedder,
  vectors: VectorSearch,
  question: string,
  limit: number,
  scope: AccessScope,
): Promise<Passage[]> {
  try {
    const [vector] = await embedder.embed([question]);
    return vector ? await vectors.nearest(vector, { limit, scope, model: embedder.model }) : [];
  } catch {
    return [];
  }
}

/**
 * The words every candidate should hold, as full-text search reads them: "HTTP/2" is one token
 * there ('http/2'), so it is asked as written — its pieces "http" and "2" would rank first every
 * chunk that says "http" and is the "(part 2)" of its section.
 */
function mustWords(q: QuestionAnalysis): (string | string[])[] {
  const versioned = q.literals.filter((l) => VERSIONED_NAME.test(l));
  const pieces = new Set(versioned.flatMap((l) => tokenize(l)));
  return [
    ...versioned,
    // (a product filed under its bare name is about itself on every page of its folder, whose
    // breadcrumb names it so: Postgres.js's cursor section never writes "Postgres.js")
    ...q.terms
      .filter((t) => t.must && !pieces.has(t.word))
      .map((t) => (t.filedAs ? [t.word, t.filedAs] : t.word)),
  ];
}
