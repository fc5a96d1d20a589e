/**
 * The generative AnswerModel over any LangChain chat model: ChatOpenAI in production (any
 * OpenAI-compatible endpoint), a fake chat model in unit tests. Every failure to get an answer
 * (network, timeout, 4xx/5xx, malformed response, empty output) is a ModelUnavailableError, which
 * the pipeline turns into an evidence-only MODEL_UNAVAILABLE packet, never an API error.
 */
import { randomBytes } from "node:crypto";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { ChatOpenAI } from "@langchain/openai";
import { ModelUnavailableError } from "../../core/errors";
import type { AnswerModel, ModelInput, ModelOutput } from "../../core/ask/ask-ports";
import { PROMPT_VERSION, SYSTEM_PROMPT, userPrompt } from "./prompts";

export interface OpenAiSettings {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

export function createChatOpenAI(s: OpenAiSettings): ChatOpenAI {
  return new ChatOpenAI({
    model: s.model,
    temperature: 0,
    timeout: s.timeoutMs,
    maxRetries: s.maxRetries,
    // OpenAI-compatible local servers (vLLM, Ollama, llama.cpp) accept any key
    apiKey: s.apiKey ?? "not-needed",
    configuration: s.baseUrl ? { baseURL: s.baseUrl } : undefined,
  });
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((c) => (typeof c === "string" ? c : ((c as { text?: string }).text ?? "")))
      .join("");
  return "";
}

export class LangChainAnswerModel implements AnswerModel {
  readonly mode = "generative" as const;

  constructor(
    private readonly chat: BaseChatModel,
    private readonly modelName: string,
    /** the longest a caller waits for the model, retries included (MODEL_TIMEOUT_MS) */
    private readonly timeoutMs = 10_000,
  ) {}

  /** the configured model, recorded on every answer that called it (also a MODEL_UNAVAILABLE one) */
  get name(): string {
    return this.modelName;
  }

  async generate(input: ModelInput): Promise<ModelOutput> {
    const nonce = randomBytes(6).toString("hex");
    let text: string;
    try {
      const reply = await this.chat.invoke(
        [
          new SystemMessage(SYSTEM_PROMPT),
          new HumanMessage(userPrompt(input.question, input.evidence, nonce)),
        ],
        {
          // one deadline for the whole call, retries included: a hung endpoint costs the caller
          // MODEL_TIMEOUT_MS, not (retries + 1) x the per-request timeout
          signal: AbortSignal.timeout(this.timeoutMs),
        },
      );
      text = contentText(reply.content);
    } catch (err) {
      throw new ModelUnavailableError(
        `model call failed: ${(err as Error)?.name ?? "Error"}: ${String((err as Error)?.message ?? err).slice(0, 300)}`,
        err,
      );
    }
    if (text.trim() === "") throw new ModelUnavailableError("model returned an empty answer");
    return { text, model: this.modelName, promptVersion: PROMPT_VERSION };
  }
}
