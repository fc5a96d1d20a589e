/**
 * The only reader of process.env. Every variable is parsed and validated once; all problems are
 * reported together (ConfigError) so an operator fixes a deployment in one go.
 */
import fs from "node:fs";
import { parseEnv } from "node:util";
import { z } from "zod";

/** offline embedders: EMBEDDINGS_MODEL values that need no endpoint */
export const LOCAL_EMBEDDERS = ["local:glove-100d"];

const emptyAsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const str = () => z.preprocess(emptyAsUnset, z.string().optional());
const int = (def: number, min: number, max: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().int().min(min).max(max).default(def));
const num = (def: number, min: number, max: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().min(min).max(max).default(def));
const bool = (def: boolean) =>
  z.preprocess(
    emptyAsUnset,
    z
      .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
      .default(def ? "true" : "false")
      .transform((v) => ["true", "1", "yes", "on"].includes(v)),
  );

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUnset,
    z.enum(["development", "production", "test"]).default("development"),
  ),
  HOST: z.preprocess(emptyAsUnset, z.string().default("127.0.0.1")),
  PORT: int(4000, 0, 65535),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  // json: one JSON object per line (log collectors); pretty: readable lines; auto: pretty on a terminal
  LOG_FORMAT: z.preprocess(emptyAsUnset, z.enum(["auto", "json", "pretty"]).default("auto")),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default("pglite:./data/pglite")
      .refine((u) => /^(postgres(ql)?:\/\/|pglite:|file:|memory:\/\/)/i.test(u), {
        message: "must start with postgresql://, pglite:<dir>, pglite:memory or file:<dir>",
      })
      // without a database name the driver falls back to the user's (often the "postgres"
      // maintenance database): migrations would silently land there
      .refine(
        (u) => !/^postgres(ql)?:\/\//i.test(u) || /^postgres(ql)?:\/\/[^/]*\/[^/?#]+/i.test(u),
        {
          message:
            "a PostgreSQL URL must name its database, e.g. postgresql://user@host:5432/fieldnote",
        },
      ),
  ),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  FIELDNOTE_DEMO_DATA: z.preprocess(emptyAsUnset, z.enum(["auto", "on", "off"]).default("auto")),
  // a key with spaces passes length checks but can never be sent in "Authorization: Bearer <key>"
  FIELDNOTE_ADMIN_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .min(24, "must be at least 24 characters")
      .regex(/^\S+$/, "must not contain spaces")
      .optional(),
  ),
  ANONYMOUS_ACCESS: bool(true),
  AUDIT_SIGNING_KEY: str(),
  INTROSPECTION: z.preprocess(emptyAsUnset, z.enum(["true", "false"]).optional()),
  OPENAI_API_KEY: str(),
  OPENAI_BASE_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_MODEL: z.preprocess(emptyAsUnset, z.string().default("gpt-4o-mini")),
  MODEL_TIMEOUT_MS: int(10_000, 100, 600_000),
  AUDIT_CHECKPOINT_MAX_AGE_HOURS: int(24, 1, 87_600),
  MODEL_MAX_RETRIES: int(1, 0, 10),
  MODEL_JUDGE: bool(false),
  /** the offline answer step: "extractive" (the rules, default) or "learned" (src/adapters/learned) */
  ANSWER_MODEL: z.preprocess(emptyAsUnset, z.enum(["extractive", "learned"]).default("extractive")),
  /** "on": the offline answer's SUPPORTED stands only when the fitted status model agrees (issue 55) */
  STATUS_MODEL: z.preprocess(emptyAsUnset, z.enum(["on", "off"]).default("on")),
  // "local:glove-100d" is the offline embedder (static word vectors, no endpoint)
  EMBEDDINGS_MODEL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((m) => !m.startsWith("local:") || LOCAL_EMBEDDERS.includes(m), {
        message: `the offline embedder is ${LOCAL_EMBEDDERS.join(", ")}`,
      })
      .optional(),
  ),
  WORD_VECTORS_DIR: z.preprocess(emptyAsUnset, z.string().default("./data/word-vectors")),
  EMBEDDINGS_BASE_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  EMBEDDINGS_API_KEY: str(),
  EMBEDDINGS_BATCH_SIZE: int(64, 1, 2_048),
  EMBEDDINGS_MIN_SIMILARITY: num(0.5, 0, 1),
  VECTOR_INDEX_MIN_VECTORS: int(100_000, 0, 1_000_000_000),
  RETRIEVAL_LIMIT: int(16, 1, 100),
  RELEVANCE_MIN_SCORE: num(0.05, 0, 1),
  RELEVANCE_MIN_COVERAGE: num(0.5, 0, 1),
  MAX_QUESTION_LENGTH: int(2_000, 10, 100_000),
  MAX_TITLE_LENGTH: int(200, 10, 2_000),
  MAX_DOCUMENT_BYTES: int(1_000_000, 1_000, 50_000_000),
  // a file ingest reads: larger ones are refused unread (a 31 MB page once took the service to 1.6 GB)
  INGEST_MAX_FILE_BYTES: int(2_000_000, 1_000, 100_000_000),
  CHUNK_MAX_CHARS: int(1_200, 200, 20_000),
  MAX_CHUNKS_PER_DOCUMENT: int(5_000, 10, 1_000_000),
  MAX_REQUEST_BYTES: int(2_000_000, 1_000, 100_000_000),
  MAX_QUERY_DEPTH: int(8, 2, 50),
  MAX_INTROSPECTION_DEPTH: int(15, 2, 50),
  MAX_QUERY_COST: int(20_000, 10, 1_000_000),
  MAX_ALIASES: int(15, 1, 1_000),
  MAX_ASKS_PER_OPERATION: int(1, 1, 100),
  RATE_LIMIT_PER_MINUTE: int(120, 0, 1_000_000),
  FAILED_AUTH_PER_MINUTE: int(20, 0, 1_000_000),
  TRUST_PROXY: z.preprocess(emptyAsUnset, z.string().default("false")),
  // browser frontends on other origins: "*" or a comma list of exact origins (scheme://host[:port])
  CORS_ORIGINS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine(
        (v) => v.trim() === "*" || v.split(",").every((o) => /^https?:\/\/[^/\s]+$/.test(o.trim())),
        "must be * or a comma list of origins such as http://localhost:3000",
      )
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000),
  SHUTDOWN_LINGER_MS: int(1_000, 0, 60_000),
  // GET /metrics: with a token, only `Authorization: Bearer <token>`; without, loopback clients only
  METRICS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16).optional()),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env["NODE_ENV"];
  /** the calibrated status (src/adapters/learned/status-model.json): offline answer step only */
  statusModel: boolean;
  http: {
    host: string;
    port: number;
    maxRequestBytes: number;
    shutdownTimeoutMs: number;
    shutdownLingerMs: number;
    /** METRICS_TOKEN: who may read GET /metrics (unset: loopback clients only) */
    metricsToken?: string;
  };
  log: { level: Env["LOG_LEVEL"]; format: Env["LOG_FORMAT"] };
  database: { url: string; poolSize: number; demoData: Env["FIELDNOTE_DEMO_DATA"] };
  auth: { adminKey?: string; anonymousAccess: boolean };
  /** Ed25519 private key (PEM or base64 PKCS#8) for signed checkpoints; held outside the database */
  audit: {
    signingKey?: string;
    /** audit:verify fails when the newest trusted checkpoint is older than this */
    checkpointMaxAgeHours: number;
  };
  graphql: {
    introspection: boolean;
    maxDepth: number;
    maxIntrospectionDepth: number;
    maxCost: number;
    maxAliases: number;
    maxAsksPerOperation: number;
    rateLimitPerMinute: number;
    failedAuthPerMinute: number;
  };
  /** TRUST_PROXY as express takes it; REDIS_URL shares rate limits across instances */
  proxy: { trust: boolean | number | string };
  /** origins a browser may call the API from; empty: same origin only */
  cors: { origins: "*" | string[] };
  redis: { url?: string };
  model:
    | { kind: "extractive" }
    | { kind: "learned" }
    | {
        kind: "openai";
        apiKey?: string;
        baseUrl?: string;
        model: string;
        timeoutMs: number;
        maxRetries: number;
        judge: boolean;
      };
  retrieval: { limit: number; minScore: number; minCoverage: number; minSimilarity: number };
  /** hybrid retrieval: an OpenAI-compatible embeddings endpoint; absent = full-text search only */
  embeddings?: {
    model: string;
    /** the offline embedder's converted word vectors (EMBEDDINGS_MODEL=local:…) */
    wordVectorsDir: string;
    baseUrl?: string;
    apiKey?: string;
    batchSize: number;
    timeoutMs: number;
    maxRetries: number;
    /** a model with this many vectors gets an HNSW index (where pgvector exists) for ADMIN searches */
    indexMinVectors: number;
  };
  limits: {
    maxQuestionLength: number;
    maxTitleLength: number;
    maxDocumentBytes: number;
    /** ingest refuses larger files unread */
    ingestMaxFileBytes: number;
    chunkMaxChars: number;
    maxChunksPerDocument: number;
  };
}

