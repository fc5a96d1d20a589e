/**
 * Keeps chunk vectors caught up with the documents: after any document change (API, ingest, demo
 * load) and at start, the chunks without a vector from the configured model are embedded in the
 * background. A failing endpoint is logged and retried on the next change or `npm run embed`;
 * meanwhile those chunks are found by full-text search only.
 */
import type pino from "pino";
import { embedPendingChunks } from "../core/documents/embed-chunks";
import type { ChunkEmbeddingStore, Embedder } from "../core/ask/ask-ports";

export interface EmbedCatchUp {
  /** schedule a catch-up (coalesced with one already running) */
  kick(): void;
  /** run until nothing is pending; resolves with the number embedded */
  flush(): Promise<number>;
}

export function embedCatchUp(
  embedder: Embedder,
  store: ChunkEmbeddingStore,
  batchSize: number,
  logger: pino.Logger,
): EmbedCatchUp {
  let running: Promise<number> | null = null;
  let again = false;
  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await embedPendingChunks(embedder, store, batchSize);
      } while (again);
      return total;
    })().finally(() => (running = null));
    return running;
  };
  return {
    kick: () => {
      run().catch((err: Error) =>
        logger.warn(
          { err: err.message, model: embedder.model },
          "embedding chunks failed; they are found by full-text search until `npm run embed` or the next change",
        ),
      );
    },
    flush: async () => {
      let n = await run();
      while (again || running) n += await run();
      return n;
    },
  };
}
