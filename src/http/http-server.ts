/**
 * HTTP transport: /graphql (Apollo via express), /healthz (liveness), /readyz (readiness: the
 * database answers), request size limit, per-caller rate limit, graceful shutdown.
 */
import http from "node:http";
import net from "node:net";
import { randomUUID } from "node:crypto";
import cors from "cors";
import express from "express";
import { expressMiddleware } from "@as-integrations/express5";
import { GraphQLError, Lexer, Source, TokenKind } from "graphql";
import { MAX_TOKENS } from "../graphql/server";
import { AppError } from "../core/errors";
import { createApolloServer, type GraphQLLimits } from "../graphql/server";
import { createContext } from "../graphql/context";
import type { Services } from "../graphql/services";
import type Redis from "ioredis";
import { clientKey, RequestLimiter } from "./rate-limiter";
import { HTTP_STATUS } from "../graphql/error-codes";
import { findIllFormed } from "../core/text/well-formed";
import { asPortError } from "./port-check";

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
}

export interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
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
    const query = (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query !== "string" || tokenCount(query, max) <= max) return next();
    res.status(400).json({
      errors: [
        {
          message: `the query has more than ${max} tokens: send a smaller query`,
          extensions: { code: "GRAPHQL_PARSE_FAILED", max },
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

export async function startHttp(
  services: Services,
  ready: () => Promise<boolean>,
  options: HttpOptions,
  logger: Logger,
  listen: { host: string; port: number },
): Promise<RunningHttp> {
  const app = express();
  app.disable("x-powered-by");
  // once shutdown begins, every response says "Connection: close": a client must not send its next
  // request on a keep-alive socket the server is about to close (it would be reset, unprocessed)
  let stopping = false;
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (stopping && !res.headersSent) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  });
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
  const apollo = createApolloServer(options, logger, server);
  await apollo.start();
  // which proxies' X-Forwarded-For to believe (TRUST_PROXY): none unless configured
  app.set("trust proxy", options.trustProxy);
  const limiter = new RequestLimiter(
    { perMinute: options.rateLimitPerMinute, failedAuthPerMinute: options.failedAuthPerMinute },
    options.redis ?? null,
  );

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ok = await ready().catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "unavailable" });
  });
  options.extraRoutes?.(app);

  // API keys travel in the Authorization header, never in cookies: no credentials mode is needed
  const origins = options.corsOrigins ?? [];
  if (origins === "*" || origins.length > 0) {
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
  app.use(
    "/graphql",
    express.json({ limit: options.maxRequestBytes }),
    rejectIllFormedText,
    rejectTooManyTokens(MAX_TOKENS),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const requestId = randomUUID();
        const client = clientKey(req.ip ?? req.socket.remoteAddress);
        const limited = (wait: number, message: string) =>
          asGraphQLError(new AppError("RATE_LIMITED", message, { retryAfterSeconds: wait }), 429, {
            "retry-after": String(wait),
          });
        const blocked = await limiter.authBlocked(client);
        if (blocked > 0)
          throw limited(
            blocked,
            `too many failed authentications from this client: retry in ${blocked} s`,
          );
        let caller;
        try {
          caller = await services.authenticate(req.headers.authorization);
        } catch (err) {
          if (err instanceof AppError && err.code === "UNAUTHENTICATED") {
            // wrong keys are counted per client, so guessing keys is limited too
            const wait = await limiter.failedAuth(client);
            if (wait > 0)
              throw limited(
                wait,
                `too many failed authentications from this client: retry in ${wait} s`,
              );
          }
          if (err instanceof AppError) throw asGraphQLError(err, HTTP_STATUS[err.code] ?? 500);
          throw err;
        }
        const wait = await limiter.take(caller.keyId ?? client);
        if (wait > 0) throw limited(wait, `too many requests: retry in ${wait} s`);
        return createContext(services, caller, requestId);
      },
    }),
  );

  // Body parser and other transport errors: typed JSON, never an HTML stack page.
  app.use(
    (err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      const e = err as { type?: string; status?: number; statusCode?: number };
      const status = e.status ?? e.statusCode ?? 500;
      const code =
        e.type === "entity.too.large"
          ? "PAYLOAD_TOO_LARGE"
          : e.type === "entity.parse.failed"
            ? "BAD_REQUEST"
            : status < 500
              ? "BAD_REQUEST"
              : "INTERNAL_SERVER_ERROR";
      const message =
        code === "PAYLOAD_TOO_LARGE"
          ? `request body too large: the limit is ${options.maxRequestBytes} bytes`
          : code === "BAD_REQUEST"
            ? 'malformed request body: send JSON {"query": …, "variables": …}'
            : "Internal server error";
      if (status >= 500) logger.error({ err }, "transport error");
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
    },
  );

  await new Promise<void>((resolve, reject) => {
    server.once("error", (err) => reject(asPortError(err, listen.host, listen.port)));
    server.listen(listen.port, listen.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : listen.port;
  const host = listen.host.includes(":") ? `[${listen.host}]` : listen.host;
  return {
    server,
    port,
    url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}/graphql`,
    stop: async () => {
      stopping = true;
      const linger = options.shutdownLingerMs ?? 0;
      if (linger > 0 && connections.size > 0) {
        // Refuse new connections, but do not yet close the idle keep-alive ones (http.Server.close
        // would): a request a client has already written on one would be reset unprocessed. Within the
        // linger such a request is answered, with "Connection: close", which ends its socket.
        net.Server.prototype.close.call(server);
        const deadline = Date.now() + linger;
        while (connections.size > 0 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
      }
      // drains in-flight requests (ApolloServerPluginDrainHttpServer), ends idle sockets, closes the listener
      await apollo.stop();
    },
  };
}
