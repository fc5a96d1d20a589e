/**
 * Regression tests for the High findings of the outside security review (issue: security and
 * audit). Each failed before its fix: an update that omits `groups` made a restricted document
 * public; a lone surrogate broke the chain for good; a reviewer without a group read that group's
 * restricted titles and excerpts through `answers` and `conflicts`.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { AnswerModel } from "../../src/core/ask/ask-ports";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

/** A generative model whose next reply the test sets. */
class ScriptedModel implements AnswerModel {
  readonly mode = "generative" as const;
  reply = "";
  async generate() {
    return { text: this.reply, model: "scripted", promptVersion: "t" };
  }
}

const model = new ScriptedModel();
let t: TestApp;
const uniq = () => Math.random().toString(36).slice(2, 8);
const sql = (q: string) => t.app.db.prisma.$executeRawUnsafe(q);

beforeAll(async () => {
  t = await startTestApp({ model });
});
afterAll(async () => {
  await t?.close();
});

const DOC = `query($id: ID!) { document(id: $id) { id title groups effectiveDate reviewBy revision } }`;
const ASK = `mutation($q: String!) { ask(input: { question: $q }) { id status text claims { text verdict } sources { title } } }`;

describe("High 0: an update that omits a field keeps its stored value", () => {
  it("omitting groups, effectiveDate and reviewBy keeps them; the document stays restricted", async () => {
    const title = `HR leave policy ${uniq()}`;
    const doc = await addDocument(t, {
      title,
      body: "Parental leave is 20 weeks.",
      groups: ["hr"],
      effectiveDate: "2026-06-01T00:00:00.000Z",
      reviewBy: "2027-06-01T00:00:00.000Z",
    });
    // the README's own "new revision" example: id, title, body only
    const revised = await addDocument(t, {
      id: doc.id,
      title,
      body: "Parental leave is 22 weeks.",
    });
    expect(revised.revision).toBe(2);
    const after = (await t.gql(DOC, { id: doc.id })).data.document;
    expect(after).toMatchObject({
      groups: ["hr"],
      effectiveDate: "2026-06-01T00:00:00.000Z",
      reviewBy: "2027-06-01T00:00:00.000Z",
    });
    // anonymous callers still cannot read it, nor get answers from it
    expect((await t.gql(DOC, { id: doc.id }, null)).data.document).toBeNull();
    model.reply = `Parental leave is 22 weeks. [${title}]`;
    const a = (await t.gql(ASK, { q: "How long is parental leave?" }, null)).data.ask;
    expect(a.status).toBe("NOT_IN_KNOWLEDGE_BASE");
  });

  it("an explicit empty list is a deliberate change: the document becomes public", async () => {
    const title = `Public after all ${uniq()}`;
    const doc = await addDocument(t, { title, body: "Open text.", groups: ["hr"] });
    await addDocument(t, { id: doc.id, title, body: "Open text.", groups: [] });
    expect((await t.gql(DOC, { id: doc.id }, null)).data.document.groups).toEqual([]);
  });

  it("an explicit null clears a date", async () => {
    const title = `Dated ${uniq()}`;
    const doc = await addDocument(t, {
      title,
      body: "Text.",
      reviewBy: "2027-01-01T00:00:00.000Z",
    });
    await addDocument(t, { id: doc.id, title, body: "Text.", reviewBy: null });
    expect((await t.gql(DOC, { id: doc.id })).data.document.reviewBy).toBeNull();
  });
});

