/* npm run embed: gives every searchable chunk a vector from EMBEDDINGS_MODEL (the backfill after the
 * model changes, or after an outage of the embeddings endpoint). Resumable: each run embeds only the
 * chunks still without a vector from this model; Ctrl-C stops after the current batch. Exit code 0,
 * 1 when the endpoint failed, 2 when EMBEDDINGS_MODEL is not set. */
import pino from "pino";
import { SingleBar, Presets } from "cli-progress";
import { loadConfig } from "../src/config";
import { createApp, openEmbedder } from "../src/app";
import { PrismaVectors } from "../src/adapters/prisma/prisma-vectors";
import { embedPendingChunks } from "../src/core/documents/embed-chunks";

void (async () => {
  const config = loadConfig();
  if (!config.embeddings) {
    console.error(
      "embed: set EMBEDDINGS_MODEL (local:glove-100d, or a model with EMBEDDINGS_BASE_URL or OPENAI_BASE_URL) to use hybrid retrieval",
    );
    process.exitCode = 2;
    return;
  }
  const logger = pino({ level: "warn" }, pino.destination(2));
  const app = await createApp(
    { ...config, embeddings: undefined, database: { ...config.database, demoData: "off" } },
    { logger },
  );
  const embedder = openEmbedder(config.embeddings, logger);
  const store = new PrismaVectors(app.db.prisma);
  let stop = false;
  process.on("SIGINT", () =>
    stop ? process.exit(130) : ((stop = true), console.error("\nstopping after the current batch")),
  );
  const bar = new SingleBar(
    { format: `embed ${embedder.model} [{bar}] {value}/{total}`, stream: process.stderr },
    Presets.shades_classic,
  );
  try {
    const stoppable: Parameters<typeof embedPendingChunks>[1] = {
      pending: (model, limit) => (stop ? Promise.resolve([]) : store.pending(model, limit)),
      countPending: (model) => store.countPending(model),
      save: (model, vectors) => store.save(model, vectors),
    };
    let started = false;
    const n = await embedPendingChunks(
      embedder,
      stoppable,
      config.embeddings.batchSize,
      ({ done, total }) => {
        if (!started) {
          bar.start(total, done);
          started = true;
        } else bar.update(done);
      },
    );
    bar.stop();
    console.log(
      `embedded ${n} chunk(s) with ${embedder.model}; ${await store.countPending(embedder.model)} still without a vector`,
    );
  } catch (err) {
    bar.stop();
    console.error(`embed: ${(err as Error).message} (run again to resume)`);
    process.exitCode = 1;
  } finally {
    await app.close();
  }
})();