/** "false" / "true" / a hop count / a comma list of addresses, CIDRs or express names ("loopback"). */
function trustProxy(v: string): boolean | number | string {
  if (v === "false") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * `.env` in the working directory (copy `.env.example`), read into the environment once; variables
 * already set win. FIELDNOTE_ENV_FILE names another file, or "off".
 */
function readEnvFile(env: Record<string, string | undefined>): void {
  const file = env.FIELDNOTE_ENV_FILE ?? ".env";
  if (file === "off" || !fs.existsSync(file)) return;
  let values: Record<string, string>;
  try {
    values = parseEnv(fs.readFileSync(file, "utf8")) as Record<string, string>;
  } catch (err) {
    throw new ConfigError([`${file}: ${(err as Error).message}`]);
  }
  for (const [k, v] of Object.entries(values)) if (env[k] === undefined) env[k] = v;
}

function auditConfig(e: Env): AppConfig["audit"] {
  return {
    signingKey: e.AUDIT_SIGNING_KEY,
    checkpointMaxAgeHours: e.AUDIT_CHECKPOINT_MAX_AGE_HOURS,
  };
}

// eslint-disable-next-line no-process-env -- the one place the environment is read
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // eslint-disable-next-line no-process-env
  if (source === process.env) readEnvFile(source);
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    http: {
      host: e.HOST,
      port: e.PORT,
      maxRequestBytes: e.MAX_REQUEST_BYTES,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      shutdownLingerMs: e.SHUTDOWN_LINGER_MS,
      metricsToken: e.METRICS_TOKEN,
    },
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT },
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      demoData: e.FIELDNOTE_DEMO_DATA,
    },
    auth: { adminKey: e.FIELDNOTE_ADMIN_KEY, anonymousAccess: e.ANONYMOUS_ACCESS },
    audit: auditConfig(e),
    graphql: graphqlConfig(e),
    proxy: { trust: trustProxy(e.TRUST_PROXY) },
    cors: { origins: corsOrigins(e.CORS_ORIGINS) },
    redis: { url: e.REDIS_URL },
    ...modelConfig(e),
    limits: {
      maxQuestionLength: e.MAX_QUESTION_LENGTH,
      maxTitleLength: e.MAX_TITLE_LENGTH,
      maxDocumentBytes: e.MAX_DOCUMENT_BYTES,
      ingestMaxFileBytes: e.INGEST_MAX_FILE_BYTES,
      chunkMaxChars: e.CHUNK_MAX_CHARS,
      maxChunksPerDocument: e.MAX_CHUNKS_PER_DOCUMENT,
    },
  };
}