describe("High 1: ill-formed Unicode never breaks the chain", () => {
  it("a question with a lone surrogate is refused with BAD_USER_INPUT and nothing is recorded", async () => {
    const before = await t.app.db.prisma.answer.count();
    // the escape must reach the server as written: JSON.stringify would keep it, but build it by hand
    const body = `{"query":"mutation($q: String!) { ask(input: { question: $q }) { id } }","variables":{"q":"What is the interval? \\ud800"}}`;
    const res = await fetch(t.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    const json = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(res.status).toBe(400);
    expect(json.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await t.app.db.prisma.answer.count()).toBe(before);
    expect((await t.gql(`{ auditIntegrity { ok } }`)).data.auditIntegrity.ok).toBe(true);
  });

  it("a lone surrogate or NUL in the model's output is recorded as stored, and the hash is over exactly that", async () => {
    const title = `Surrogate manual ${uniq()}`;
    await addDocument(t, { title, body: "The widget torque is 12 newton metres." });
    model.reply = `The widget torque is 12 newton metres. [${title}] Odd \ud800 text\u0000 here. [${title}]`;
    const r = await t.gql(ASK, { q: "What is the widget torque?" });
    expect(r.errors).toBeUndefined();
    const id = r.data.ask.id;
    const stored = await t.app.db.prisma.claim.findMany({
      where: { answerId: id },
      orderBy: { ordinal: "asc" },
    });
    expect(stored.map((c) => c.text)).toEqual([
      "The widget torque is 12 newton metres.",
      "Odd \uFFFD text\uFFFD here.",
    ]);
    // the reader's view (built from memory) equals what a re-read returns
    const reread = await t.gql(`query($id: ID!) { answer(id: $id) { text claims { text } } }`, {
      id,
    });
    expect(reread.data.answer.claims.map((c: { text: string }) => c.text)).toEqual(
      r.data.ask.claims.map((c: { text: string }) => c.text),
    );
    expect((await t.gql(`{ auditIntegrity { ok brokenIds } }`)).data.auditIntegrity).toEqual({
      ok: true,
      brokenIds: [],
    });
  });

  it("verification checks the whole chain and reports every broken answer, not only the first", async () => {
    const title = `Interval sheet ${uniq()}`;
    await addDocument(t, { title, body: "The inspection interval is 30 days." });
    model.reply = `The inspection interval is 30 days. [${title}]`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await t.gql(ASK, { q: "What is the inspection interval?" })).data.ask.id);
    await sql(`ALTER TABLE "Answer" DISABLE TRIGGER USER`);
    try {
      await sql(
        `UPDATE "Answer" SET "question" = 'What is the interval, really?' WHERE id = '${ids[0]}'`,
      );
      await sql(
        `UPDATE "Answer" SET "text" = replace("text", '30 days', '3 days') WHERE id = '${ids[2]}'`,
      );
      const r = (
        await t.gql(`{ auditIntegrity { ok checked firstBrokenAnswerId brokenIds brokenCount } }`)
      ).data.auditIntegrity;
      expect(r.ok).toBe(false);
      expect(r.firstBrokenAnswerId).toBe(ids[0]);
      expect(r.brokenIds).toEqual([ids[0], ids[2]]);
      expect(r.brokenCount).toBe(2);
    } finally {
      await sql(
        `UPDATE "Answer" SET "question" = 'What is the inspection interval?' WHERE id = '${ids[0]}'`,
      );
      await sql(
        `UPDATE "Answer" SET "text" = replace("text", '3 days', '30 days') WHERE id = '${ids[2]}'`,
      );
      await sql(`ALTER TABLE "Answer" ENABLE TRIGGER USER`);
    }
    expect((await t.gql(`{ auditIntegrity { ok } }`)).data.auditIntegrity.ok).toBe(true);
  });

  it("every answer records the version of its hash input", async () => {
    const rows = await t.app.db.prisma.answer.findMany({ select: { hashVersion: true } });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.hashVersion))).toEqual(new Set([3]));
  });
});

