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
import { createChatOpenAI, LangChainAnswerModel } from "./adapters/langchain/langchain-model";
import type { AnswerModel, ClaimJudge, Embedder } from "./core/ask/ask-ports";
import { LangChainEmbedder } from "./adapters/langchain/langchain-embedder";
import { PrismaVectors } from "./adapters/prisma/prisma-vectors";
import { embedCatchUp } from "./ingest/embed-catch-up";
import { LangChainClaimJudge } from "./adapters/langchain/langchain-judge";
import { askQuestion } from "./core/ask/ask-question";
import * as answersSvc from "./core/answers/answer-service";
import * as keys from "./core/auth/api-keys";
import * as docs from "./core/documents/manage-documents";
import * as readDocs from "./core/documents/read-documents";
import type { Services } from "./graphql/services";
import { startHttp, type RunningHttp } from "./http/http-server";
import { ingestFolder, summaryLine, type IngestTarget } from "./ingest/ingest-folder";
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
  /** hybrid retrieval: embeds every chunk still without a vector (resolves with how many) */
  embedPending(): Promise<number>;
  listen(extraRoutes?: Parameters<typeof startHttp>[2]["extraRoutes"]): Promise<RunningHttp>;
  close(): Promise<void>;
}

export const DEMO_FOLDER = path.join(PROJECT_ROOT, "prisma", "demo-knowledge-base");

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
  const chat = createChatOpenAI(config.model);
  return {
    model: new LangChainAnswerModel(chat, config.model.model, config.model.timeoutMs),
    judge: config.model.judge ? new LangChainClaimJudge(chat) : undefined,
  };
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config.log);
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
  const documents = new PrismaDocumentStore(db.prisma);
  // fresh planner statistics from the start (PGlite has no autovacuum)
  await documents.analyzeIfStale(true);
  const answers = new PrismaAnswerStore(db.prisma);
  const apiKeys = new PrismaApiKeyStore(db.prisma);
  const conflicts = new PrismaConflictStore(db.prisma);
  const auditLog = new PrismaAuditLog(db.prisma);
  // shared rate limits across instances; commands fail fast when Redis is down (the limiter then
  // falls back to this instance's memory)
  const redis = config.redis.url
    ? new Redis(config.redis.url, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : null;
  redis?.on("error", (err) =>
    logger.warn({ err: err.message }, "redis unavailable: rate limits fall back to this instance"),
  );
  const signingKey = signingKeyOf(config, logger);
  const retriever = new PrismaRetriever(db.prisma);
  const configured = createModel(config);
  const model = options.model ?? configured.model;
  const judge = options.judge ?? configured.judge;
  const vectors = new PrismaVectors(db.prisma);
  const embedder =
    options.embedder ?? (config.embeddings ? new LangChainEmbedder(config.embeddings) : undefined);
  const embedding = embedder
    ? embedCatchUp(embedder, vectors, config.embeddings?.batchSize ?? 64, logger)
    : null;
  const corpusChanged = () => {
    retriever.invalidate();
    vectors.invalidate();
    embedding?.kick();
  };
  const docDeps: docs.DocumentDeps = {
    store: documents,
    chunker: new MarkdownChunker(config.limits.chunkMaxChars),
    limits: config.limits,
  };
  const askDeps = {
    retriever,
    model,
    documents,
    store: answers,
    judge,
    embedder,
    vectors,
    resolutions: conflicts,
    clock: { now: () => new Date() },
    settings: { ...config.retrieval, maxQuestionLength: config.limits.maxQuestionLength },
  };

  const services: Services = {
    authenticate: (header) => keys.authenticate(apiKeys, header, config.auth.anonymousAccess),
    ask: async (caller, question) => {
      const { recorded, draft } = await askQuestion(askDeps, caller, question);
      return answersSvc.viewRecorded(answers, caller, draft, recorded);
    },
    answer: (caller, id) => answersSvc.getAnswer(answers, caller, id),
    answers: (caller, filter, first, after) =>
      answersSvc.listAnswers(answers, caller, filter, first, after),
    myAnswers: (caller, filter, first, after) =>
      answersSvc.listMyAnswers(answers, caller, filter, first, after),
    reviewAnswer: (caller, input) => answersSvc.reviewAnswer(answers, answers, caller, input),
    reviewsOf: (ids) => answers.listFor(ids),
    auditIntegrity: (caller) => answersSvc.auditIntegrity(answers, caller, () => auditLog.chain()),
    auditCheckpoint: (caller) => takeCheckpoint(auditLog, signingKey, caller, new Date()),
    upsertDocument: async (caller, input) => {
      const result = await docs.upsertDocument(docDeps, caller, input);
      // this process changed the corpus: its term statistics and vectors are reread on the next
      // question (other instances refresh theirs within their TTL), new chunks are embedded
      corpusChanged();
      if (result.accessChange) {
        logger.warn(
          { documentId: result.document.id, by: caller.name, ...result.accessChange },
          "document access groups changed",
        );
      }
      return result.document;
    },
    renameDocument: (caller, id, title) =>
      docs.renameDocument(docDeps, caller, id, title).finally(corpusChanged),
    archiveDocument: (caller, id) =>
      docs.archiveDocument(docDeps, caller, id).finally(corpusChanged),
    document: (caller, id) => readDocs.getDocument(documents, caller, id),
    documentsById: (caller, ids) => readDocs.documentsById(documents, caller, ids),
    documents: (caller, filter, first, after) =>
      readDocs.listDocuments(documents, caller, filter, first, after),
    revisionsOf: (ids) => documents.revisionsOf(ids),
    titleHistory: (caller, id) => readDocs.titleHistoryOf(documents, caller, id),
    conflicts: (caller, filter, first, after) =>
      listConflicts(conflicts, caller, filter, first, after),
    resolveConflict: (caller, input) => resolveConflict(conflicts, caller, input),
    titleReport: (caller) => titleReport(documents, caller),
    createApiKey: (caller, input) => keys.createApiKey(apiKeys, caller, input),
    revokeApiKey: (caller, id) => keys.revokeApiKey(apiKeys, caller, id),
    apiKeys: (caller, includeRevoked) => keys.listApiKeys(apiKeys, caller, includeRevoked),
  };

  if (config.auth.adminKey) {
    await apiKeys.ensure(
      {
        name: "admin (FIELDNOTE_ADMIN_KEY)",
        role: "ADMIN",
        groups: [],
        secretHash: keys.hashSecret(config.auth.adminKey),
      },
      { keyId: null, name: "FIELDNOTE_ADMIN_KEY at start" },
    );
  }
  const wantsDemo =
    config.database.demoData === "on" ||
    (config.database.demoData === "auto" &&
      db.target.kind === "pglite" &&
      db.target.dataDir !== undefined);
  if (
    wantsDemo &&
    fs.existsSync(DEMO_FOLDER) &&
    !(await db.prisma.document.findFirst({ select: { id: true } }))
  ) {
    const report = await ingestFolder(
      ingestTargetFor(documents, docDeps, corpusChanged),
      DEMO_FOLDER,
    );
    logger.info({ report }, `demo knowledge base loaded: ${summaryLine(report)}`);
  }
  if (embedder) {
    logger.info({ model: embedder.model }, "hybrid retrieval: full-text and vector search, fused");
    embedding?.kick();
  }

  let running: RunningHttp | undefined;
  return {
    config,
    ingestTarget: ingestTargetFor(documents, docDeps, corpusChanged),
    db,
    services,
    logger,
    documents,
    answers,
    apiKeys,
    auditLog,
    embedPending: () => embedding?.flush() ?? Promise.resolve(0),
    async listen(extraRoutes) {
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
          redis,
        },
        logger,
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

export { AppError };
