/**
 * HTTP transport: /graphql (Apollo via express), /healthz (liveness), /readyz (readiness: the
 * database answers), request size limit, per-caller rate limit, graceful shutdown.
 */
import http from "node:http";
import net from "node:net";
import { createHash, randomUUID } from "node:crypto";
import cors from "cors";
import express from "express";
import { expressMiddleware } from "@as-integrations/express5";
import { GraphQLError, Lexer, Source, TokenKind } from "graphql";
import { MAX_TOKENS } from "../graphql/server";
import { AppError } from "../core/errors";
import { createApolloServer, typeDefs, type GraphQLLimits } from "../graphql/server";
import { createContext } from "../graphql/context";
import type { Services } from "../graphql/services";
import type { Principal } from "../core/types";
import type Redis from "ioredis";
import { clientKey, RequestLimiter } from "./rate-limiter";
import { HTTP_STATUS } from "../graphql/error-codes";
import { findIllFormed } from "../core/text/well-formed";
import { asPortError } from "./port-check";
import { mountConsole } from "./console-static";
import { mountExplorer } from "./explorer";
import { accessLog, type Metrics, mountMetrics, noteCaller } from "./metrics";

export interface HttpOptions extends GraphQLLimits {
  maxRequestBytes: number;
  rateLimitPerMinute: number;
  failedAuthPerMinute: number;
  /** express "trust proxy": false, true, a hop count, or addresses/CIDRs of trusted proxies */
  trustProxy: boolean | number | string;
  /** shared limits across instances */
  redis?: Redis | null;
  /** extra routes (the local control endpoint of the embedded database) */
  extraRoutes?: (app: express.Express) => void;
  /** on stop, how long open keep-alive connections stay open for a request already on its way */
  shutdownLingerMs?: number;
  /** CORS_ORIGINS: origins a browser frontend may call from ("*" for any); none = same origin only */
  corsOrigins?: "*" | readonly string[];
  /** the built web console (console/dist), served at /console */
  consoleDir?: string;
  /** Prometheus metrics and the access log (GET /metrics; METRICS_TOKEN or loopback only) */
  metrics?: Metrics;
  metricsToken?: string;
}

export interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

export interface RunningHttp {
  server: http.Server;
  url: string;
  port: number;
  stop(): Promise<void>;
}

function asGraphQLError(
  err: AppError,
  status: number,
  headers?: Record<string, string>,
): GraphQLError {
  return new GraphQLError(err.message, {
    originalError: err,
    extensions: {
      code: err.code,
      ...err.details,
      http: { status, ...(headers ? { headers: new Map(Object.entries(headers)) } : {}) },
    },
  });
}

/**
 * A lone UTF-16 surrogate ("\ud800" in JSON) is stored by PostgreSQL as U+FFFD: the stored text
 * would differ from what was validated and hashed. Such a request is refused before anything runs.
 */
/** Tokens of a GraphQL document, counted with graphql-js's own lexer, stopping past `max`. */
function tokenCount(query: string, max: number): number {
  const lexer = new Lexer(new Source(query));
  let n = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF && n <= max) n++;
  } catch {
    return n; // a syntax error: the parser will say so with its own message
  }
  return n;
}

/** Too many tokens is the client's error (400), refused before Apollo, which reported it as a 500. */
function rejectTooManyTokens(max: number) {
  return (req: express.Request, res: express.Response, next: express.NextFunction): void => {
    const query =
      req.method === "GET" ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query !== "string" || tokenCount(query, max) <= max) return next();
    res.status(400).json({
      errors: [
        {
          message: `the query has more than ${max} tokens: send a smaller query, or split it`,
          extensions: { code: "TOO_MANY_TOKENS", limit: max },
        },
      ],
    });
  };
}

function rejectIllFormedText(
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
): void {
  const where = findIllFormed(req.body);
  if (!where) return next();
  res.status(400).json({
    errors: [
      {
        message: `ill-formed Unicode (a lone UTF-16 surrogate) in ${where}: send valid UTF-16 text`,
        extensions: { code: "BAD_USER_INPUT", field: where },
      },
    ],
  });
}

/** Once shutdown begins, every response says "Connection: close" (see `stop`). */
function closingConnections(app: express.Express): { stopping: boolean } {
  // a client must not send its next request on a keep-alive socket the server is about to close
  // (it would be reset, unprocessed)
  const state = { stopping: false };
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (state.stopping && !res.headersSent) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  });
  return state;
}

function trackedServer(app: express.Express): {
  server: http.Server;
  connections: Set<net.Socket>;
} {
  const server = http.createServer(app);
  const connections = new Set<net.Socket>();
  server.on("connection", (socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  // Idle keep-alive sockets must outlive the client's/load balancer's (60 s is the common LB idle
  // timeout); otherwise the server closes a socket just as the client reuses it: ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return { server, connections };
}

function mountHealth(app: express.Express, ready: () => Promise<boolean>): void {
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ok = await ready().catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "unavailable" });
  });
}

