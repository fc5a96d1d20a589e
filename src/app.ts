/**
 * Composition root: the only place that knows concrete classes. Opens the database, migrates,
 * binds the core services to their adapters, and (on start) serves HTTP.
 */
import path from "node:path";
import fs from "node:fs";
import pino from "pino";
import { createLogger } from "./logger";
import { ConfigError, type AppConfig } from "./config";
import type { KeyObject } from "node:crypto";
import { PrismaAuditLog } from "./adapters/prisma/prisma-audit-log";
import Redis from "ioredis";
import { readSigningKey } from "./core/audit/checkpoints";
import { createSealer, type Sealer } from "./core/audit/seals";
import { takeCheckpoint } from "./core/audit/audit-service";
import { openDatabase, type AdapterHook, type Database } from "./adapters/prisma/database";
import { migrateDatabase, PROJECT_ROOT } from "./adapters/prisma/migrate";
import { PrismaDocumentStore } from "./adapters/prisma/prisma-document-store";
import { PrismaRetriever } from "./adapters/prisma/prisma-retriever";
import { PrismaAnswerStore } from "./adapters/prisma/prisma-answer-store";
import { PrismaApiKeyStore } from "./adapters/prisma/prisma-api-key-store";
import { PrismaConflictStore } from "./adapters/prisma/prisma-conflict-store";
import { listConflicts, resolveConflict } from "./core/conflicts/review-conflicts";
import { titleReport } from "./core/documents/title-report";
import { MarkdownChunker } from "./adapters/markdown/markdown-chunker";
import { ExtractiveModel } from "./adapters/extractive/extractive-model";
import { LearnedModel } from "./adapters/learned/learned-model";
import { loadStatusModel } from "./adapters/learned/status-model";
import { createChatOpenAI, LangChainAnswerModel } from "./adapters/langchain/langchain-model";
import type { AnswerModel, ClaimJudge, Embedder } from "./core/ask/ask-ports";
import { LangChainEmbedder } from "./adapters/langchain/langchain-embedder";
import {
  openWordVectors,
  packageSource,
  WordVectorEmbedder,
} from "./adapters/vectors/word-vectors";
import { PrismaVectors } from "./adapters/prisma/prisma-vectors";
import { PgvectorIndex } from "./adapters/prisma/pgvector-index";
import { embedCatchUp } from "./ingest/embed-catch-up";
import { LangChainClaimJudge } from "./adapters/langchain/langchain-judge";
import { askQuestion } from "./core/ask/ask-question";
import * as answersSvc from "./core/answers/answer-service";
import { auditIntegrity } from "./core/answers/audit-integrity";
import * as keys from "./core/auth/api-keys";
import * as docs from "./core/documents/manage-documents";
import * as readDocs from "./core/documents/read-documents";
import type { Services } from "./graphql/services";
import { startHttp, type RunningHttp } from "./http/http-server";
import { Metrics } from "./http/metrics";
import { ingestFolder, summaryLine, type IngestTarget } from "./ingest/ingest-folder";
import { DEMO_ROOT_NAME } from "./ingest/demo";
import { AppError } from "./core/errors";

export type Logger = pino.Logger;

export interface AppOptions {
  /** replaces the configured model (tests: a scripted or failing model) */
  model?: AnswerModel;
  /** replaces the configured claim judge */
  judge?: ClaimJudge;
  /** replaces the configured embeddings endpoint (hybrid retrieval) */
  embedder?: Embedder;
  logger?: Logger;
  /** a pre-migrated PGlite image (tests) */
  pgliteTemplate?: Blob;
  /** called with every SQL statement the ORM sends (tests count queries with it) */
  onQuery?: (sql: string, params: string) => void;
  /** wraps the ORM's driver adapter (the bench records and replays an ask's statements) */
  adapterHook?: AdapterHook;
}