function graphqlConfig(e: Env): AppConfig["graphql"] {
  return {
    introspection: e.INTROSPECTION ? e.INTROSPECTION === "true" : e.NODE_ENV !== "production",
    maxDepth: e.MAX_QUERY_DEPTH,
    maxIntrospectionDepth: e.MAX_INTROSPECTION_DEPTH,
    maxCost: e.MAX_QUERY_COST,
    maxAliases: e.MAX_ALIASES,
    maxAsksPerOperation: e.MAX_ASKS_PER_OPERATION,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    failedAuthPerMinute: e.FAILED_AUTH_PER_MINUTE,
  };
}

/** "*" allows every origin; otherwise a comma-separated allow-list (empty: no cross-origin calls). */
function corsOrigins(value: string | undefined): AppConfig["cors"]["origins"] {
  if (value?.trim() === "*") return "*";
  return (value ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
}

/** The answer model (generative when an OpenAI-compatible endpoint or key is set), retrieval and embeddings. */
function modelConfig(
  e: Env,
): Pick<AppConfig, "model" | "retrieval" | "embeddings" | "statusModel"> {
  const generative = e.OPENAI_API_KEY !== undefined || e.OPENAI_BASE_URL !== undefined;
  return {
    // fitted on the extractive rules' answers: a model's drafts are other data
    statusModel: e.STATUS_MODEL === "on" && !generative && e.ANSWER_MODEL === "extractive",
    model: generative
      ? {
          kind: "openai",
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL,
          timeoutMs: e.MODEL_TIMEOUT_MS,
          maxRetries: e.MODEL_MAX_RETRIES,
          judge: e.MODEL_JUDGE,
        }
      : { kind: e.ANSWER_MODEL },
    retrieval: {
      limit: e.RETRIEVAL_LIMIT,
      minScore: e.RELEVANCE_MIN_SCORE,
      minCoverage: e.RELEVANCE_MIN_COVERAGE,
      minSimilarity: e.EMBEDDINGS_MIN_SIMILARITY,
    },
    embeddings: e.EMBEDDINGS_MODEL
      ? {
          model: e.EMBEDDINGS_MODEL,
          wordVectorsDir: e.WORD_VECTORS_DIR,
          baseUrl: e.EMBEDDINGS_BASE_URL ?? e.OPENAI_BASE_URL,
          apiKey: e.EMBEDDINGS_API_KEY ?? e.OPENAI_API_KEY,
          batchSize: e.EMBEDDINGS_BATCH_SIZE,
          indexMinVectors: e.VECTOR_INDEX_MIN_VECTORS,
          timeoutMs: e.MODEL_TIMEOUT_MS,
          maxRetries: e.MODEL_MAX_RETRIES,
        }
      : undefined,
  };
}
