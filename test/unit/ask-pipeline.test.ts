/** The pipeline with in-memory ports: no database, no network. */
import { describe, expect, it } from "@jest/globals";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { askQuestion, type AskDeps } from "../../src/core/ask/ask-question";
import { ModelUnavailableError } from "../../src/core/errors";
import type { AnswerModel, DocumentLookup } from "../../src/core/ask/ask-ports";
import type { AnswerDraft, Passage, Principal } from "../../src/core/types";
import { ExtractiveModel } from "../../src/adapters/extractive/extractive-model";
import { LangChainAnswerModel } from "../../src/adapters/langchain/langchain-model";
import { passage } from "../fixtures/passages";
import { fixedClock, RecordingAnswerStore, StaticRetriever } from "../fakes/ask-fakes";

const reader: Principal = { keyId: "k1", name: "reader", role: "READER", groups: [] };
const ax4 = passage({
  title: "AX-4 maintenance schedule",
  text: "AX-4 inspection interval: 30 days.",
});
const secret = passage({
  title: "Supplier pricing",
  text: "Supplier price: 90 credits.",
  groups: ["procurement"],
});

class Fakes {
  recorded: AnswerDraft[] = [];
  modelCalls = 0;
  constructor(
    public passages: Passage[],
    public model: AnswerModel = new ExtractiveModel(),
  ) {}
  deps(): AskDeps {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the port objects below read live state
    const self = this;
    // deliberately ignores the scope: the core must still drop what the caller may not read
    const retriever = new StaticRetriever(self.passages, { ignoreScope: true });
    const documents: DocumentLookup = {
      findByTitleKeys: async (keys) =>
        [ax4, secret]
          .filter((p) => keys.includes(p.titleKey))
          .map((p) => ({ titleKey: p.titleKey, documentId: p.documentId, groups: p.groups })),
      hasSearchableContent: async (scope) =>
        self.passages.some(
          (p) =>
            scope.all || p.groups.length === 0 || p.groups.some((g) => scope.groups.includes(g)),
        ),
      currentRevisionIds: async (ids) =>
        new Map(ids.map((id) => [id, [ax4, secret].find((p) => p.documentId === id)!.revisionId])),
    };
    const store = new RecordingAnswerStore();
    store.drafts = self.recorded;
    const counted: AnswerModel = {
      mode: self.model.mode,
      generate: (i) => (self.modelCalls++, self.model.generate(i)),
    };
    return {
      retriever,
      model: counted,
      documents,
      store,
      clock: fixedClock("2026-11-29T00:00:00Z"),
      settings: { limit: 8, minScore: 0.01, minCoverage: 0.5, maxQuestionLength: 2000 },
    };
  }
}

const scripted = (text: string): AnswerModel =>
  new LangChainAnswerModel(new FakeListChatModel({ responses: [text] }), "fake");