/** CORS for browser frontends on the allowed origins. */
function mountCors(app: express.Express, origins: "*" | readonly string[]): void {
  if (origins !== "*" && origins.length === 0) return;
  // API keys travel in the Authorization header, never in cookies: no credentials mode is needed
  app.use(
    "/graphql",
    cors({
      origin: origins === "*" ? "*" : [...origins],
      methods: ["GET", "POST", "OPTIONS"],
      allowedHeaders: [
        "content-type",
        "authorization",
        "apollo-require-preflight",
        "x-apollo-operation-name",
      ],
      exposedHeaders: ["retry-after"],
      maxAge: 600,
    }),
  );
}

const rateLimited = (wait: number, message: string) =>
  asGraphQLError(new AppError("RATE_LIMITED", message, { retryAfterSeconds: wait }), 429, {
    "retry-after": String(wait),
  });

/**
 * The caller of a request. Wrong keys are counted per client address and per presented key: past
 * FAILED_AUTH_PER_MINUTE a wrong key is RATE_LIMITED, but a valid key always authenticates, so
 * others' failures from the same address (a shared proxy, NAT) never lock it out. API keys are
 * 192-bit random secrets: there is nothing to guess, the counting keeps noise out of the logs.
 */
async function authenticate(
  services: Services,
  limiter: RequestLimiter,
  client: string,
  authorization: string | undefined,
  metrics?: Metrics,
): Promise<Principal> {
  try {
    return await services.authenticate(authorization);
  } catch (err) {
    if (err instanceof AppError && err.code === "UNAUTHENTICATED") {
      const presented = authorization
        ? createHash("sha256").update(authorization, "utf8").digest("hex")
        : null;
      const wait = await limiter.failedAuth(client, presented);
      if (wait > 0) metrics?.rateLimited.inc({ kind: "failed_auth" });
      if (wait > 0)
        throw rateLimited(
          wait,
          `too many failed authentications from this client: retry in ${wait} s`,
        );
    }
    if (err instanceof AppError) throw asGraphQLError(err, HTTP_STATUS[err.code] ?? 500);
    throw err;
  }
}

/** Authenticates the caller and takes one request from its rate limit. */
async function admit(
  services: Services,
  limiter: RequestLimiter,
  req: express.Request,
  metrics?: Metrics,
): Promise<Principal> {
  const client = clientKey(req.ip ?? req.socket.remoteAddress);
  const caller = await authenticate(services, limiter, client, req.headers.authorization, metrics);
  const wait = await limiter.take(caller.keyId ?? client);
  if (wait > 0) metrics?.rateLimited.inc({ kind: "requests" });
  if (wait > 0) throw rateLimited(wait, `too many requests: retry in ${wait} s`);
  return caller;
}

/**
 * A POST is admitted (authenticated, rate limited) from its headers, before its body is read and
 * parsed: a client over its limit costs no parsing of up to MAX_REQUEST_BYTES. Refusals have the
 * shape Apollo gives them (status, retry-after, `errors[0].extensions.code`).
 */
function admitBeforeBody(services: Services, limiter: RequestLimiter, metrics?: Metrics) {
  return async (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== "POST") return next();
    try {
      res.locals.caller = await admit(services, limiter, req, metrics);
      noteCaller(res, (res.locals.caller as Principal).keyId);
      next();
    } catch (err) {
      if (!(err instanceof GraphQLError)) return next(err);
      const { http: httpExt, ...extensions } = err.extensions as {
        http?: { status?: number; headers?: Map<string, string> };
      };
      for (const [k, v] of httpExt?.headers ?? []) res.setHeader(k, v);
      res.status(httpExt?.status ?? 500).json({ errors: [{ message: err.message, extensions }] });
    }
  };
}

/**
 * JSON nested this deep is no GraphQL input a client sends (the schema's deepest input is a few
 * levels); deeper bodies are refused before any recursive walk (10,000 levels overflowed the stack).
 */
export const MAX_BODY_DEPTH = 32;

