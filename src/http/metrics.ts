/**
 * Prometheus metrics (GET /metrics) and the access log: one line per request with its method,
 * path, operation name, status, duration and the caller's key id (never the key).
 *
 * Each app has its own registry, so several apps in one process (tests) do not collide.
 * GET /metrics is not public: with METRICS_TOKEN set it needs `Authorization: Bearer <token>`;
 * without, only clients on the loopback interface (the socket's address: X-Forwarded-For is not
 * believed here) may read it.
 */
import { timingSafeEqual } from "node:crypto";
import type express from "express";
import client from "prom-client";

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export class Metrics {
  readonly registry = new client.Registry();
  readonly httpRequests = new client.Histogram({
    name: "fieldnote_http_request_duration_seconds",
    help: "HTTP requests by route, method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly asks = new client.Histogram({
    name: "fieldnote_ask_duration_seconds",
    help: "ask: the whole pipeline, by answer status",
    labelNames: ["status"] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly modelCalls = new client.Counter({
    name: "fieldnote_model_calls_total",
    help: "calls to the answer model, by outcome (ok, failed)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  readonly retrieval = new client.Histogram({
    name: "fieldnote_retrieval_duration_seconds",
    help: "ask: finding the evidence",
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly validation = new client.Histogram({
    name: "fieldnote_validation_duration_seconds",
    help: "ask: checking the model's claims against the evidence",
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly rateLimited = new client.Counter({
    name: "fieldnote_rate_limit_refusals_total",
    help: "requests refused by a rate limit, by kind (requests, failed_auth)",
    labelNames: ["kind"] as const,
    registers: [this.registry],
  });
  readonly documents = new client.Counter({
    name: "fieldnote_documents_ingested_total",
    help: "upsertDocument calls (every ingest goes through it), by outcome: created, revised, updated, unchanged or the refusal's error code",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  constructor(auditHeads?: () => Promise<{ answerSeq: number; eventSeq: number }>) {
    client.collectDefaultMetrics({ register: this.registry, prefix: "fieldnote_" });
    new client.Gauge({
      name: "fieldnote_audit_chain_length",
      help: "records in the audit chains (answer, event), read at scrape time",
      labelNames: ["chain"] as const,
      registers: [this.registry],
      async collect() {
        if (!auditHeads) return;
        try {
          const h = await auditHeads();
          this.set({ chain: "answer" }, h.answerSeq);
          this.set({ chain: "event" }, h.eventSeq);
        } catch {
          // the database is down: readiness says so; the scrape still answers
        }
      },
    });
  }

  /** an ask's timings (its trace) and outcome */
  observeAsk(status: string, timingsMs: Record<string, number | undefined>, modelCalled: boolean) {
    const s = (ms: number | undefined) => (ms ?? 0) / 1000;
    this.asks.observe({ status }, s(timingsMs.pipelineMs));
    if (timingsMs.retrieveMs !== undefined) this.retrieval.observe(s(timingsMs.retrieveMs));
    if (timingsMs.validateMs !== undefined) this.validation.observe(s(timingsMs.validateMs));
    if (modelCalled)
      this.modelCalls.inc({ outcome: status === "MODEL_UNAVAILABLE" ? "failed" : "ok" });
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics: METRICS_TOKEN as a bearer token, or (without one) loopback clients only. */
export function mountMetrics(app: express.Express, metrics: Metrics, token?: string): void {
  app.get("/metrics", async (req, res) => {
    const auth = req.headers.authorization ?? "";
    const allowed = token
      ? auth.startsWith("Bearer ") && sameSecret(auth.slice(7), token)
      : LOOPBACK.test(req.socket.remoteAddress ?? "");
    if (!allowed) {
      res.status(token ? 401 : 403).json({
        errors: [
          {
            message: token
              ? "GET /metrics needs Authorization: Bearer <METRICS_TOKEN>"
              : "GET /metrics answers loopback clients only: set METRICS_TOKEN to scrape from elsewhere",
            extensions: { code: token ? "UNAUTHENTICATED" : "FORBIDDEN" },
          },
        ],
      });
      return;
    }
    res.setHeader("content-type", metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
}

export interface AccessLogger {
  info(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

/** the operation's name: the request's operationName, else the first named operation in the query */
function operationName(req: express.Request): string | null {
  const body = (req.method === "GET" ? req.query : req.body) as
    { operationName?: unknown; query?: unknown } | undefined;
  if (typeof body?.operationName === "string" && body.operationName) return body.operationName;
  if (typeof body?.query !== "string") return null;
  return (
    /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(body.query)?.[1] ?? null
  );
}

/** the caller's key id, set once the request is authenticated (never the key itself) */
export function noteCaller(res: express.Response, keyId: string | null): void {
  res.locals.callerKeyId = keyId;
}

const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * One access log line per request, when its response is finished (probes and scrapes at debug), and
 * its duration in fieldnote_http_request_duration_seconds.
 */
export function accessLog(logger: AccessLogger, metrics: Metrics) {
  return (req: express.Request, res: express.Response, next: express.NextFunction): void => {
    const started = process.hrtime.bigint();
    const path = req.path; // before a mounted router (app.use("/graphql", …)) rewrites it
    res.once("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const route = PROBES.has(path) || path === "/graphql" ? path : "other";
      metrics.httpRequests.observe(
        { route, method: req.method, status: String(res.statusCode) },
        ms / 1000,
      );
      const line = {
        method: req.method,
        path,
        operation: route === "/graphql" ? operationName(req) : null,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        keyId: (res.locals.callerKeyId as string | null | undefined) ?? null,
      };
      if (PROBES.has(path)) logger.debug?.(line, "request");
      else logger.info(line, "request");
    });
    next();
  };
}
