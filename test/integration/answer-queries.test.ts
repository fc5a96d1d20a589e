/** Reviewer queries: every filter of `answers`, stable order, and no N+1 (query count of a page of 50). */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let reviewer: string;
let asker: { secret: string; id: string };
let rollback: { id: string };
let queries = 0;
const ids: Record<string, string> = {};
/** when beforeAll's answers were all made: the filter tests look at those only */
let setupDone = "";

const ask = async (q: string, key: string | null = asker.secret) =>
  (await t.gql(`mutation($q: String!) { ask(input: { question: $q }) { id status } }`, { q }, key))
    .data.ask.id as string;

beforeAll(async () => {
  t = await startTestApp({ onQuery: () => queries++ });
  rollback = await addDocument(t, {
    title: "Rollback",
    body: "A rollback must start within 15 minutes of the decision.",
  });
  await addDocument(t, {
    title: "AX-4 maintenance schedule",
    body: "AX-4 inspection interval: 30 days.",
  });
  await addDocument(t, {
    title: "AX-4 field bulletin 7",
    body: "AX-4 inspection interval: 21 days.",
  });
  reviewer = (await t.createKey("REVIEWER")).secret;
  asker = await t.createKey("READER");
  ids.rollback = await ask("When must a rollback start?");
  ids.conflict = await ask("What is the AX-4 inspection interval?");
  ids.missing = await ask("What is the zebra budget?", null);
  await t.gql(
    `mutation { reviewAnswer(input: { answerId: "${ids.rollback}", verdict: CORRECT, note: "ok" }) { id } }`,
    {},
    reviewer,
  );
  setupDone = new Date(Date.now() + 1).toISOString();
});
afterAll(async () => {
  await t?.close();
});

