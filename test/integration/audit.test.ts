/** The audit trail: append-only in the database, tamper-evident, reviewable, role-scoped. */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let reader: { secret: string; id: string };
let other: { secret: string; id: string };
let reviewer: { secret: string; id: string };
const ids: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ transport: "in-process" });
  await addDocument(t, {
    title: "Rollback",
    body: "A rollback must start within 15 minutes of the decision.",
  });
  reader = await t.createKey("READER");
  other = await t.createKey("READER");
  reviewer = await t.createKey("REVIEWER");
  for (const [q, key] of [
    ["When must a rollback start?", reader],
    ["What is the zebra budget?", reader],
    ["When must a rollback start?", other],
  ] as const) {
    const r = await t.gql(
      `mutation($q: String!) { ask(input: { question: $q }) { id status } }`,
      { q },
      key.secret,
    );
    ids.push(r.data.ask.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const sql = (q: string) => t.app.db.prisma.$executeRawUnsafe(q);

describe("append-only", () => {
  it.each([
    "Answer",
    "Claim",
    "RetrievalCandidate",
    "AnswerSource",
    "Limitation",
    "Conflict",
    "ConflictResolution",
    "Review",
    "DocumentRevision",
    "DocumentTitle",
  ])("%s refuses TRUNCATE and refuses UPDATE/DELETE even when no row matches", async (table) => {
    await expect(sql(`TRUNCATE "${table}" CASCADE`)).rejects.toThrow(/append-only/);
    await expect(sql(`DELETE FROM "${table}" WHERE false`)).rejects.toThrow(/append-only/);
    await expect(sql(`UPDATE "${table}" SET id = id WHERE false`)).rejects.toThrow(/append-only/);
  });

  it("documents are archived, never deleted or truncated; chunks are never truncated", async () => {
    const answers = await t.app.db.prisma.answer.count();
    await expect(sql(`DELETE FROM "Document"`)).rejects.toThrow(/append-only/);
    await expect(sql(`TRUNCATE "Document" CASCADE`)).rejects.toThrow(/append-only/);
    await expect(sql(`TRUNCATE "Chunk"`)).rejects.toThrow(/append-only|foreign key/); // ChunkEmbedding references it
    await expect(sql(`TRUNCATE "Chunk" CASCADE`)).rejects.toThrow(/append-only/);
    expect(await t.app.db.prisma.answer.count()).toBe(answers); // a refused TRUNCATE took nothing with it
  });

  it.each(["Answer", "Claim", "RetrievalCandidate", "AnswerSource", "Limitation"])(
    "the database refuses UPDATE and DELETE on %s",
    async (table) => {
      const col = table === "Answer" ? `"text"` : `"ordinal"`;
      const value = table === "Answer" ? `'rewritten'` : `99`;
      await expect(sql(`UPDATE "${table}" SET ${col} = ${value}`)).rejects.toThrow(/append-only/);
      await expect(sql(`DELETE FROM "${table}"`)).rejects.toThrow(/append-only/);
    },
  );
});

describe("tamper evidence", () => {
  it("the chain verifies over every recorded answer", async () => {
    const ok = await t.gql(
      `{ auditIntegrity { ok checked firstBrokenAnswerId } }`,
      {},
      reviewer.secret,
    );
    expect(ok.data.auditIntegrity).toEqual({
      ok: true,
      checked: await t.app.db.prisma.answer.count(),
      firstBrokenAnswerId: null,
    });
    expect(
      (await t.gql(`{ auditIntegrity { brokenIds brokenCount } }`, {}, reviewer.secret)).data
        .auditIntegrity,
    ).toEqual({ brokenIds: [], brokenCount: 0 });
  });

  it("a committed tamper is reported with the first broken answer", async () => {
    await sql(`ALTER TABLE "Answer" DISABLE TRIGGER USER`);
    try {
      await sql(
        `UPDATE "Answer" SET "question" = 'When must a rollback end?' WHERE id = '${ids[1]}'`,
      );
      const r = await t.gql(
        `{ auditIntegrity { ok checked firstBrokenAnswerId } }`,
        {},
        reviewer.secret,
      );
      expect(r.data.auditIntegrity).toEqual({
        ok: false,
        checked: await t.app.db.prisma.answer.count(),
        firstBrokenAnswerId: ids[1],
      });
    } finally {
      // restored whatever happened, so no later test inherits a broken chain
      await sql(
        `UPDATE "Answer" SET "question" = 'What is the zebra budget?' WHERE id = '${ids[1]}'`,
      );
      await sql(`ALTER TABLE "Answer" ENABLE TRIGGER USER`);
    }
    const again = await t.gql(`{ auditIntegrity { ok } }`, {}, reviewer.secret);
    expect(again.data.auditIntegrity.ok).toBe(true);
  });

  it("a tampered claim verdict is detected too", async () => {
    await sql(`ALTER TABLE "Claim" DISABLE TRIGGER USER`);
    try {
      await sql(`UPDATE "Claim" SET verdict = 'UNSUPPORTED' WHERE "answerId" = '${ids[2]}'`);
      const r = await t.gql(`{ auditIntegrity { ok firstBrokenAnswerId } }`, {}, reviewer.secret);
      expect(r.data.auditIntegrity).toEqual({ ok: false, firstBrokenAnswerId: ids[2] });
    } finally {
      await sql(`UPDATE "Claim" SET verdict = 'SUPPORTED' WHERE "answerId" = '${ids[2]}'`);
      await sql(`ALTER TABLE "Claim" ENABLE TRIGGER USER`);
    }
  });

  it.each([
    ["Answer", "status", `'PARTIAL'`, "id"],
    ["Answer", "trace", `'{"forged": true}'::jsonb`, "id"],
    ["Answer", "callerName", `'someone else'`, "id"],
    ["Answer", "createdAt", `"createdAt" + interval '1 second'`, "id"],
    ["RetrievalCandidate", "score", `"score" + 0.5`, "answerId"],
    ["RetrievalCandidate", "decision", `'BELOW_SCORE'`, "answerId"],
    ["AnswerSource", "excerpt", `'a different excerpt'`, "answerId"],
    ["Claim", "checks", `'[]'::jsonb`, "answerId"],
  ])("altering %s.%s is detected at that answer", async (table, column, value, key) => {
    const target = ids[0]!;
    const backup = `tamper_backup_${table.toLowerCase()}_${column.toLowerCase()}`;
    await sql(
      `CREATE TABLE ${backup} AS SELECT id, "${column}" AS v FROM "${table}" WHERE "${key}" = '${target}'`,
    );
    await sql(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
    try {
      expect(
        await sql(`UPDATE "${table}" SET "${column}" = ${value} WHERE "${key}" = '${target}'`),
      ).toBeGreaterThan(0);
      const r = await t.gql(`{ auditIntegrity { ok firstBrokenAnswerId } }`, {}, reviewer.secret);
      expect(r.data.auditIntegrity).toEqual({ ok: false, firstBrokenAnswerId: target });
    } finally {
      await sql(`UPDATE "${table}" t SET "${column}" = b.v FROM ${backup} b WHERE t.id = b.id`);
      await sql(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
      await sql(`DROP TABLE ${backup}`);
    }
    expect(
      (await t.gql(`{ auditIntegrity { ok } }`, {}, reviewer.secret)).data.auditIntegrity.ok,
    ).toBe(true);
  });

  it("readers may not verify the chain", async () => {
    expect(
      (await t.gql(`{ auditIntegrity { ok } }`, {}, reader.secret)).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
  });
});

describe("who sees what", () => {
  it("the asker opens their own answer without the trace; others cannot; reviewers see everything", async () => {
    const q = `query($id: ID!) { answer(id: $id) { id question diagnosis retrieval { withheldCount } caller { name } } }`;
    const own = await t.gql(q, { id: ids[0] }, reader.secret);
    expect(own.data.answer).toMatchObject({
      id: ids[0],
      diagnosis: null,
      retrieval: null,
      caller: null,
    });
    expect((await t.gql(q, { id: ids[0] }, other.secret)).data.answer).toBeNull();
    expect((await t.gql(q, { id: ids[0] }, null)).data.answer).toBeNull();
    const full = await t.gql(q, { id: ids[0] }, reviewer.secret);
    expect(full.data.answer.caller.name).toBe("reader key");
    expect(full.data.answer.retrieval).not.toBeNull();
  });

  it("readers cannot list answers; reviewers filter and page them", async () => {
    const list = `query($f: AnswerFilter, $a: String) { answers(filter: $f, first: 1, after: $a) { edges { node { id status } } pageInfo { hasNextPage endCursor } } }`;
    expect((await t.gql(list, {}, reader.secret)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // scoped to the reader's own answers (made in beforeAll), so answers other tests add do not matter
    const readers = { callerKeyId: reader.id };
    const nk = await t.gql(
      list,
      { f: { ...readers, status: ["NOT_IN_KNOWLEDGE_BASE"] } },
      reviewer.secret,
    );
    expect(nk.data.answers.edges.map((e: any) => e.node.id)).toEqual([ids[1]]);
    const mine = await t.gql(
      `query($f: AnswerFilter) { answers(filter: $f) { edges { node { id } } } }`,
      { f: { callerKeyId: reader.id } },
      reviewer.secret,
    );
    expect(mine.data.answers.edges.map((e: any) => e.node.id)).toEqual([ids[1], ids[0]]);
    const page1 = await t.gql(list, { f: readers }, reviewer.secret);
    expect(page1.data.answers.edges[0].node.id).toBe(ids[1]);
    const page2 = await t.gql(
      list,
      { f: readers, a: page1.data.answers.pageInfo.endCursor },
      reviewer.secret,
    );
    expect(page2.data.answers.edges[0].node.id).toBe(ids[0]);
    expect(page2.data.answers.pageInfo.hasNextPage).toBe(false);
    const asAdmin = await t.gql(list, { f: { ...readers, status: ["NOT_IN_KNOWLEDGE_BASE"] } });
    expect(asAdmin.data.answers.edges.map((e: any) => e.node.id)).toEqual([ids[1]]);
    expect((await t.gql(list, {}, null)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const bad = await t.gql(list, { a: "garbage" }, reviewer.secret);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("reviews are appended, never edited; the newest is what filters see", async () => {
    const review = `mutation($i: ReviewInput!) { reviewAnswer(input: $i) { id verdict reviewer } }`;
    expect(
      (
        await t.gql(
          review,
          { i: { answerId: ids[0], verdict: "CORRECT", note: "ok" } },
          reader.secret,
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    await t.gql(
      review,
      { i: { answerId: ids[0], verdict: "INCORRECT", note: "first look" } },
      reviewer.secret,
    );
    const second = await t.gql(
      review,
      {
        i: {
          answerId: ids[0],
          verdict: "CORRECT",
          note: "checked the source",
          claimMarks: [{ claimId: `${ids[0]}:0`, verdict: "CORRECT" }],
        },
      },
      reviewer.secret,
    );
    expect(second.data.reviewAnswer.verdict).toBe("CORRECT");
    const bad = await t.gql(
      review,
      {
        i: {
          answerId: ids[0],
          verdict: "CORRECT",
          note: "x",
          claimMarks: [{ claimId: "nope:0", verdict: "CORRECT" }],
        },
      },
      reviewer.secret,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const answered = await t.gql(
      `{ answer(id: "${ids[0]}") { reviews { verdict note } } }`,
      {},
      reviewer.secret,
    );
    expect(answered.data.answer.reviews.map((r: any) => r.verdict)).toEqual([
      "INCORRECT",
      "CORRECT",
    ]);
    const byVerdict = (v: string) =>
      t.gql(
        `query($f: AnswerFilter) { answers(filter: $f) { edges { node { id } } } }`,
        { f: { reviewVerdict: v } },
        reviewer.secret,
      );
    expect((await byVerdict("CORRECT")).data.answers.edges.map((e: any) => e.node.id)).toEqual([
      ids[0],
    ]);
    expect((await byVerdict("INCORRECT")).data.answers.edges).toEqual([]);
    await expect(sql(`UPDATE "Review" SET note = 'x'`)).rejects.toThrow(/append-only/);
  });
});

describe("concurrency", () => {
  it("concurrent asks still form one unbroken chain", async () => {
    // a key of its own: the other tests count the reader's answers
    const asker = await t.createKey("READER", [], "concurrent asker");
    const before = (await t.gql(`{ auditIntegrity { checked } }`, {}, reviewer.secret)).data
      .auditIntegrity.checked;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.gql(
          `mutation { ask(input: { question: "When must a rollback start? ${i}" }) { id } }`,
          {},
          asker.secret,
        ),
      ),
    );
    const r = await t.gql(`{ auditIntegrity { ok checked } }`, {}, reviewer.secret);
    expect(r.data.auditIntegrity).toEqual({ ok: true, checked: before + 20 });
  });
});
