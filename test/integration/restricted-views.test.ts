/**
 * Issue 57 (second outside review), what a caller who is not ADMIN can learn about pages outside
 * their groups, through the real endpoint, the real ChatOpenAI client and the local OpenAI stub:
 * (1) "only restricted pages matched" vs "nothing matched", in every view; (5) a conflict with a
 * restricted side, its key, resolution and filters, and acting on it; (6) a restricted vs an
 * unknown cited title; (10) answer cursors that carry no chain position. Each failed before its fix.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import {
  createChatOpenAI,
  LangChainAnswerModel,
} from "../../src/adapters/langchain/langchain-model";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";
import { startOpenAiStub, type OpenAiStub } from "../helpers/openai-stub";
import { draft } from "../fixtures/drafts";

let t: TestApp;
let stub: OpenAiStub;
const uniq = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  stub = await startOpenAiStub();
  const chat = createChatOpenAI({
    baseUrl: stub.url,
    model: "stub-model",
    timeoutMs: 1_500,
    maxRetries: 0,
  });
  // the demo knowledge base: "discount" is written only in its procurement-only page
  t = await startTestApp({
    model: new LangChainAnswerModel(chat, "stub-model", 1_500),
    env: { FIELDNOTE_DEMO_DATA: "on" },
  });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
beforeEach(() => stub.reset());

/** Everything of an answer a viewer may see except what differs by nature (id, time, hash, timings). */
const VIEW = `status grounded text modelText diagnosis withheldParts
  claims { text verdict withheld citations { written resolution document { id } } checks { name passed detail } }
  sources { title document { id } } evidence { title } limitations { kind message }
  conflicts { conflictKey fact withheld sides { documentId } resolution { winningDocumentId note } }
  retrieval { withheldCount candidates { title decision } }`;
const ASK = `mutation($q: String!) { ask(input: { question: $q }) { id ${VIEW} } }`;
const ANSWER = `query($id: ID!) { answer(id: $id) { ${VIEW} } }`;
const ANSWERS = `query($f: AnswerFilter) { answers(filter: $f, first: 50) { edges { node { id ${VIEW} } } } }`;
const MINE = `query($f: MyAnswerFilter) { myAnswers(filter: $f, first: 50) { edges { node { id ${VIEW} } } } }`;

