/**
 * OpenAI-compatible embeddings through LangChain's OpenAIEmbeddings (any `/v1/embeddings` server:
 * OpenAI, vLLM, Ollama, llama.cpp, a local stub). LangChain batches (`batchSize` texts a request),
 * retries and times out; vectors are returned at unit length so a dot product is the cosine.
 */
import { OpenAIEmbeddings } from "@langchain/openai";
import type { Embedder } from "../../core/ports";

export interface EmbeddingsSettings {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  batchSize: number;
  timeoutMs: number;
  maxRetries: number;
}

export function unitLength(v: readonly number[]): number[] {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n);
  return n > 0 ? v.map((x) => x / n) : [...v];
}

export class LangChainEmbedder implements Embedder {
  readonly model: string;
  private readonly client: OpenAIEmbeddings;

  constructor(s: EmbeddingsSettings) {
    this.model = s.model;
    this.client = new OpenAIEmbeddings({
      model: s.model,
      batchSize: s.batchSize,
      timeout: s.timeoutMs,
      maxRetries: s.maxRetries,
      // OpenAI-compatible local servers accept any key
      apiKey: s.apiKey ?? "not-needed",
      configuration: s.baseUrl ? { baseURL: s.baseUrl } : undefined,
    });
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const vectors = await this.client.embedDocuments([...texts]);
    return vectors.map(unitLength);
  }
}