describe("High 2: groups grant reading for reviewers too", () => {
  const ANSWERS = `query($q: String) { answers(filter: { questionContains: $q }, first: 20) { edges { node {
    id text modelText withheldParts
    claims { text verdict withheld citations { written document { id } } checks { detail } }
    sources { title excerpt document { id } }
    retrieval { withheldCount candidates { title excerpt documentId } }
    conflicts { fact withheld sides { title excerpt documentId values } }
    limitations { message }
  } } } }`;

  it("a reviewer without the group sees the answer's restricted parts withheld; one with the group sees them", async () => {
    const tag = uniq();
    const secretTitle = `Salary bands ${tag}`;
    const publicTitle = `Pay calendar ${tag}`;
    const secret = await addDocument(t, {
      title: secretTitle,
      body: `Grade 7 salary band tops at 91000 credits (code SB${tag}).`,
      groups: ["hr"],
    });
    await addDocument(t, {
      title: publicTitle,
      body: `Salaries are paid on the 25th (code PC${tag}).`,
    });
    model.reply = `Grade 7 salary band tops at 91000 credits (code SB${tag}). [${secretTitle}] Salaries are paid on the 25th (code PC${tag}). [${publicTitle}]`;
    const asked = (
      await t.gql(ASK, { q: `When are salaries paid and what is the grade 7 salary band ${tag}?` })
    ).data.ask;
    expect(asked.sources.map((s: { title: string }) => s.title).sort()).toEqual(
      [publicTitle, secretTitle].sort(),
    );

    const outsider = (await t.createKey("REVIEWER", [], `reviewer ${tag}`)).secret;
    const view = (await t.gql(ANSWERS, { q: tag }, outsider)).data.answers.edges[0].node;
    const json = JSON.stringify(view);
    for (const leak of [secretTitle, secret.id, `SB${tag}`, "91000"])
      expect(json).not.toContain(leak);
    expect(view.withheldParts).toBeGreaterThan(0);
    expect(view.claims.filter((c: { withheld: boolean }) => c.withheld)).toHaveLength(1);
    expect(view.sources.map((s: { title: string }) => s.title)).toEqual([publicTitle]);
    expect(view.text).toContain(`PC${tag}`);

    const insider = (await t.createKey("REVIEWER", ["hr"], `hr reviewer ${tag}`)).secret;
    const full = (await t.gql(ANSWERS, { q: tag }, insider)).data.answers.edges[0].node;
    expect(full.withheldParts).toBe(0);
    expect(JSON.stringify(full)).toContain(`SB${tag}`);
  });

  it("conflicts: a side from a document outside the reviewer's groups is withheld", async () => {
    const tag = uniq();
    const a = `Filter schedule ${tag}`;
    const b = `Filter bulletin ${tag}`;
    await addDocument(t, { title: a, body: `The ${tag} filter replacement interval is 30 days.` });
    const restricted = await addDocument(t, {
      title: b,
      body: `The ${tag} filter replacement interval is 21 days.`,
      groups: ["ops"],
    });
    model.reply = `The ${tag} filter replacement interval is 30 days. [${a}]`;
    const asked = (await t.gql(ASK, { q: `What is the ${tag} filter replacement interval?` })).data
      .ask;
    expect(asked.status).toMatch(/CONFLICTING|PARTIAL/);
    const outsider = (await t.createKey("REVIEWER", [], `conflict reviewer ${tag}`)).secret;
    const list = await t.gql(
      `{ conflicts(first: 50) { edges { node { fact withheld sides { title documentId excerpt values } } } } }`,
      {},
      outsider,
    );
    const json = JSON.stringify(list.data.conflicts);
    for (const leak of [b, restricted.id, "21 days"]) expect(json).not.toContain(leak);
    expect(
      list.data.conflicts.edges.some((e: { node: { withheld: boolean } }) => e.node.withheld),
    ).toBe(true);
  });

  it("a past answer no longer shows a document that became restricted after it was made", async () => {
    const tag = uniq();
    const title = `Desk booking ${tag}`;
    const doc = await addDocument(t, {
      title,
      body: `Desks are booked a week ahead (code DB${tag}).`,
    });
    const reader = await t.createKey("READER", [], `reader ${tag}`);
    model.reply = `Desks are booked a week ahead (code DB${tag}). [${title}]`;
    const asked = (await t.gql(ASK, { q: `How are desks booked ${tag}?` }, reader.secret)).data.ask;
    expect(asked.sources.map((s: { title: string }) => s.title)).toEqual([title]);
    await addDocument(t, {
      id: doc.id,
      title,
      body: `Desks are booked a week ahead (code DB${tag}).`,
      groups: ["facilities"],
    });
    const again = await t.gql(
      `query($id: ID!) { answer(id: $id) { text withheldParts sources { title } claims { text withheld } } }`,
      { id: asked.id },
      reader.secret,
    );
    const json = JSON.stringify(again.data.answer);
    expect(json).not.toContain(title);
    expect(json).not.toContain(`DB${tag}`);
    expect(again.data.answer.withheldParts).toBeGreaterThan(0);
  });
});

