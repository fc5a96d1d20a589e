/** Entry point: config -> app -> listen; stops gracefully on SIGTERM/SIGINT. */
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createApp, type App } from "./app";
import { DataDirInUseError } from "./adapters/prisma/dir-lock";
import { UnknownMigrationsError } from "./adapters/prisma/migrate";
import { mountLocalControl, removeControlFile } from "./http/local-control";
import { assertPortFree, PortUnavailableError } from "./http/port-check";
import { DatabaseUnreachableError } from "./adapters/prisma/database";
import { WordVectorsMissingError } from "./adapters/vectors/word-vectors";

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`fieldnote: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
}

/** SIGTERM/SIGINT: finish in-flight requests, close, exit; forced after SHUTDOWN_TIMEOUT_MS. */
function stopOnSignals(app: App, timeoutMs: number): { stopping: () => boolean } {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.logger.error({}, "shutdown timed out; exiting");
      process.exit(1);
    }, timeoutMs);
    force.unref();
    try {
      if (app.db.target.kind === "pglite" && app.db.target.dataDir)
        removeControlFile(app.db.target.dataDir);
      await app.close();
      app.logger.info({}, "stopped");
      process.exit(0);
    } catch (err) {
      app.logger.error({ err }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return { stopping: () => stopping };
}

/** How many documents the knowledge base holds, said once at start (-1: a stop began meanwhile). */
async function reportDocuments(app: App, stopping: () => boolean): Promise<void> {
  // a stop that began meanwhile closes the database under this query: nothing to report then
  const documents = await app.db.prisma.document
    .count({ where: { status: "ACTIVE" } })
    .catch((err: unknown) => {
      if (stopping()) return -1;
      throw err;
    });
  if (documents < 0) return;
  if (documents === 0)
    app.logger.warn(
      {},
      "0 documents: load some with `npm run ingest -- <folder of Markdown>` (works while the service runs) or the upsertDocument mutation",
    );
  else app.logger.info({ documents }, `${documents} active document(s) in the knowledge base`);
}

async function main(): Promise<void> {
  const config = configOrExit();
  // before the database is opened, migrated and loaded: a taken port costs nothing then
  await assertPortFree(config.http.host, config.http.port);
  const app = await createApp(config);
  // signal handlers before the ready line: a SIGTERM right after it must stop gracefully, not kill
  const { stopping } = stopOnSignals(app, config.http.shutdownTimeoutMs);
  const embedded = app.db.target.kind === "pglite" ? app.db.target.dataDir : undefined;
  const http = await app.listen(
    config.database.url.startsWith("pglite:") || config.database.url.startsWith("file:")
      ? (ex) => mountLocalControl(ex, app)
      : undefined,
  );
  if (embedded) mountLocalControl.writeFile(embedded, http.port, config.http.host);
  const where = app.db.target.kind === "pglite" ? ` ${embedded ?? "in memory"}` : "";
  app.logger.info(
    { url: http.url, database: app.db.target.kind, model: config.model.kind },
    `Fieldnote ready at ${http.url} (database: ${app.db.target.kind}${where}, model: ${config.model.kind})`,
  );
  await reportDocuments(app, stopping);
}

main().catch((err: unknown) => {
  const operatorErrors = [
    DataDirInUseError,
    UnknownMigrationsError,
    PortUnavailableError,
    DatabaseUnreachableError,
    WordVectorsMissingError,
  ];
  if (operatorErrors.some((E) => err instanceof E)) {
    console.error(`fieldnote: ${(err as Error).message}`);
    process.exit(2);
  }
  console.error("fieldnote: failed to start:", err);
  process.exit(1);
});
