/**
 * Fakes of the ask pipeline's ports, shared by the unit tests: a retriever and a title lookup over
 * a fixed set of passages, a model that replies with a script, a store that keeps what it is given,
 * a fixed clock. A failure is injected by an option, not by mocking a module.
 */
import type {
  AccessScope,
  AnswerModel,
  AnswerStore,
  Clock,
  DocumentLookup,
  ModelInput,
  ModelOutput,
  RecordedAnswer,
  Retriever,
} from "../../src/core/ask/ask-ports";
import type { AskDeps } from "../../src/core/ask/ask-question";
import { ModelUnavailableError } from "../../src/core/errors";
import type { AnswerDraft, Passage } from "../../src/core/types";
import { statsOf } from "../fixtures/passages";

/** Returns the passages the scope may read (or, with `ignoreScope`, all of them: the core must still filter). */
export class StaticRetriever implements Retriever {
  searches = 0;
  constructor(
    readonly passages: Passage[],
    private readonly options: { ignoreScope?: boolean } = {},
  ) {}
  async search(_query: string, { scope }: Parameters<Retriever["search"]>[1]) {
    this.searches++;
    if (this.options.ignoreScope || scope.all) return this.passages;
    return this.passages.filter(
      (p) => p.groups.length === 0 || p.groups.some((g) => scope.groups.includes(g)),
    );
  }
  async termStats() {
    return statsOf(this.passages);
  }
}

/** Title lookup over the passages' documents; `revisions` overrides a document's current revision. */
export class PassageDocuments implements DocumentLookup {
  constructor(
    readonly passages: Passage[],
    readonly revisions = new Map<string, string>(),
  ) {}
  async findByTitleKeys(keys: readonly string[]) {
    const seen = new Map(this.passages.map((p) => [p.documentId, p]));
    return [...seen.values()]
      .filter((p) => keys.includes(p.titleKey))
      .map((p) => ({ titleKey: p.titleKey, documentId: p.documentId, groups: p.groups }));
  }
  async hasSearchableContent(scope: AccessScope) {
    return this.passages.some(
      (p) => scope.all || p.groups.length === 0 || p.groups.some((g) => scope.groups.includes(g)),
    );
  }
  async currentRevisionIds(ids: readonly string[]) {
    return new Map(
      ids.map((id) => [
        id,
        this.revisions.get(id) ?? this.passages.find((p) => p.documentId === id)!.revisionId,
      ]),
    );
  }
}

/** A generative model that replies with the next scripted text; `down` makes it unreachable. */
export class ScriptedModel implements AnswerModel {
  readonly mode = "generative" as const;
  calls: ModelInput[] = [];
  down = false;
  constructor(public replies: string[] = []) {}
  async generate(input: ModelInput): Promise<ModelOutput> {
    this.calls.push(input);
    if (this.down) throw new ModelUnavailableError("scripted outage");
    return { text: this.replies.shift() ?? "", model: "scripted", promptVersion: "scripted-1" };
  }
}

/** Keeps every draft it records. */
export class RecordingAnswerStore implements AnswerStore {
  drafts: AnswerDraft[] = [];
  async record(draft: AnswerDraft): Promise<RecordedAnswer> {
    this.drafts.push(draft);
    return { id: `a${this.drafts.length}`, createdAt: draft.createdAt, hash: "h" };
  }
}

export const fixedClock = (iso = "2026-11-30T00:00:00Z"): Clock => ({ now: () => new Date(iso) });

/** Pipeline dependencies over a set of passages; override any port. */
export function askDepsOver(passages: Passage[], overrides: Partial<AskDeps> = {}): AskDeps {
  return {
    retriever: new StaticRetriever(passages),
    model: new ScriptedModel(),
    documents: new PassageDocuments(passages),
    store: new RecordingAnswerStore(),
    clock: fixedClock(),
    settings: { limit: 16, minScore: 0, minCoverage: 0.5, maxQuestionLength: 2000 },
    ...overrides,
  };
}