async function gql(query: string, variables: Record<string, unknown>, key?: string | null) {
  const r = await t.gql(query, variables, key);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** A view with the words that differ by design (the asked word, the cited title) replaced. */
const same = (view: unknown, words: readonly string[]) =>
  words.reduce((json, w) => json.split(w).join("<word>"), JSON.stringify(view));

describe("1: only restricted pages matched looks exactly like nothing matched", () => {
  const HELD = "discount";
  const NONE = "zorblax";
  const q = (w: string) => `Tell me about ${w}.`;

  it.each(["REVIEWER", "READER"] as const)(
    "a %s with no groups: the ask response and every later read are the same",
    async (role) => {
      const key = (await t.createKey(role, [], `${role} ${uniq()}`)).secret;
      const held = (await gql(ASK, { q: q(HELD) }, key)).ask;
      const none = (await gql(ASK, { q: q(NONE) }, key)).ask;
      expect(held.status).toBe("NOT_IN_KNOWLEDGE_BASE");
      if (role === "REVIEWER") {
        // the reproduction of the issue: RESTRICTED_ONLY and withheldCount 1 before the fix
        expect(held.diagnosis).toEqual(["NO_MATCH"]);
        expect(held.retrieval.withheldCount).toBe(0);
      }
      const words = [HELD, NONE];
      const { id: _a, ...heldView } = held;
      const { id: _b, ...noneView } = none;
      expect(same(heldView, words)).toBe(same(noneView, words));

      const reads = async (id: string) => {
        const views = [(await gql(ANSWER, { id }, key)).answer];
        const mine = (await gql(MINE, { f: { questionContains: "Tell me about" } }, key)).myAnswers;
        views.push(mine.edges.find((e: { node: { id: string } }) => e.node.id === id).node);
        if (role === "REVIEWER") {
          for (const f of [
            { questionContains: "Tell me about" },
            { status: ["NOT_IN_KNOWLEDGE_BASE"] },
          ]) {
            const list = (await gql(ANSWERS, { f }, key)).answers;
            views.push(list.edges.find((e: { node: { id: string } }) => e.node.id === id).node);
          }
        }
        return views.map(({ id: _id, ...v }) => v);
      };
      const [heldReads, noneReads] = [await reads(held.id), await reads(none.id)];
      expect(same(heldReads, words)).toBe(same(noneReads, words));
      expect(same(heldReads[0], words)).toBe(same(heldView, words));
    },
  );

  it("an answer recorded with RESTRICTED_ONLY (before this fix) reads as NO_MATCH to all but ADMIN", async () => {
    const reviewer = { keyId: null, name: "old", role: "REVIEWER" as const, groups: [] };
    const old = await t.app.answers.record(
      draft({
        question: `Old restricted-only ${uniq()}?`,
        caller: reviewer,
        status: "NOT_IN_KNOWLEDGE_BASE",
        claims: [],
        sources: [],
        candidates: [],
        diagnosis: ["RESTRICTED_ONLY"],
        trace: {
          settings: { limit: 8, minScore: 0.05, minCoverage: 0.5, validation: "extractive" },
          withheldCount: 3,
          timingsMs: {},
        },
      }),
    );
    const q = `query($id: ID!) { answer(id: $id) { diagnosis retrieval { withheldCount } } }`;
    const outsider = (await t.createKey("REVIEWER", [], `old ${uniq()}`)).secret;
    expect((await gql(q, { id: old.id }, outsider)).answer).toEqual({
      diagnosis: ["NO_MATCH"],
      retrieval: { withheldCount: 0 },
    });
    expect((await gql(q, { id: old.id })).answer).toEqual({
      diagnosis: ["RESTRICTED_ONLY"],
      retrieval: { withheldCount: 3 },
    });
  });

  it("a knowledge base holding only pages the reviewer may not read is diagnosed as an empty one", async () => {
    const empty = await startTestApp();
    try {
      const key = (await empty.createKey("REVIEWER", [], "outsider")).secret;
      const ask = async () =>
        (await empty.gql(ASK, { q: q(HELD) }, key)).data.ask as { diagnosis: string[] };
      const before = await ask();
      await addDocument(empty, {
        title: "Supplier pricing",
        body: "Volume discount applies from 50 units.",
        groups: ["procurement"],
      });
      const after = await ask();
      expect(before.diagnosis).toEqual(["EMPTY_CORPUS"]);
      expect(after.diagnosis).toEqual(before.diagnosis);
    } finally {
      await empty.close();
    }
  });
});

describe("5: a conflict with a restricted side", () => {
  const CONFLICTS = `query($f: ConflictFilter) { conflicts(filter: $f, first: 50) {
    edges { node { id conflictKey fact withheld sides { documentId title values }
      resolution { conflictKey decision winningDocumentId note } } }
    pageInfo { hasNextPage endCursor } } }`;
  const RESOLVE = `mutation($i: ResolveConflictInput!) { resolveConflict(input: $i) { id decision } }`;

  it("shows the outsider no id, key, note or value of it, and refuses to act on it as on no conflict", async () => {
    const tag = uniq();
    const pub = await addDocument(t, {
      title: `Filter schedule ${tag}`,
      body: `The ${tag} filter replacement interval is 30 days.`,
    });
    const hr = await addDocument(t, {
      title: `Filter memo ${tag}`,
      body: `The ${tag} filter replacement interval is 21 days.`,
      groups: ["hr"],
    });
    stub.script({
      reply: `The ${tag} filter replacement interval is 30 days. [Filter schedule ${tag}]`,
    });
    const asked = (await gql(ASK, { q: `What is the ${tag} filter replacement interval?` })).ask;
    expect(asked.conflicts).toHaveLength(1);
    const found = (await gql(CONFLICTS, { f: { documentId: pub.id } })).conflicts.edges[0].node;
    const note = `Memo NX-${tag} supersedes the schedule`;
    await gql(RESOLVE, {
      i: { conflictId: found.id, decision: "SOURCE_WINS", winningDocumentId: hr.id, note },
    });

    const outsider = (await t.createKey("REVIEWER", [], `outsider ${tag}`)).secret;
    const leaks = [hr.id, hr.revisionId, note, `Filter memo ${tag}`, "21 days"];
    const list = (await gql(CONFLICTS, { f: { documentId: pub.id } }, outsider)).conflicts;
    const node = list.edges[0].node;
    expect(node.withheld).toBe(true);
    expect(node.resolution.decision).toBe("SOURCE_WINS");
    const answerView = (await gql(ANSWER, { id: asked.id }, outsider)).answer;
    for (const json of [JSON.stringify(list), JSON.stringify(answerView.conflicts)])
      for (const leak of leaks) expect(json).not.toContain(leak);
    // the masked key is the same in both places, and works as no key
    expect(answerView.conflicts[0].conflictKey).toBe(node.conflictKey);

    // filtering on the restricted document (or its revision) answers as an unknown id does
    const unknown = (await gql(CONFLICTS, { f: { documentId: randomUUID() } }, outsider)).conflicts;
    for (const id of [hr.id, hr.revisionId])
      expect((await gql(CONFLICTS, { f: { documentId: id } }, outsider)).conflicts).toEqual(
        unknown,
      );

    // acting on it: the same error as for a conflict that does not exist, and nothing recorded
    const resolutions = await t.app.db.prisma.conflictResolution.count();
    const refusal = async (conflictId: string) => {
      const r = await t.gql(
        RESOLVE,
        {
          i: {
            conflictId,
            decision: "SOURCE_WINS",
            winningDocumentId: pub.id,
            note: "public wins",
          },
        },
        outsider,
      );
      return {
        code: r.errors?.[0]?.extensions?.code,
        message: r.errors?.[0]?.message.replace(conflictId, "<id>"),
      };
    };
    const missing = await refusal(`${randomUUID()}:c0`);
    expect(missing.code).toBe("NOT_FOUND");
    const fullKey = (await gql(CONFLICTS, { f: { documentId: pub.id } })).conflicts.edges[0].node
      .conflictKey;
    for (const id of [found.id, fullKey, node.conflictKey])
      expect(await refusal(id)).toEqual(missing);
    expect(await t.app.db.prisma.conflictResolution.count()).toBe(resolutions);

    // a reviewer in the group reads it all and may act
    const insider = (await t.createKey("REVIEWER", ["hr"], `insider ${tag}`)).secret;
    const full = (await gql(CONFLICTS, { f: { documentId: hr.id } }, insider)).conflicts;
    expect(full.edges[0].node).toMatchObject({
      conflictKey: fullKey,
      withheld: false,
      resolution: { winningDocumentId: hr.id, note },
    });
    const ok = await t.gql(
      RESOLVE,
      { i: { conflictId: found.id, decision: "BOTH_VALID", note: "both hold" } },
      insider,
    );
    expect(ok.errors).toBeUndefined();
  });
});

describe("6: a restricted cited title looks exactly like an unknown one", () => {
  it("in the reviewer's ask response, answer(id) and the claimVerdict filter", async () => {
    const tag = uniq();
    const title = `Nightingale confidential memo ${tag}`;
    await addDocument(t, { title, body: "Nightingale budget is 4 million.", groups: ["hr"] });
    const reviewer = (await t.createKey("REVIEWER", [], `reviewer ${tag}`)).secret;
    // the case and spacing of the written title vary, as in the review
    const restricted = `nightingale  CONFIDENTIAL memo ${tag}`;
    const unknown = `nightingale  CONFIDENTIAL memx ${tag}`;
    const askCiting = async (cited: string) => {
      stub.script({ reply: `The AX-4 inspection interval is 30 days. [${cited}]` });
      return (await gql(ASK, { q: "What is the AX-4 inspection interval?" }, reviewer)).ask;
    };
    const a = await askCiting(restricted);
    const b = await askCiting(unknown);
    expect(a.claims[0].verdict).toBe("UNKNOWN_CITATION");
    const words = [restricted, unknown];
    const { id: _a, ...aView } = a;
    const { id: _b, ...bView } = b;
    expect(same(aView, words)).toBe(same(bView, words));
    const read = async (id: string) => (await gql(ANSWER, { id }, reviewer)).answer;
    expect(same(await read(a.id), words)).toBe(same(await read(b.id), words));

    const ids = async (claimVerdict: string, key?: string) =>
      (await gql(ANSWERS, { f: { claimVerdict } }, key)).answers.edges
        .map((e: { node: { id: string } }) => e.node.id)
        .filter((id: string) => id === a.id || id === b.id)
        .sort();
    const both = [a.id, b.id].sort();
    expect(await ids("RESTRICTED_CITATION", reviewer)).toEqual(both);
    expect(await ids("UNKNOWN_CITATION", reviewer)).toEqual(both);
    // ADMIN still sees what happened
    expect(await ids("RESTRICTED_CITATION")).toEqual([a.id]);
    expect((await gql(ANSWER, { id: a.id })).answer.claims[0].verdict).toBe("RESTRICTED_CITATION");
  });
});

describe("10: answer cursors carry no chain position", () => {
  const PAGE = `query($after: String) { myAnswers(first: 1, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`;

  it("myAnswers pages by an opaque cursor, newest first, each answer once; a cursor it never gave is refused", async () => {
    const reader = await t.createKey("READER", [], `pager ${uniq()}`);
    const asked: string[] = [];
    for (let i = 0; i < 3; i++)
      asked.push(
        (await gql(ASK, { q: `Tell me about page ${i} ${uniq()}.` }, reader.secret)).ask.id,
      );
    const seen: string[] = [];
    const cursors: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: {
        edges: { cursor: string; node: { id: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      } = (await gql(PAGE, { after }, reader.secret)).myAnswers;
      seen.push(...page.edges.map((e) => e.node.id));
      cursors.push(...page.edges.map((e) => e.cursor));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual([...asked].reverse());
    const rows = await t.app.db.prisma.answer.findMany({
      where: { id: { in: asked } },
      select: { seq: true },
    });
    for (const cursor of cursors) {
      const decoded = Buffer.from(cursor, "base64url").toString("utf8");
      for (const { seq } of rows) expect(decoded).not.toMatch(new RegExp(`\\b${seq}\\b`));
      expect(Object.keys(JSON.parse(decoded)).sort()).toEqual(["id", "t"]);
    }

    // another caller's answer, or one that does not exist, is not a place in this list
    const other = (await gql(ASK, { q: `Tell me about others ${uniq()}.` })).ask.id;
    for (const id of [other, randomUUID()]) {
      const forged = Buffer.from(JSON.stringify({ t: "answer", id }), "utf8").toString("base64url");
      const r = await t.gql(PAGE, { after: forged }, reader.secret);
      expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });
});
