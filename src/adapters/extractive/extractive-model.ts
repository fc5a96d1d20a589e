/**
 * The default answer model: no network, no API key. It quotes whole blocks of the evidence chosen
 * for the question (core/ask/select-quotes.ts) and hands them over as claims with the chunk and
 * offsets each was taken from, so they are checked as exact quotes and never re-split. Its text,
 * each quote followed by its [Title] marker, is what a reviewer sees as the model's output.
 */
import type { AnswerModel, DraftClaim, ModelInput, ModelOutput } from "../../core/ask/ask-ports";
import { selectQuotes } from "../../core/ask/select-quotes";

export const EXTRACTIVE_PROMPT_VERSION = "extractive-2";

export class ExtractiveModel implements AnswerModel {
  readonly mode = "extractive" as const;

  async generate(input: ModelInput): Promise<ModelOutput> {
    const quotes = selectQuotes(input.analysis, input.evidence);
    const claims: DraftClaim[] = quotes.map((q) => ({
      text: q.text,
      citation: q.title,
      quote: { chunkId: q.chunkId, start: q.start, end: q.end, context: q.context },
    }));
    const text = claims
      .map((c) => `${c.quote?.context ? `${c.quote.context}\n` : ""}${c.text} [${c.citation}]`)
      .join("\n");
    return { text, claims, model: "extractive", promptVersion: EXTRACTIVE_PROMPT_VERSION };
  }
}