const list = async (filter: Record<string, unknown>) => {
  const r = await t.gql(
    `query($f: AnswerFilter) { answers(filter: $f, first: 100) { edges { node { id } } } }`,
    // answers other tests add come later, whatever order the tests run in
    { f: { until: setupDone, ...filter } },
    reviewer,
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.answers.edges.map((e: any) => e.node.id);
};

describe("answers filters", () => {
  it.each([
    ["status", () => ({ status: ["NOT_IN_KNOWLEDGE_BASE"] }), () => [ids.missing]],
    ["claim verdict", () => ({ claimVerdict: "SUPPORTED" }), () => [ids.conflict, ids.rollback]],
    ["caller", () => ({ callerKeyId: asker.id }), () => [ids.conflict, ids.rollback]],
    ["cited document", () => ({ citedDocumentId: rollback.id }), () => [ids.rollback]],
    ["has conflicts", () => ({ hasConflicts: true }), () => [ids.conflict]],
    ["has no conflicts", () => ({ hasConflicts: false }), () => [ids.missing, ids.rollback]],
    ["reviewed", () => ({ reviewed: true }), () => [ids.rollback]],
    ["unreviewed", () => ({ reviewed: false }), () => [ids.missing, ids.conflict]],
    ["review verdict", () => ({ reviewVerdict: "CORRECT" }), () => [ids.rollback]],
    ["question text", () => ({ questionContains: "ROLLBACK" }), () => [ids.rollback]],
    ["question text with LIKE metacharacters", () => ({ questionContains: "%_" }), () => []],
    ["date range", () => ({ since: "2000-01-01", until: "2000-12-31" }), () => []],
    ["no stale sources yet", () => ({ hasStaleSources: true }), () => []],
    [
      "one status and a claim verdict",
      () => ({ status: ["SUPPORTED"], claimVerdict: "SUPPORTED" }),
      () => [ids.rollback],
    ],
    [
      "combined",
      () => ({ status: ["SUPPORTED", "CONFLICTING"], reviewed: false, callerKeyId: asker.id }),
      () => [ids.conflict],
    ],
  ])("%s", async (_name, filter, expected) => {
    expect(await list(filter())).toEqual(expected());
  });

  it.each([
    [{ since: "2026-12-01", until: "2026-01-01" }, "filter.since"],
    [{ callerKeyId: "robert'); DROP" }, "filter.callerKeyId"],
    [{ citedDocumentId: "x" }, "filter.citedDocumentId"],
    [{ questionContains: "x".repeat(501) }, "filter.questionContains"],
  ])("bad filter %j is BAD_USER_INPUT", async (filter, field) => {
    const r = await t.gql(
      `query($f: AnswerFilter) { answers(filter: $f) { edges { cursor } } }`,
      { f: filter },
      reviewer,
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
  });
});

describe("no N+1", () => {
  it("a page of 50 answers with sources, documents, claims and reviews costs the same queries as a page of 5", async () => {
    // many distinct cited documents, so a per-document query would show as a larger count
    const names = [
      "alder",
      "birch",
      "cedar",
      "dogwood",
      "elm",
      "fir",
      "ginkgo",
      "hazel",
      "juniper",
      "larch",
    ];
    for (const n of names)
      await addDocument(t, {
        title: `Procedure ${n}`,
        body: `The ${n} procedure takes 12 minutes.`,
      });
    for (let i = 0; i < 50; i++)
      await ask(`How long does the ${names[i % names.length]} procedure take?`);
    const page = (n: number) =>
      `{ answers(first: ${n}) { edges { node { id claims { verdict citations { document { title } } } sources { title stale document { id title revision } } conflicts { resolution { note } } reviews { verdict } limitations { kind } } } } }`;
    const count = async (n: number) => {
      queries = 0;
      const r = await t.gql(page(n), {}, reviewer);
      expect(r.data.answers.edges).toHaveLength(n);
      return queries;
    };
    const small = await count(5);
    const large = await count(50);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(15);
  });
});

describe("answers filters that compare with the present", () => {
  it("stale sources and the newest review's verdict, on answers of their own", async () => {
    // an app of its own: its answers and reviews would change what the filters above list
    const own = await startTestApp({ transport: "in-process" });
    const t = own;
    const asker = await t.createKey("READER");
    const reviewer = (await t.createKey("REVIEWER")).secret;
    const ask = async (q: string) =>
      (
        await t.gql(
          `mutation($q: String!) { ask(input: { question: $q }) { id status } }`,
          { q },
          asker.secret,
        )
      ).data.ask.id as string;
    const list = async (filter: Record<string, unknown>) =>
      (
        await t.gql(
          `query($f: AnswerFilter) { answers(filter: $f, first: 100) { edges { node { id } } } }`,
          { f: filter },
          reviewer,
        )
      ).data.answers.edges.map((e: any) => e.node.id);
    try {
      const doc = await addDocument(t, {
        title: "Escalation policy",
        body: "Escalate a severity 1 incident within 5 minutes.",
      });
      const fresh = await ask("When must a severity 1 incident be escalated?");
      const stale = await ask("When must a severity 1 incident be escalated?");
      const review = (id: string, verdict: string) =>
        t.gql(
          `mutation { reviewAnswer(input: { answerId: "${id}", verdict: ${verdict}, note: "n" }) { id } }`,
          {},
          reviewer,
        );
      await review(stale, "CORRECT");
      await review(stale, "INCORRECT"); // the newest review decides
      await review(fresh, "CORRECT");
      await addDocument(t, {
        id: doc.id,
        title: "Escalation policy",
        body: "Escalate a severity 1 incident within 3 minutes.",
      });
      const mine = { citedDocumentId: doc.id };
      // both cite revision 1, now replaced: both stale
      expect(await list({ ...mine, hasStaleSources: true })).toEqual([stale, fresh]);
      expect(await list({ ...mine, hasStaleSources: false })).toEqual([]);
      expect(await list({ ...mine, reviewVerdict: "INCORRECT" })).toEqual([stale]);
      expect(await list({ ...mine, reviewVerdict: "CORRECT" })).toEqual([fresh]);
    } finally {
      await own.close();
    }
  });
});