/** The nesting depth of a parsed JSON value, iteratively, stopping past `max`. */
function depthOf(value: unknown, max: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    deepest = Math.max(deepest, d + 1);
    if (deepest > max) return deepest;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

function rejectTooDeep(req: express.Request, res: express.Response, next: express.NextFunction) {
  // the body itself is one level: `{"variables": {…}}` allows MAX_BODY_DEPTH levels of variables
  if (depthOf(req.body, MAX_BODY_DEPTH + 1) <= MAX_BODY_DEPTH + 1) return next();
  res.status(400).json({
    errors: [
      {
        message: `the request nests values more than ${MAX_BODY_DEPTH} levels deep: send flatter variables`,
        extensions: { code: "BAD_USER_INPUT", field: "variables", maxDepth: MAX_BODY_DEPTH },
      },
    ],
  });
}

function mountGraphql(
  app: express.Express,
  apollo: ReturnType<typeof createApolloServer>,
  services: Services,
  limiter: RequestLimiter,
  maxRequestBytes: number,
  metrics?: Metrics,
): void {
  app.use(
    "/graphql",
    admitBeforeBody(services, limiter, metrics),
    express.json({ limit: maxRequestBytes }),
    rejectTooDeep,
    rejectIllFormedText,
    rejectTooManyTokens(MAX_TOKENS),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const requestId = randomUUID();
        // a POST was admitted before its body was read; a GET is admitted here
        const caller =
          (res.locals.caller as Principal | undefined) ??
          (await admit(services, limiter, req, metrics));
        noteCaller(res, caller.keyId);
        return createContext(services, caller, requestId);
      },
    }),
  );
}

/** Body parser and other transport errors: typed JSON, never an HTML stack page. */
function transportErrors(maxRequestBytes: number, logger: Logger) {
  return (
    err: unknown,
    _req: express.Request,
    res: express.Response,
    _next: express.NextFunction,
  ) => {
    const e = err as { type?: string; status?: number; statusCode?: number };
    const status = e.status ?? e.statusCode ?? 500;
    const code =
      e.type === "entity.too.large"
        ? "PAYLOAD_TOO_LARGE"
        : e.type === "entity.parse.failed" || status < 500
          ? "BAD_REQUEST"
          : "INTERNAL_SERVER_ERROR";
    const message =
      code === "PAYLOAD_TOO_LARGE"
        ? `request body too large: the limit is ${maxRequestBytes} bytes`
        : code === "BAD_REQUEST"
          ? 'malformed request body: send JSON {"query": …, "variables": …}'
          : "Internal server error";
    if (status >= 500) logger.error({ err }, "transport error");
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
}

/** The access log (every request) and GET /metrics, first: they see every request and its status. */
function mountObservability(app: express.Express, options: HttpOptions, logger: Logger): void {
  if (!options.metrics) return;
  app.use(accessLog(logger, options.metrics));
  mountMetrics(app, options.metrics, options.metricsToken);
}

async function listenOn(
  server: http.Server,
  listen: { host: string; port: number },
): Promise<{ port: number; url: string }> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err) => reject(asPortError(err, listen.host, listen.port)));
    server.listen(listen.port, listen.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : listen.port;
  const host = listen.host.includes(":") ? `[${listen.host}]` : listen.host;
  return { port, url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}/graphql` };
}

/** Graceful stop: new connections refused, requests already on their way answered, then Apollo drains. */
async function stopServing(
  server: http.Server,
  connections: Set<net.Socket>,
  apollo: { stop(): Promise<void> },
  lingerMs: number,
): Promise<void> {
  if (lingerMs > 0 && connections.size > 0) {
    // Refuse new connections, but do not yet close the idle keep-alive ones (http.Server.close
    // would): a request a client has already written on one would be reset unprocessed. Within the
    // linger such a request is answered, with "Connection: close", which ends its socket.
    net.Server.prototype.close.call(server);
    const deadline = Date.now() + lingerMs;
    while (connections.size > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  }
  // drains in-flight requests (ApolloServerPluginDrainHttpServer), ends idle sockets, closes the listener
  await apollo.stop();
}

export async function startHttp(
  services: Services,
  ready: () => Promise<boolean>,
  options: HttpOptions,
  logger: Logger,
  listen: { host: string; port: number },
): Promise<RunningHttp> {
  const app = express();
  app.disable("x-powered-by");
  const closing = closingConnections(app);
  const { server, connections } = trackedServer(app);
  const apollo = createApolloServer(options, logger, server);
  await apollo.start();
  // which proxies' X-Forwarded-For to believe (TRUST_PROXY): none unless configured
  app.set("trust proxy", options.trustProxy);
  const limiter = new RequestLimiter(
    { perMinute: options.rateLimitPerMinute, failedAuthPerMinute: options.failedAuthPerMinute },
    options.redis ?? null,
  );
  mountObservability(app, options, logger);
  mountHealth(app, ready);
  if (options.consoleDir) mountConsole(app, options.consoleDir);
  options.extraRoutes?.(app);
  mountCors(app, options.corsOrigins ?? []);
  mountExplorer(app, typeDefs, options.introspection);
  mountGraphql(app, apollo, services, limiter, options.maxRequestBytes, options.metrics);
  app.use(transportErrors(options.maxRequestBytes, logger));
  const { port, url } = await listenOn(server, listen);
  return {
    server,
    port,
    url,
    stop: async () => {
      closing.stopping = true;
      await stopServing(server, connections, apollo, options.shutdownLingerMs ?? 0);
    },
  };
}