describe("askQuestion", () => {
  it("no evidence: NOT_IN_KNOWLEDGE_BASE, fixed message, and the model is never called", async () => {
    const f = new Fakes([]);
    const { draft } = await askQuestion(f.deps(), reader, "What is the storage temperature?");
    expect(draft.status).toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(draft.sources).toEqual([]);
    expect(f.modelCalls).toBe(0);
    expect(draft.diagnosis).toEqual(["EMPTY_CORPUS"]);
  });

  it("restricted passages never reach the model, even from a retriever that ignores scope", async () => {
    const f = new Fakes([secret]);
    const { draft } = await askQuestion(f.deps(), reader, "What is the supplier price?");
    expect(draft.status).toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(draft.diagnosis).toEqual(["RESTRICTED_ONLY"]);
    expect(f.modelCalls).toBe(0);
    expect(JSON.stringify(draft.limitations)).not.toMatch(/Supplier pricing|90 credits/);
  });

  it("a corpus holding only pages the caller may not read is diagnosed as an empty one: nothing counts them", async () => {
    const f = new Fakes([secret]);
    const deps = { ...f.deps(), retriever: new StaticRetriever([secret]) };
    const { draft } = await askQuestion(deps, reader, "What is the supplier price?");
    expect(draft.status).toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(draft.diagnosis).toEqual(["EMPTY_CORPUS"]);
    expect(draft.trace.withheldCount).toBe(0);
    const empty = await askQuestion(new Fakes([]).deps(), reader, "What is the supplier price?");
    expect(empty.draft.diagnosis).toEqual(draft.diagnosis);
  });

  it("extractive: supported, one source per document", async () => {
    const f = new Fakes([
      ax4,
      {
        ...ax4,
        chunkId: "c2",
        text: "AX-4 inspection interval: 30 days.\nAX-4 inspection is logged.",
      },
    ]);
    const { draft } = await askQuestion(f.deps(), reader, "What is the AX-4 inspection interval?");
    expect(draft.status).toBe("SUPPORTED");
    expect(draft.sources).toHaveLength(1);
    expect(draft.sources[0]!.chunkId).toBe(ax4.chunkId);
  });

  it("model down: MODEL_UNAVAILABLE with the evidence, grounded=false", async () => {
    const f = new Fakes([ax4], {
      mode: "generative",
      generate: async () => {
        throw new ModelUnavailableError("connect ECONNREFUSED");
      },
    });
    const { draft } = await askQuestion(f.deps(), reader, "What is the AX-4 inspection interval?");
    expect(draft.status).toBe("MODEL_UNAVAILABLE");
    expect(draft.grounded).toBe(false);
    expect(draft.evidence.map((p) => p.chunkId)).toEqual([ax4.chunkId]);
    expect(draft.diagnosis).toEqual(["MODEL_ERROR"]);
  });

  it("the model forgets the brackets: INSUFFICIENT_EVIDENCE, no sources", async () => {
    const f = new Fakes([ax4], scripted("The AX-4 inspection interval is 30 days."));
    const { draft } = await askQuestion(f.deps(), reader, "What is the AX-4 inspection interval?");
    expect(draft.status).toBe("INSUFFICIENT_EVIDENCE");
    expect(draft.sources).toEqual([]);
    expect(draft.claims[0]!.verdict).toBe("UNCITED");
  });

  it("a model citing a restricted title: RESTRICTED_CITATION, never a source", async () => {
    const f = new Fakes(
      [ax4],
      scripted(
        "The AX-4 inspection interval is 30 days. [AX-4 maintenance schedule]\nThe supplier price is 90 credits. [Supplier pricing]",
      ),
    );
    const { draft } = await askQuestion(f.deps(), reader, "What is the AX-4 inspection interval?");
    expect(draft.status).toBe("PARTIAL");
    expect(draft.claims.map((c) => c.verdict)).toEqual(["SUPPORTED", "RESTRICTED_CITATION"]);
    expect(draft.sources.map((s) => s.title)).toEqual(["AX-4 maintenance schedule"]);
    expect(draft.text).not.toMatch(/Supplier|90 credits/);
  });

  it("modified number from the model (30 -> 300 days) is UNSUPPORTED and removed from the text", async () => {
    const f = new Fakes(
      [ax4],
      scripted("The AX-4 inspection interval is 300 days. [AX-4 maintenance schedule]"),
    );
    const { draft } = await askQuestion(f.deps(), reader, "What is the AX-4 inspection interval?");
    expect(draft.status).toBe("INSUFFICIENT_EVIDENCE");
    expect(draft.claims[0]!.verdict).toBe("UNSUPPORTED");
    expect(draft.text).not.toContain("300");
  });

  it("a cited revision superseded before the answer is recorded: STALE_REVISION and a limitation", async () => {
    const f = new Fakes([ax4]);
    const deps = f.deps();
    deps.documents = {
      ...deps.documents,
      currentRevisionIds: async (ids) => new Map(ids.map((id) => [id, "a-newer-revision"])),
    };
    const { draft } = await askQuestion(deps, reader, "What is the AX-4 inspection interval?");
    expect(draft.diagnosis).toContain("STALE_REVISION");
    expect(draft.limitations.map((l) => l.kind)).toContain("STALE_SOURCE");
    expect(draft.limitations.find((l) => l.kind === "STALE_SOURCE")!.message).toMatch(
      /AX-4 maintenance schedule.*changed while this answer was being prepared/,
    );
  });

  it("conflicting sources with another supported part: PARTIAL with a conflict limitation, both sides kept", async () => {
    const bulletin = passage({
      title: "AX-4 field bulletin 7",
      text: "AX-4 inspection interval: 21 days.",
    });
    const rollback = passage({
      title: "Rollback",
      text: "A rollback must start within 15 minutes of the decision.",
    });
    const f = new Fakes(
      [ax4, bulletin, rollback],
      scripted(
        "AX-4 inspection interval: 30 days. [AX-4 maintenance schedule]\nA rollback must start within 15 minutes of the decision. [Rollback]",
      ),
    );
    const deps = f.deps();
    deps.documents = {
      ...deps.documents,
      currentRevisionIds: async (ids) =>
        new Map(
          ids.map((id) => [
            id,
            [ax4, bulletin, rollback].find((p) => p.documentId === id)!.revisionId,
          ]),
        ),
    };
    const { draft } = await askQuestion(
      deps,
      reader,
      "What is the AX-4 inspection interval and when must a rollback start?",
    );
    expect(draft.status).toBe("PARTIAL");
    expect(draft.conflicts).toHaveLength(1);
    expect(draft.conflicts[0]!.sides.map((x) => x.values[0]).sort()).toEqual([
      "21 days",
      "30 days",
    ]);
    expect(draft.limitations.map((l) => l.kind)).toContain("CONFLICTING_SOURCES");
    expect(draft.diagnosis).toContain("CONFLICT");
  });

  it("rejects empty and oversized questions", async () => {
    const f = new Fakes([ax4]);
    await expect(askQuestion(f.deps(), reader, "   ")).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    await expect(askQuestion(f.deps(), reader, "x".repeat(2001))).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
    });
    expect(f.recorded).toHaveLength(0);
  });
});
