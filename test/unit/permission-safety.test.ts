/**
 * Permission safety as non-interference (seeded, reproducible; 1,000 cases, 10,000 in CI;
 * FIELDNOTE_PERMISSION_RUNS overrides): for random corpora with restricted documents, random callers and a model that
 * cites random titles — restricted ones included — what a reader sees must be exactly what they
 * would see if the documents they may not read did not exist. Then no restricted title, excerpt,
 * id, breadcrumb or count can reach any reader-visible field, message or status.
 */
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { askQuestion } from "../../src/core/ask/ask-question";
import { draftToContent } from "../../src/core/audit/draft-to-content";
import { toAnswerView } from "../../src/core/answers/answer-view";
import { redactView } from "../../src/core/answers/redact-view";
import { withheldFrom } from "../../src/core/answers/answer-service";
import type { AnswerModel, DocumentLookup, Retriever } from "../../src/core/ask/ask-ports";
import { canRead, type AnswerDraft, type Passage, type Principal } from "../../src/core/types";
import { contentTerms, coverage } from "../../src/core/text/terms";
import { ModelUnavailableError } from "../../src/core/errors";
import { splitSentences } from "../../src/core/text/sentences";
import { statsOf } from "../fixtures/passages";

// 1,000 cases locally, 10,000 in CI (CI=true)
const RUNS = Number(
  process.env.FIELDNOTE_PERMISSION_RUNS ?? (process.env.CI === "true" ? 10_000 : 1_000),
);
const WORDS = [
  "quokka",
  "tariff",
  "ember",
  "ridge",
  "kiln",
  "harbor",
  "lumen",
  "sable",
  "orchid",
  "vertex",
  "cobalt",
  "dune",
];
const GROUPS = ["finance", "security", "legal"];

interface Doc {
  id: string;
  title: string;
  groups: string[];
  sentences: string[];
}

const docArb = (i: number) =>
  fc
    .record({
      titleWords: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      groups: fc.subarray(GROUPS, { maxLength: 2 }),
      sentences: fc.array(
        fc.tuple(
          fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 4 }),
          fc.integer({ min: 1, max: 99 }),
          fc.constantFrom("days", "weeks", "credits"),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    })
    .map((r): Doc => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      // a unique code per document makes any leak of its title detectable
      title: `${r.titleWords.join(" ")} Z${i}Q`,
      groups: r.groups,
      sentences: r.sentences.map(([w, n, u]) => `The ${w.join(" ")} is ${n} ${u} (ref R${i}X).`),
    }));

const caseArb = fc.record({
  docs: fc
    .integer({ min: 1, max: 6 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => docArb(i)))),
  callerGroups: fc.subarray(GROUPS, { maxLength: 2 }),
  role: fc.constantFrom("READER", "REVIEWER"),
  question: fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
    .map((w) => `What is the ${w.join(" ")}?`),
  modelSeed: fc.integer({ min: 0, max: 1_000_000 }),
  modelDown: fc.boolean(),
});

function passagesOf(docs: Doc[]): Passage[] {
  return docs.map((d) => ({
    chunkId: `${d.id.slice(0, -4)}c${d.id.slice(-3)}`,
    documentId: d.id,
    revisionId: `${d.id.slice(0, -4)}r${d.id.slice(-3)}`,
    revision: 1,
    sourcePath: null,
    title: d.title,
    titleKey: d.title.toLowerCase(),
    breadcrumb: `${d.title} › Part`,
    text: d.sentences.join("\n"),
    effectiveDate: null,
    reviewBy: null,
    groups: d.groups,
    score: 0.5,
  }));
}

/** A model that writes deterministic text from the evidence plus citations of any title in the world. */
function modelFor(seed: number, allTitles: string[], down: boolean): AnswerModel {
  return {
    mode: "generative",
    async generate({ evidence }) {
      if (down) throw new ModelUnavailableError("down");
      let s = seed;
      const next = (n: number) => ((s = (s * 48_271) % 2_147_483_647), s % n);
      const lines: string[] = [];
      for (const p of evidence) {
        for (const sentence of splitSentences(p.text)) {
          const cite = next(3) === 0 ? allTitles[next(allTitles.length)]! : p.title;
          const other = allTitles[next(allTitles.length)]!;
          const text = next(4) === 0 ? sentence.replace(/\d+/, (m) => `${m}0`) : sentence;
          // every marker syntax: plain, comma, semicolon, breadcrumb, nested, part suffix
          const marker = [
            `[${cite}]`,
            `[${cite}, ${other}]`,
            `[${cite}; ${other}]`,
            `[${cite} › Part]`,
            `[[${cite}]]`,
            `[${cite} (part 2)]`,
          ][next(6)]!;
          lines.push(`${text} ${marker}`);
        }
      }
      lines.push(`See also [${allTitles[next(allTitles.length)]}].`);
      return { text: lines.join("\n"), model: "random", promptVersion: "t" };
    },
  };
}

