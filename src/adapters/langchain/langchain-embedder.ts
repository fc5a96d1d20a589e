/**
 * OpenAI-compatible embeddings through LangChain's OpenAIEmbeddings (any `/v1/embeddings` server:
 * OpenAI, vLLM, Ollama, llama.cpp, a local stub). LangChain batches (`batchSize` texts a request),
 * retries and times out. The vector store brings vectors to unit length (one place for it).
 */
import { OpenAIEmbeddings } from "@langchain/openai";
import type { Embedder } from "../../core/ask/ask-ports";

export interface EmbeddingsSettings {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  batchSize: number;
  timeoutMs: number;
  maxRetries: number;
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
      // Ask for plain floats: the openai SDK otherwise requests base64 and decodes whatever comes
      // back as base64, which garbles the vectors of compatible servers that ignore the format.
      encodingFormat: "float",
    });
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    return this.client.embedDocuments([...texts]);
  }
}
