/**
 * Gives every searchable chunk a vector from the configured embedding model, in batches: after an
 * ingest, and as the `npm run embed` backfill when the model changes. Resumable by construction:
 * each round takes the chunks that still lack a vector from this model.
 */
import type { ChunkEmbeddingStore, Embedder } from "../ask/ask-ports";

export interface EmbedProgress {
  done: number;
  total: number;
}

export async function embedPendingChunks(
  embedder: Embedder,
  store: ChunkEmbeddingStore,
  batchSize: number,
  onProgress?: (p: EmbedProgress) => void,
): Promise<number> {
  const total = await store.countPending(embedder.model);
  let done = 0;
  onProgress?.({ done, total });
  for (;;) {
    const batch = await store.pending(embedder.model, batchSize);
    if (batch.length === 0) return done;
    const vectors = await embedder.embed(batch.map((c) => c.text));
    if (vectors.length !== batch.length)
      throw new Error(
        `the embeddings endpoint returned ${vectors.length} vectors for ${batch.length} texts`,
      );
    await store.save(
      embedder.model,
      batch.map((c, i) => ({ chunkId: c.chunkId, vector: vectors[i]! })),
    );
    done += batch.length;
    onProgress?.({ done, total: Math.max(total, done) });
  }
}