function readerView(
  docs: Doc[],
  visible: Doc[],
  caller: Principal,
  question: string,
  model: AnswerModel,
): Promise<string> {
  const passages = passagesOf(visible);
  const all = passagesOf(docs);
  const retriever: Retriever = {
    // ignores the caller's scope on purpose: the core must hold the line by itself
    search: async (q) => {
      const terms = contentTerms(q);
      return passages.filter((p) => coverage(terms, new Set(contentTerms(p.text))) > 0);
    },
    // statistics over public passages only: the same with or without restricted documents
    termStats: async () => statsOf(all),
  };
  const documents: DocumentLookup = {
    findByTitleKeys: async (keys) =>
      all
        .filter((p) => keys.includes(p.titleKey))
        .map((p) => ({ titleKey: p.titleKey, documentId: p.documentId, groups: p.groups })),
    hasSearchableContent: async () => passages.length > 0,
    currentRevisionIds: async (ids) =>
      new Map(ids.map((id) => [id, all.find((p) => p.documentId === id)!.revisionId])),
  };
  let recorded: AnswerDraft | undefined;
  return askQuestion(
    {
      retriever,
      model,
      documents,
      store: {
        record: async (d) => ((recorded = d), { id: "a", createdAt: d.createdAt, hash: "h" }),
      },
      clock: { now: () => new Date("2026-11-29T00:00:00Z") },
      settings: { limit: 8, minScore: 0, minCoverage: 0.3, maxQuestionLength: 500 },
    },
    caller,
    question,
  ).then(() => {
    const content = draftToContent("00000000-0000-4000-8000-00000000aaaa", recorded!);
    const current = new Map(all.map((p) => [p.documentId, { id: p.revisionId, number: 1 }]));
    return JSON.stringify(
      toAnswerView({ ...content, seq: 1n, prevHash: "", hash: "", hashVersion: 1 }, false, current),
    );
  });
}

describe("permission safety (non-interference)", () => {
  it(`${RUNS} seeded cases: a reader's view is the same with or without the documents they may not read`, async () => {
    let restrictedSeen = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const caller: Principal = {
          keyId: "k",
          name: "caller",
          role: c.role as Principal["role"],
          groups: c.callerGroups,
        };
        const visible = c.docs.filter((d) => canRead(caller, d.groups));
        const hidden = c.docs.filter((d) => !canRead(caller, d.groups));
        restrictedSeen += hidden.length ? 1 : 0;
        const allTitles = c.docs.map((d) => d.title);
        const withHidden = await readerView(
          c.docs,
          visible,
          caller,
          c.question,
          modelFor(c.modelSeed, allTitles, c.modelDown),
        );
        const without = await readerView(
          visible,
          visible,
          caller,
          c.question,
          modelFor(c.modelSeed, allTitles, c.modelDown),
        );
        expect(withHidden).toBe(without);
        for (const d of hidden) {
          for (const secret of [d.title, d.id, `R${c.docs.indexOf(d)}X`, `Z${c.docs.indexOf(d)}Q`])
            expect(withHidden).not.toContain(secret);
        }
      }),
      { seed: 20261129, numRuns: RUNS },
    );
    expect(restrictedSeen).toBeGreaterThan(RUNS / 2);
  }, 300_000);

  it(`${Math.ceil(RUNS / 5)} seeded cases: a REVIEWER reads a past answer made from every document, and sees nothing of the ones outside their groups`, async () => {
    let withheldSeen = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const admin: Principal = { keyId: "a", name: "admin", role: "ADMIN", groups: [] };
        const reviewer: Principal = {
          keyId: "r",
          name: "reviewer",
          role: "REVIEWER",
          groups: c.callerGroups,
        };
        const hidden = c.docs.filter((d) => !canRead(reviewer, d.groups));
        const allTitles = c.docs.map((d) => d.title);
        const all = passagesOf(c.docs);
        let recorded: AnswerDraft | undefined;
        await askQuestion(
          {
            retriever: {
              search: async (q) =>
                all.filter((p) => coverage(contentTerms(q), new Set(contentTerms(p.text))) > 0),
              termStats: async () => statsOf(all),
            },
            model: modelFor(c.modelSeed, allTitles, c.modelDown),
            documents: {
              findByTitleKeys: async (keys) =>
                all
                  .filter((p) => keys.includes(p.titleKey))
                  .map((p) => ({
                    titleKey: p.titleKey,
                    documentId: p.documentId,
                    groups: p.groups,
                  })),
              hasSearchableContent: async () => true,
              currentRevisionIds: async (ids) =>
                new Map(ids.map((id) => [id, all.find((p) => p.documentId === id)!.revisionId])),
            },
            store: {
              record: async (d) => ((recorded = d), { id: "a", createdAt: d.createdAt, hash: "h" }),
            },
            clock: { now: () => new Date("2026-11-29T00:00:00Z") },
            settings: { limit: 8, minScore: 0, minCoverage: 0.3, maxQuestionLength: 500 },
          },
          admin,
          c.question,
        );
        const content = draftToContent("00000000-0000-4000-8000-00000000aaaa", recorded!);
        const stored = { ...content, seq: 1n, prevHash: "", hash: "", hashVersion: 1 };
        const current = new Map(
          all.map((p) => [p.documentId, { id: p.revisionId, number: 1, groups: p.groups }]),
        );
        const withheld = withheldFrom(
          reviewer,
          all.map((p) => p.documentId),
          current,
        );
        const view = redactView(toAnswerView(stored, true, current), stored, withheld);
        const json = JSON.stringify(view);
        if (view.withheldParts > 0) withheldSeen++;
        for (const d of hidden) {
          const i = c.docs.indexOf(d);
          for (const secret of [d.title, d.id, `R${i}X`, `Z${i}Q`])
            expect(json).not.toContain(secret);
        }
      }),
      { seed: 20261130, numRuns: Math.ceil(RUNS / 5) },
    );
    expect(withheldSeen).toBeGreaterThan(0);
  }, 300_000);
});
