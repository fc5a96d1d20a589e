/**
 * PGlite allows one process per data directory, so `npm run key:create` cannot open the database
 * while the service runs. Instead the service exposes a loopback-only control route guarded by a
 * random token written to a 0600 file beside the data directory: whoever can read that file could
 * read the database files anyway, so it grants nothing new.
 */
import fs from "node:fs";
import { randomBytes, timingSafeEqual } from "node:crypto";
import express from "express";
import type { App } from "../app";
import { createApiKey } from "../core/auth/api-keys";
import { AppError } from "../core/errors";
import type { Role } from "../core/types";
import { ingestFolder, type IngestOptions, type TitlePolicy } from "../ingest/ingest-folder";
import { removeDemoKnowledgeBase } from "../ingest/demo";
import { exportAuditTrail, takeAuditCheckpoint } from "../audit-commands";

const token = randomBytes(32).toString("hex");

export function controlFileFor(dataDir: string): string {
  return `${dataDir}.control.json`;
}

function isLoopback(addr: string | undefined): boolean {
  return addr === "127.0.0.1" || addr === "::1" || addr === "::ffff:127.0.0.1";
}

function authorised(req: express.Request): boolean {
  const given = Buffer.from(String(req.headers["x-fieldnote-control"] ?? ""));
  const expected = Buffer.from(token);
  return (
    isLoopback(req.socket.remoteAddress) &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

type Handler = (req: express.Request, res: express.Response) => Promise<void>;

/** Loopback callers with the token only. */
const guarded =
  (handle: Handler): Handler =>
  async (req, res) => {
    if (!authorised(req)) {
      res.status(403).json({ error: "FORBIDDEN" });
      return;
    }
    await handle(req, res);
  };

/** One JSON line per progress step (at most every 100 ms), then `{"report": …}`. */
async function streamIngest(
  app: App,
  folder: string,
  options: IngestOptions,
  res: express.Response,
): Promise<void> {
  res.status(200).type("application/x-ndjson");
  let last = 0;
  const report = await ingestFolder(app.ingestTarget, folder, {
    ...options,
    onProgress: (done, total, file, phase) => {
      if (done < total && Date.now() - last < 100) return;
      last = Date.now();
      res.write(`${JSON.stringify({ progress: { done, total, file, phase } })}\n`);
    },
  });
  res.end(`${JSON.stringify({ report })}\n`);
}

/** Reads a folder on this machine and writes through the service's own document service. */
function ingestHandler(app: App): Handler {
  return async (req, res) => {
    const body = req.body as {
      folder?: string;
      titles?: TitlePolicy;
      rootName?: string;
      maxFileBytes?: number;
      /** stream progress lines (NDJSON) before the report */
      progress?: boolean;
    };
    if (!body.folder || !fs.existsSync(body.folder) || !fs.statSync(body.folder).isDirectory()) {
      res
        .status(400)
        .json({ error: "BAD_USER_INPUT", message: `not a folder: ${String(body.folder)}` });
      return;
    }
    try {
      const options = {
        titles: body.titles,
        rootName: body.rootName,
        maxFileBytes:
          typeof body.maxFileBytes === "number" && body.maxFileBytes > 0
            ? body.maxFileBytes
            : app.config.limits.ingestMaxFileBytes,
      };
      if (body.progress) await streamIngest(app, body.folder, options, res);
      else res.json(await ingestFolder(app.ingestTarget, body.folder, options));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (res.headersSent)
        res.end(`${JSON.stringify({ error: "INTERNAL_SERVER_ERROR", message })}\n`);
      else res.status(500).json({ error: "INTERNAL_SERVER_ERROR", message });
    }
  };
}

function apiKeyHandler(app: App): Handler {
  return async (req, res) => {
    try {
      const body = req.body as { name?: string; role?: Role; groups?: string[] };
      const created = await createApiKey(
        app.apiKeys,
        { keyId: null, name: "local control", role: "ADMIN", groups: [] },
        { name: String(body.name ?? ""), role: body.role ?? "READER", groups: body.groups ?? [] },
      );
      res.json(created);
    } catch (err) {
      if (err instanceof AppError) res.status(400).json({ error: err.code, message: err.message });
      else res.status(500).json({ error: "INTERNAL_SERVER_ERROR" });
    }
  };
}

/** `npm run demo:remove` while the service runs: archives the demo documents. */
function demoRemoveHandler(app: App): Handler {
  return async (_req, res) => {
    try {
      res.json({ archived: await removeDemoKnowledgeBase(app.ingestTarget) });
    } catch (err) {
      res.status(500).json({
        error: "INTERNAL_SERVER_ERROR",
        message: err instanceof Error ? err.message : String(err),
      });
    }
  };
}

/** `npm run audit:checkpoint` while the service runs: signs the heads with the service's key. */
function checkpointHandler(app: App): Handler {
  return async (_req, res) => {
    try {
      res.json(await takeAuditCheckpoint(app, "audit:checkpoint CLI"));
    } catch (err) {
      if (err instanceof AppError) res.status(400).json({ error: err.code, message: err.message });
      else res.status(500).json({ error: "INTERNAL_SERVER_ERROR" });
    }
  };
}

/** `npm run audit:export` while the service runs: the whole trail as JSON lines, streamed. */
function exportHandler(app: App): Handler {
  return async (req, res) => {
    const body = req.body as { since?: string; until?: string };
    const since = body.since ? new Date(body.since) : undefined;
    const until = body.until ? new Date(body.until) : undefined;
    res.setHeader("content-type", "application/x-ndjson");
    const write = (line: string) =>
      res.write(line) ? Promise.resolve() : new Promise<void>((r) => res.once("drain", () => r()));
    try {
      await exportAuditTrail(app, { since, until }, write);
      res.end();
    } catch (err) {
      // the client sees a last line that is not a record, and exits non-zero
      res.end(
        `${JSON.stringify({ record: "error", message: err instanceof Error ? err.message : String(err) })}\n`,
      );
    }
  };
}

export function mountLocalControl(ex: express.Express, app: App): void {
  // `npm run ingest` and `npm run key:create` while the embedded service holds the data directory
  ex.post("/local/ingest", express.json({ limit: 10_000 }), guarded(ingestHandler(app)));
  ex.post("/local/api-keys", express.json({ limit: 10_000 }), guarded(apiKeyHandler(app)));
  ex.post("/local/demo-remove", guarded(demoRemoveHandler(app)));
  // `npm run audit:checkpoint` and `npm run audit:export` likewise
  ex.post(
    "/local/audit-checkpoint",
    express.json({ limit: 10_000 }),
    guarded(checkpointHandler(app)),
  );
  ex.post("/local/audit-export", express.json({ limit: 10_000 }), guarded(exportHandler(app)));
}

mountLocalControl.writeFile = (dataDir: string, port: number, host: string): void => {
  const h = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  fs.writeFileSync(
    controlFileFor(dataDir),
    JSON.stringify({
      pid: process.pid,
      url: `http://${h}:${port}/local/api-keys`,
      ingestUrl: `http://${h}:${port}/local/ingest`,
      demoRemoveUrl: `http://${h}:${port}/local/demo-remove`,
      token,
    }),
    { mode: 0o600 },
  );
};

export function removeControlFile(dataDir: string): void {
  fs.rmSync(controlFileFor(dataDir), { force: true });
}