export interface App {
  config: AppConfig;
  /** ingest writes through this (CLI, local control endpoint, demo loader) */
  ingestTarget: IngestTarget;
  db: Database;
  services: Services;
  logger: Logger;
  documents: PrismaDocumentStore;
  answers: PrismaAnswerStore;
  apiKeys: PrismaApiKeyStore;
  auditLog: PrismaAuditLog;
  /** seals answers and events with AUDIT_SIGNING_KEY (null without one) */
  sealer: Sealer | null;
  /** hybrid retrieval: embeds every chunk still without a vector (resolves with how many) */
  embedPending(): Promise<number>;
  listen(extraRoutes?: Parameters<typeof startHttp>[2]["extraRoutes"]): Promise<RunningHttp>;
  close(): Promise<void>;
}

export const DEMO_FOLDER = path.join(PROJECT_ROOT, "prisma", "demo-knowledge-base");
/** the web console as `npm install` builds it (console/), served at /console */
export const CONSOLE_DIR = path.join(PROJECT_ROOT, "console", "dist");

const INGEST_ADMIN = { keyId: null, name: "ingest", role: "ADMIN" as const, groups: [] };

/** What ingest writes through: the same document service (and rules) as the API's admin mutations. */
export function ingestTargetFor(
  documents: PrismaDocumentStore,
  deps: docs.DocumentDeps,
  changed: () => void = () => undefined,
): IngestTarget {
  return {
    findBySourcePath: (p) => documents.findBySourcePath(p),
    findLegacy: (u) => documents.findLegacy(u),
    listBySourcePrefix: (p) => documents.listBySourcePrefix(p),
    allTitles: () => documents.allTitles(),
    upsert: (input) => docs.upsertDocument(deps, INGEST_ADMIN, input).finally(changed),
    archive: (id) => docs.archiveDocument(deps, INGEST_ADMIN, id).finally(changed),
  };
}

/** The checkpoint signing key, read once; without one the service runs, says so, and takes no checkpoints. */
function signingKeyOf(config: AppConfig, logger: Logger): KeyObject | null {
  if (!config.audit.signingKey) {
    logger.warn(
      {},
      "AUDIT_SIGNING_KEY is not set: no signed audit checkpoints can be taken (the hash chain alone cannot show truncation or full rehashing)",
    );
    return null;
  }
  try {
    return readSigningKey(config.audit.signingKey);
  } catch (err) {
    throw new ConfigError([
      `AUDIT_SIGNING_KEY: ${err instanceof Error ? err.message : String(err)}`,
    ]);
  }
}

export function createModel(config: AppConfig): { model: AnswerModel; judge?: ClaimJudge } {
  if (config.model.kind === "extractive") return { model: new ExtractiveModel() };
  if (config.model.kind === "learned") return { model: new LearnedModel() };
  const chat = createChatOpenAI(config.model);
  return {
    model: new LangChainAnswerModel(chat, config.model.model, config.model.timeoutMs),
    judge: config.model.judge ? new LangChainClaimJudge(chat) : undefined,
  };
}

