/**
 * The learned answer step (issue 55), selected with ANSWER_MODEL=learned (the default stays the
 * extractive rules). It scores every quotable span of the evidence with the trained weights of
 * answer-model.json (core/answer-learned) and quotes the best one when the status model's
 * probability reaches the threshold chosen out of fold; below it, it quotes nothing and the pipeline
 * abstains. Its quotes are exact spans of the evidence and go through the same citation, validation
 * and status steps as the extractive model's; promptVersion is the model's version hash.
 */
import type { AnswerModel, DraftClaim, ModelInput, ModelOutput } from "../../core/ask/ask-ports";
import { choose, type LearnedAnswerModel } from "../../core/answer-learned/model";
import trained from "./answer-model.json";

/** The model `npm run train:answer` wrote. */
export const TRAINED_MODEL = trained as LearnedAnswerModel;

export class LearnedModel implements AnswerModel {
  readonly mode = "extractive" as const;

  constructor(private readonly model: LearnedAnswerModel = TRAINED_MODEL) {}

  get version(): string {
    return this.model.version;
  }

  async generate(input: ModelInput): Promise<ModelOutput> {
    const choice = input.evidence.length
      ? choose(this.model, input.analysis, input.evidence)
      : null;
    const top = choice?.supported ? choice.scored[0]!.candidate : null;
    const claims: DraftClaim[] = top
      ? [
          {
            text: top.text,
            citation: top.passage.title,
            quote: {
              chunkId: top.passage.chunkId,
              start: top.start,
              end: top.end,
              context: top.context,
            },
          },
        ]
      : [];
    const text = claims
      .map((c) => `${c.quote?.context ? `${c.quote.context}\n` : ""}${c.text} [${c.citation}]`)
      .join("\n");
    return { text, claims, model: "learned", promptVersion: this.model.version };
  }
}