describe("Medium and Low findings fixed in this round", () => {
  it("one request with aliased asks is refused before anything is recorded (8)", async () => {
    const before = await t.app.db.prisma.answer.count();
    const r = await t.gql(
      `mutation { a: ask(input: { question: "one?" }) { id } b: ask(input: { question: "two?" }) { id } }`,
    );
    // a validation rule: Apollo reports it as GRAPHQL_VALIDATION_FAILED, before any resolver runs
    expect(r.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(r.errors?.[0]?.message).toMatch(/at most 1 ask per operation \(this one has 2\)/);
    const viaFragment = await t.gql(
      `mutation { ...F b: ask(input: { question: "two?" }) { id } } fragment F on Mutation { a: ask(input: { question: "one?" }) { id } }`,
    );
    expect(viaFragment.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(await t.app.db.prisma.answer.count()).toBe(before);
  });

  it.each([
    "0000-01-01",
    "2026-02-31",
    "9999-12-31T23:59:59.999-14:00",
    "2026-13-01",
    "2026-06-01T25:00:00Z",
  ])(
    "DateTime %s that the database cannot store as written is BAD_USER_INPUT, and nothing is stored (11)",
    async (date) => {
      const before = await t.app.db.prisma.document.count();
      const r = await t.gql(`mutation($i: DocumentInput!) { upsertDocument(input: $i) { id } }`, {
        i: { title: `Dated ${uniq()}`, body: "x", effectiveDate: date },
      });
      expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(await t.app.db.prisma.document.count()).toBe(before);
    },
  );

  it("a title with bidi controls is refused; a lookalike of an existing title is a TITLE_CONFLICT (12)", async () => {
    const title = `Supplier pricing ${uniq()}`;
    const first = await addDocument(t, { title, body: "Prices." });
    const bidi = await t.gql(`mutation($i: DocumentInput!) { upsertDocument(input: $i) { id } }`, {
      i: { title: `Roll\u202Eback ${uniq()}`, body: "x" },
    });
    expect(bidi.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const cyrillic = title.replace("pp", "\u0440\u0440").replace("e", "\u0435");
    expect(cyrillic).not.toBe(title);
    const twin = await t.gql(`mutation($i: DocumentInput!) { upsertDocument(input: $i) { id } }`, {
      i: { title: cyrillic, body: "Other prices." },
    });
    expect(twin.errors?.[0]?.extensions?.code).toBe("TITLE_CONFLICT");
    expect(twin.errors?.[0]?.extensions?.existingDocumentId).toBe(first.id);
    // a capital of another script ("Вuffer", Cyrillic В, beside "Buffer") is a lookalike too
    const bufferTitle = `Buffer ${uniq()}`;
    const latin = await addDocument(t, { title: bufferTitle, body: "Bytes." });
    const capital = await t.gql(
      `mutation($i: DocumentInput!) { upsertDocument(input: $i) { id } }`,
      {
        i: { title: bufferTitle.replace("B", "\u0412"), body: "Other bytes." },
      },
    );
    expect(capital.errors?.[0]?.extensions?.code).toBe("TITLE_CONFLICT");
    expect(capital.errors?.[0]?.extensions?.existingDocumentId).toBe(latin.id);
  });

  it("a document that would make too many chunks is refused with a clear error, quickly (10)", async () => {
    const body = Array.from({ length: 6_000 }, (_, i) => `# H${i}\n\nx`).join("\n\n");
    const t0 = performance.now();
    const r = await t.gql(`mutation($i: DocumentInput!) { upsertDocument(input: $i) { id } }`, {
      i: { title: `Many headings ${uniq()}`, body },
    });
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0]?.message).toMatch(/limit is 5000/);
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
});