/** The database, migrated; closed again if migrating fails. */
async function openMigrated(
  config: AppConfig,
  options: AppOptions,
  logger: Logger,
): Promise<Database> {
  const db = await openDatabase(config.database.url, {
    poolSize: config.database.poolSize,
    pgliteTemplate: options.pgliteTemplate,
    onQuery: options.onQuery,
    adapterHook: options.adapterHook,
  });
  try {
    const applied = await migrateDatabase(db.factory);
    if (applied.length) logger.info({ applied }, "applied database migrations");
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/**
 * Shared rate limits across instances; commands fail fast when Redis is down (the limiter then
 * falls back to this instance's memory).
 */
function redisFor(config: AppConfig, logger: Logger): Redis | null {
  if (!config.redis.url) return null;
  const redis = new Redis(config.redis.url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  redis.on("error", (err) =>
    logger.warn({ err: err.message }, "redis unavailable: rate limits fall back to this instance"),
  );
  return redis;
}

/** Every store that writes audit records seals them with the deployment key, when there is one. */
function storesOf(db: Database, sealer: Sealer | null): Stores {
  return {
    documents: new PrismaDocumentStore(db.prisma, sealer),
    answers: new PrismaAnswerStore(db.prisma, sealer),
    apiKeys: new PrismaApiKeyStore(db.prisma, sealer),
    conflicts: new PrismaConflictStore(db.prisma, sealer),
    auditLog: new PrismaAuditLog(db.prisma),
  };
}

/** With an embedder, says so once and starts embedding what has no vector yet. */
function announceRetrieval(retrieval: Retrieval, logger: Logger): void {
  if (!retrieval.embedder) return;
  logger.info(
    { model: retrieval.embedder.model, ann: retrieval.annIndex !== null },
    "hybrid retrieval: full-text and vector search, fused",
  );
  if (!retrieval.annIndex)
    logger.info(
      "pgvector is not available in this database: vector search is an exact scan in process for every caller",
    );
  retrieval.embedding?.kick();
  // a model that passed the threshold before this start (or under a lower one) is indexed now
  retrieval.annIndex
    ?.buildDue(retrieval.embedder.model)
    .catch((err: Error) =>
      logger.warn({ err: err.message }, "building the HNSW vector index failed"),
    );
}

interface Stores {
  documents: PrismaDocumentStore;
  answers: PrismaAnswerStore;
  apiKeys: PrismaApiKeyStore;
  conflicts: PrismaConflictStore;
  auditLog: PrismaAuditLog;
}

/** Retrieval: full-text search, and vectors when an embedder is configured, kept fresh on change. */
interface Retrieval {
  retriever: PrismaRetriever;
  vectors: PrismaVectors;
  embedder: Embedder | undefined;
  embedding: ReturnType<typeof embedCatchUp> | null;
  /** pgvector's HNSW index for ADMIN searches; null without the extension or without an embedder */
  annIndex: PgvectorIndex | null;
  /** this process changed the corpus: statistics and vectors are reread, new chunks embedded */
  corpusChanged(): void;
}

/** The configured embedder: the offline word vectors (EMBEDDINGS_MODEL=local:…) or an endpoint. */
export function openEmbedder(
  settings: NonNullable<AppConfig["embeddings"]>,
  logger: Logger,
): Embedder {
  if (!settings.model.startsWith("local:")) return new LangChainEmbedder(settings);
  const wv = openWordVectors(settings.wordVectorsDir, () => {
    const source = packageSource();
    if (source) logger.info({ source }, "converting the word vectors once (about 10 s, 1 GB)");
    return source;
  });
  return new WordVectorEmbedder(settings.model, wv);
}

async function retrievalFor(
  config: AppConfig,
  embedder: Embedder | undefined,
  db: Database,
  logger: Logger,
): Promise<Retrieval> {
  const retriever = new PrismaRetriever(db.prisma);
  const annIndex =
    embedder && config.embeddings
      ? await PgvectorIndex.open(db.prisma, config.embeddings.indexMinVectors, (built) =>
          logger.info(built, "built the HNSW vector index for ADMIN searches"),
        )
      : null;
  const vectors = new PrismaVectors(db.prisma, Date.now, annIndex);
  const embedding = embedder
    ? embedCatchUp(embedder, vectors, config.embeddings?.batchSize ?? 64, logger)
    : null;
  const corpusChanged = () => {
    retriever.invalidate();
    vectors.invalidate();
    embedding?.kick();
  };
  return { retriever, vectors, embedder, embedding, annIndex, corpusChanged };
}

interface Wiring {
  config: AppConfig;
  logger: Logger;
  stores: Stores;
  retrieval: Retrieval;
  docDeps: docs.DocumentDeps;
  askDeps: Parameters<typeof askQuestion>[0];
  signingKey: KeyObject | null;
  sealer: Sealer | null;
  metrics: Metrics;
}

function askDepsFor(config: AppConfig, options: AppOptions, stores: Stores, r: Retrieval) {
  const configured = createModel(config);
  return {
    retriever: r.retriever,
    model: options.model ?? configured.model,
    documents: stores.documents,
    store: stores.answers,
    judge: options.judge ?? configured.judge,
    embedder: r.embedder,
    vectors: r.vectors,
    resolutions: stores.conflicts,
    clock: { now: () => new Date() },
    settings: { ...config.retrieval, maxQuestionLength: config.limits.maxQuestionLength },
    statusModel: config.statusModel && !options.model ? loadStatusModel() : undefined,
  };
}

/** Asking, reading and reviewing answers, and the audit trail. */
function answerServices(w: Wiring) {
  const { answers, apiKeys, auditLog } = w.stores;
  return {
    authenticate: (header) => keys.authenticate(apiKeys, header, w.config.auth.anonymousAccess),
    ask: async (caller, question) => {
      const { recorded, draft } = await askQuestion(w.askDeps, caller, question);
      w.metrics.observeAsk(
        draft.status,
        draft.trace.timingsMs,
        draft.trace.timingsMs.modelMs !== undefined,
      );
      if (draft.status === "MODEL_UNAVAILABLE")
        w.logger.warn(
          { answerId: recorded.id, model: draft.model, cause: draft.trace.modelError },
          "model call failed: the answer holds evidence only (MODEL_UNAVAILABLE)",
        );
      return answersSvc.viewRecorded(answers, caller, draft, recorded);
    },
    answer: (caller, id) => answersSvc.getAnswer(answers, caller, id),
    answers: (caller, filter, first, after) =>
      answersSvc.listAnswers(answers, caller, filter, first, after),
    myAnswers: (caller, filter, first, after) =>
      answersSvc.listMyAnswers(answers, caller, filter, first, after),
    reviewAnswer: (caller, input) => answersSvc.reviewAnswer(answers, answers, caller, input),
    reviewsOf: (ids) => answers.listFor(ids),
    auditIntegrity: (caller) =>
      auditIntegrity(answers, caller, () => auditLog.chain(), {
        rows: auditLog,
        trustedPublicKey: w.sealer?.publicKey ?? null,
        sealer: w.sealer,
      }),
    auditPublicKey: () => w.sealer?.publicKey ?? null,
    auditCheckpoint: (caller) => takeCheckpoint(auditLog, w.signingKey, caller, new Date()),
  } satisfies Partial<Services>;
}

/** Managing and reading documents (every change refreshes this process's retrieval). */
function documentServices(w: Wiring) {
  const { documents } = w.stores;
  const changed = w.retrieval.corpusChanged;
  return {
    upsertDocument: async (caller, input) => {
      const result = await docs.upsertDocument(w.docDeps, caller, input).catch((err: unknown) => {
        w.metrics.documents.inc({ outcome: err instanceof AppError ? err.code : "error" });
        throw err;
      });
      w.metrics.documents.inc({ outcome: result.outcome.toLowerCase() });
      // other instances refresh their statistics and vectors within their TTL
      changed();
      if (result.accessChange)
        w.logger.warn(
          { documentId: result.document.id, by: caller.name, ...result.accessChange },
          "document access groups changed",
        );
      return result.document;
    },
    renameDocument: (caller, id, title) =>
      docs.renameDocument(w.docDeps, caller, id, title).finally(changed),
    archiveDocument: (caller, id) => docs.archiveDocument(w.docDeps, caller, id).finally(changed),
    document: (caller, id) => readDocs.getDocument(documents, caller, id),
    documentsById: (caller, ids) => readDocs.documentsById(documents, caller, ids),
    documents: (caller, filter, first, after) =>
      readDocs.listDocuments(documents, caller, filter, first, after),
    revisionsOf: (ids) => documents.revisionsOf(ids),
    titleHistory: (caller, id) => readDocs.titleHistoryOf(documents, caller, id),
    titleReport: (caller) => titleReport(documents, caller),
  } satisfies Partial<Services>;
}

/** Reviewers' conflict queue and admins' API keys. */
function reviewAndKeyServices(w: Wiring) {
  const { conflicts, apiKeys } = w.stores;
  return {
    conflicts: (caller, filter, first, after) =>
      listConflicts(conflicts, caller, filter, first, after),
    resolveConflict: (caller, input) => resolveConflict(conflicts, caller, input),
    createApiKey: (caller, input) => keys.createApiKey(apiKeys, caller, input),
    revokeApiKey: (caller, id) => keys.revokeApiKey(apiKeys, caller, id),
    apiKeys: (caller, includeRevoked) => keys.listApiKeys(apiKeys, caller, includeRevoked),
  } satisfies Partial<Services>;
}

/** FIELDNOTE_ADMIN_KEY as a key, and the demo knowledge base where it is wanted and the database is empty. */
async function seedAtStart(w: Wiring, db: Database): Promise<void> {
  const { config, logger } = w;
  if (config.auth.adminKey)
    await w.stores.apiKeys.ensure(
      {
        name: "admin (FIELDNOTE_ADMIN_KEY)",
        role: "ADMIN",
        groups: [],
        secretHash: keys.hashSecret(config.auth.adminKey),
      },
      { keyId: null, name: "FIELDNOTE_ADMIN_KEY at start" },
    );
  const wantsDemo =
    config.database.demoData === "on" ||
    (config.database.demoData === "auto" &&
      db.target.kind === "pglite" &&
      db.target.dataDir !== undefined);
  if (!wantsDemo || !fs.existsSync(DEMO_FOLDER)) return;
  if (await db.prisma.document.findFirst({ select: { id: true } })) return;
  const target = ingestTargetFor(w.stores.documents, w.docDeps, w.retrieval.corpusChanged);
  const report = await ingestFolder(target, DEMO_FOLDER, { rootName: DEMO_ROOT_NAME });
  logger.info({ report }, `demo knowledge base loaded: ${summaryLine(report)}`);
}

/** Serving: HTTP with the services, readiness from the database, and an orderly close. */
function serving(w: Wiring, db: Database, services: Services, redis: Redis | null) {
  let running: RunningHttp | undefined;
  const { config } = w;
  return {
    async listen(extraRoutes?: Parameters<typeof startHttp>[2]["extraRoutes"]) {
      running = await startHttp(
        services,
        async () =>
          (await db.prisma.$queryRawUnsafe<{ ok: number }[]>("SELECT 1 AS ok"))[0]?.ok === 1,
        {
          ...config.graphql,
          maxRequestBytes: config.http.maxRequestBytes,
          shutdownLingerMs: config.http.shutdownLingerMs,
          extraRoutes,
          trustProxy: config.proxy.trust,
          corsOrigins: config.cors.origins,
          consoleDir: CONSOLE_DIR,
          redis,
          metrics: w.metrics,
          metricsToken: config.http.metricsToken,
        },
        w.logger,
        { host: config.http.host, port: config.http.port },
      );
      return running;
    },
    async close() {
      if (running) await running.stop();
      redis?.disconnect();
      await db.close();
    },
  };
}

function docDepsFor(config: AppConfig, stores: Wiring["stores"]): docs.DocumentDeps {
  return {
    store: stores.documents,
    chunker: new MarkdownChunker(config.limits.chunkMaxChars),
    limits: config.limits,
  };
}

function servicesOf(w: Wiring): Services {
  return { ...answerServices(w), ...documentServices(w), ...reviewAndKeyServices(w) };
}

function storeParts(stores: Wiring["stores"]) {
  return {
    documents: stores.documents,
    answers: stores.answers,
    apiKeys: stores.apiKeys,
    auditLog: stores.auditLog,
  };
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.log);
  // before the database: missing word vectors must not leave it open
  const embedder =
    options.embedder ?? (config.embeddings ? openEmbedder(config.embeddings, logger) : undefined);
  const signingKey = signingKeyOf(config, logger);
  const sealer = signingKey ? createSealer(signingKey) : null;
  const db = await openMigrated(config, options, logger);
  const stores = storesOf(db, sealer);
  // fresh planner statistics from the start (PGlite has no autovacuum)
  await stores.documents.analyzeIfStale(true);
  const redis = redisFor(config, logger);
  const retrieval = await retrievalFor(config, embedder, db, logger);
  const docDeps = docDepsFor(config, stores);
  const askDeps = askDepsFor(config, options, stores, retrieval);
  const metrics = new Metrics(() => stores.auditLog.heads());
  const w: Wiring = {
    config,
    logger,
    stores,
    retrieval,
    docDeps,
    askDeps,
    signingKey,
    sealer,
    metrics,
  };
  const services = servicesOf(w);
  await seedAtStart(w, db);
  announceRetrieval(retrieval, logger);
  return {
    config,
    ingestTarget: ingestTargetFor(stores.documents, docDeps, retrieval.corpusChanged),
    db,
    services,
    logger,
    ...storeParts(stores),
    sealer,
    embedPending: () => retrieval.embedding?.flush() ?? Promise.resolve(0),
    ...serving(w, db, services, redis),
  };
}

export { AppError };
