/**
 * The ports of the ask pipeline: what answering a question needs from the outside world (search,
 * the model, the judge, title lookup, recording). Each is implemented by an adapter (Prisma,
 * LangChain, the extractive model) and by an in-memory fake for unit tests. The other areas keep
 * their ports beside them: answers/answer-ports.ts, documents/document-ports.ts,
 * conflicts/conflict-types.ts, auth/api-keys.ts.
 */
import type { AnswerDraft, ClaimQuote, Passage, Principal } from "../types";
import type { QuestionAnalysis, TermStats } from "./question";

/** Who may read what, as the retriever applies it in the query. */
export type AccessScope = { all: true } | { all: false; groups: readonly string[] };

export function accessScopeOf(p: Principal): AccessScope {
  return p.role === "ADMIN" ? { all: true } : { all: false, groups: p.groups };
}

/** Full-text search over the chunks of current revisions of active documents. */
export interface SearchOptions {
  limit: number;
  scope: AccessScope;
  /**
   * words every result should contain (the entities the question names): those that do rank first.
   * An entry of several words is one entity by any of its names (["Postgres.js", "postgres"]).
   */
  must?: readonly (string | readonly string[])[];
  /** corpus terms (already stemmed) to search for as well: how misspelled question words were read */
  lexemes?: readonly string[];
}

/** Text to vectors (hybrid retrieval). Vectors of different models are never compared. */
export interface Embedder {
  /** names the vectors it makes; stored with each chunk's vector */
  readonly model: string;
  embed(texts: readonly string[]): Promise<number[][]>;
}

/** Where chunk vectors are kept, per embedding model. */
export interface ChunkEmbeddingStore {
  /** searchable chunks without a vector from `model`, in a stable order */
  pending(model: string, limit: number): Promise<{ chunkId: string; text: string }[]>;
  countPending(model: string): Promise<number>;
  save(
    model: string,
    vectors: readonly { chunkId: string; vector: readonly number[] }[],
  ): Promise<void>;
}

/** Nearest chunks by vector (hybrid retrieval). */
export interface VectorSearch {
  /**
   * The `limit` chunks of the scope whose `model` vectors are nearest the vector (cosine), best first,
   * computed exactly within the scope: chunks a caller may not read never take a reader's places.
   * `similarity` is set on each passage; `score` is 0 (no full-text rank).
   */
  nearest(
    vector: readonly number[],
    options: { limit: number; scope: AccessScope; model: string },
  ): Promise<Passage[]>;
}

export interface Retriever {
  /**
   * The best `limit` passages the scope may read, best first; passages that mention every word of
   * `must` (the entities the question names) rank before those that do not. Ties break by chunk id.
   */
  search(query: string, options: SearchOptions): Promise<Passage[]>;
  /**
   * Document frequencies of terms over the searchable chunks of PUBLIC documents: the same for every
   * caller, so restricted text never changes how a reader's question is weighed.
   */
  termStats(): Promise<TermStats>;
}

export interface ModelInput {
  question: string;
  evidence: readonly Passage[];
  /** the question weighed against the corpus (term rarity, entities, parts, kind of answer) */
  analysis: QuestionAnalysis;
}

/** A claim a model hands over as data: an extractive quote carries where it was taken from. */
export interface DraftClaim {
  text: string;
  /** the title it cites, as it would be written inside [ ] */
  citation: string;
  quote: ClaimQuote | null;
}

export interface ModelOutput {
  /** what the model wrote, verbatim (kept for reviewers) */
  text: string;
  /** claims as data: when present they are used as they are and the text is never re-split */
  claims?: DraftClaim[];
  model: string;
  promptVersion: string;
}

/** Writes an answer from the evidence, citing [Document title] after every claim. */
export interface AnswerModel {
  /** "extractive" output is verbatim evidence and is validated as such; "generative" is paraphrase. */
  readonly mode: "extractive" | "generative";
  /** the configured model's name, recorded on an answer even when the call failed */
  readonly name?: string;
  /** Throws ModelUnavailableError when the model cannot answer (network, timeout, 5xx). */
  generate(input: ModelInput): Promise<ModelOutput>;
}

/**
 * Optional semantic check of one claim against one passage (off by default). It decides the claims
 * no hard check rejected; its prompt version is recorded with each verdict.
 */
export interface ClaimJudge {
  readonly promptVersion: string;
  judge(claim: string, passage: Passage): Promise<{ supported: boolean; reason: string }>;
}

export interface TitleInfo {
  titleKey: string;
  documentId: string;
  groups: readonly string[];
}

/** What the ask pipeline needs to know about documents beyond the retrieved passages. */
export interface DocumentLookup {
  /** Documents (any status, any groups) whose titleKey is one of `keys`. */
  findByTitleKeys(keys: readonly string[]): Promise<TitleInfo[]>;
  /** Whether any searchable chunk the scope may read exists (EMPTY_CORPUS vs NO_MATCH). */
  hasSearchableContent(scope: AccessScope): Promise<boolean>;
  /** documentId -> current revision id, for staleness at record time. */
  currentRevisionIds(documentIds: readonly string[]): Promise<Map<string, string>>;
}

export interface RecordedAnswer {
  id: string;
  createdAt: Date;
  hash: string;
  /** the seal (the caller's signed receipt), when the deployment has AUDIT_SIGNING_KEY */
  chainRef?: string | null;
  signature?: string | null;
}

/** Stores an answer and all its parts in one transaction, append-only, hash-chained. */
export interface AnswerStore {
  record(draft: AnswerDraft): Promise<RecordedAnswer>;
}

export interface Clock {
  now(): Date;
}
