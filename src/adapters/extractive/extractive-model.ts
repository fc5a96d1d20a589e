/**
 * The default answer model: no network, no API key. It selects the evidence sentences that cover
 * the question best and emits them verbatim, each followed by its [Title] marker, so its output
 * goes through the same citation parsing and validation as any model's (DESIGN.md §1).
 */
import type { AnswerModel, ModelInput, ModelOutput } from "../../core/ports";
import { splitSentences } from "../../core/text/sentences";
import { contentTerms, coverage } from "../../core/text/terms";

export const EXTRACTIVE_PROMPT_VERSION = "extractive-1";

export class ExtractiveModel implements AnswerModel {
  readonly mode = "extractive" as const;

  /**
   * @param relative a sentence is quoted only when it scores at least this share of the best one:
   *   a weak match quoted next to a strong one would become a source the answer does not rest on.
   */
  constructor(private readonly maxSentences = 3, private readonly minCoverage = 0.34, private readonly relative = 0.75) {}

  async generate(input: ModelInput): Promise<ModelOutput> {
    const terms = contentTerms(input.question);
    const scored: { sentence: string; title: string; score: number; order: number }[] = [];
    let order = 0;
    for (const p of input.evidence) {
      for (const sentence of splitSentences(p.text)) {
        const cov = coverage(terms, new Set(contentTerms(`${sentence}`)));
        // Title and breadcrumb words count half: "Rollback" in a heading makes its sentences about rollback.
        const ctx = coverage(terms, new Set(contentTerms(p.breadcrumb)));
        scored.push({ sentence, title: p.title, score: cov + ctx / 2 + p.score / 10, order: order++ });
      }
    }
    const picked: typeof scored = [];
    const ranked = scored.sort((a, b) => b.score - a.score || a.order - b.order);
    const floor = Math.max(this.minCoverage, (ranked[0]?.score ?? 0) * this.relative);
    for (const s of ranked) {
      if (picked.length >= this.maxSentences || s.score < floor) break;
      if (!picked.some((p) => p.sentence === s.sentence)) picked.push(s);
    }
    const text = picked
      .sort((a, b) => a.order - b.order)
      .map((s) => `${s.sentence} [${s.title}]`)
      .join("\n");
    return { text, model: "extractive", promptVersion: EXTRACTIVE_PROMPT_VERSION };
  }
}
