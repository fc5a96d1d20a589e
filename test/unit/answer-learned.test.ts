/**
 * The learned answer step (issue 55): its candidates are exact spans of the evidence, each named
 * feature scorer means what its one line says, and the adapter quotes only above its threshold and
 * records the model's version.
 */
import { analyzeQuestion } from "../../src/core/ask/question";
import { candidatesOf, type Candidate } from "../../src/core/answer-learned/candidates";
import { FEATURES, featureContextOf } from "../../src/core/answer-learned/features";
import type { LearnedAnswerModel } from "../../src/core/answer-learned/model";
import { LearnedModel, TRAINED_MODEL } from "../../src/adapters/learned/learned-model";
import { loadConfig } from "../../src/config";
import { createModel } from "../../src/app";
import { chunkedDoc, passage, statsOf } from "../fixtures/passages";

const docs = [
  ...chunkedDoc(
    "Server",
    "# Server\n\n## Options\n\nThe `port` option sets the port the server listens on. The default port is 8080.\n\nThe `host` option sets the address to bind.\n\n```js\nserver.listen({ port: 3000 })\n```\n\n- Run `npm install server`\n- Start it with `npx server --watch`\n",
    "server/docs/options.md",
  ),
  passage({ title: "Logging", text: "Logs go to stdout. It rotates them daily.", score: 0.1 }),
];
const stats = statsOf(docs);

function feature(name: string, question: string, pick: (c: Candidate) => boolean): number {
  const q = analyzeQuestion(question, stats);
  const cands = candidatesOf(docs);
  // the shortest span that matches: a block rather than a pair of blocks
  const c = cands.filter(pick).sort((a, b) => a.text.length - b.text.length)[0];
  if (!c) throw new Error("no such candidate");
  const f = FEATURES.find((x) => x.name === name)!;
  return f.score(q, c, featureContextOf(cands));
}

const has = (s: string) => (c: Candidate) => c.text.includes(s);

describe("candidates", () => {
  it("are exact substrings of their passage, ranked by the passage's place", () => {
    const cands = candidatesOf(docs);
    expect(cands.length).toBeGreaterThan(3);
    for (const c of cands) expect(c.passage.text.slice(c.start, c.end)).toBe(c.text);
    expect(cands.find(has("Logs go"))!.rank).toBe(docs.length - 1);
  });
});

describe("feature scorers", () => {
  it("each has a unique name, a meaning and a family", () => {
    expect(new Set(FEATURES.map((f) => f.name)).size).toBe(FEATURES.length);
    for (const f of FEATURES) expect(f.meaning.length && f.family.length).toBeTruthy();
  });
  it("cov_block: the quote's own words hold the question's terms", () => {
    const q = "What is the default port of the server?";
    expect(feature("cov_block", q, has("The `port` option"))).toBeGreaterThan(0.5);
    expect(feature("cov_block", q, has("Logs go"))).toBe(0);
  });
  it("cov_title / cov_folder / cov_heading: the page's fields hold them", () => {
    const q = "Which options does the server take?";
    expect(feature("cov_title", q, has("The `host`"))).toBeGreaterThan(0);
    expect(feature("cov_folder", q, has("The `host`"))).toBeGreaterThan(0);
    expect(feature("cov_heading", q, has("The `host`"))).toBeGreaterThan(0);
    expect(feature("cov_title", q, has("Logs go"))).toBe(0);
  });
  it("kind_number: a number asked for and shown", () => {
    const q = "Which port does the server listen on by default?";
    expect(feature("kind_number", q, (c) => c.text.includes("8080"))).toBe(1);
    expect(feature("kind_number", q, has("The `host`"))).toBe(0);
  });
  it("states_default: a default asked for and stated", () => {
    const q = "What is the default port?";
    expect(feature("states_default", q, (c) => c.text.startsWith("The default port"))).toBe(1);
    expect(feature("states_default", q, has("The `host`"))).toBe(0);
  });
  it("kind_steps and is_code / is_item: the shape of the quote", () => {
    const q = "How do I install the server?";
    expect(feature("kind_steps", q, has("Run `npm install"))).toBe(1);
    expect(feature("is_item", q, has("Run `npm install"))).toBe(1);
    expect(feature("is_code", q, has("server.listen"))).toBe(1);
    expect(feature("is_code", q, has("Run `npm install"))).toBe(0);
  });
  it("literals_held / literals_missing: the identifiers the question writes", () => {
    const q = "What does server.listen do?";
    expect(feature("literals_held", q, has("server.listen"))).toBe(1);
    expect(feature("literals_missing", q, has("The `host`"))).toBe(1);
  });
  it("leans_back: a quote that opens on what it leaves out", () => {
    expect(feature("leans_back", "Where do logs go?", has("It rotates"))).toBe(1);
    expect(feature("leans_back", "Where do logs go?", has("Logs go"))).toBe(0);
  });
  it("rank / score: the passage's retrieval place and score", () => {
    expect(feature("rank", "logs", has("Logs go"))).toBeCloseTo(1 / docs.length);
    expect(feature("score", "logs", has("Logs go"))).toBeCloseTo(0.2);
  });
  it("proximity: terms together score higher than terms apart", () => {
    const q = "default port";
    expect(feature("proximity", q, has("The default port"))).toBe(1);
  });
});

describe("LearnedModel", () => {
  const names = FEATURES.map((f) => f.name);
  const model = (threshold: number): LearnedAnswerModel => ({
    version: "learned-test",
    quote: { names, weights: names.map((n) => (n === "cov_block" ? 5 : 0)), bias: -2 },
    status: { names: ["top_prob"], weights: [4], bias: -2 },
    threshold,
  });
  const input = (question: string) => ({
    question,
    evidence: docs,
    analysis: analyzeQuestion(question, stats),
  });
  it("quotes the best span exactly, cites its page and records the model version", async () => {
    const out = await new LearnedModel(model(0.5)).generate(input("What is the default port?"));
    expect(out.promptVersion).toBe("learned-test");
    expect(out.claims).toHaveLength(1);
    const c = out.claims![0]!;
    const p = docs.find((d) => d.chunkId === c.quote!.chunkId)!;
    expect(p.text.slice(c.quote!.start, c.quote!.end)).toBe(c.text);
    expect(c.text).toContain("default port");
    expect(c.citation).toBe(p.title);
  });
  it("quotes nothing below the threshold and without evidence", async () => {
    const m = new LearnedModel(model(0.99));
    expect((await m.generate(input("What is the default port?"))).claims).toEqual([]);
    const none = await new LearnedModel(model(0.1)).generate({ ...input("x"), evidence: [] });
    expect(none.claims).toEqual([]);
  });
  it("the committed model names the features in their order", () => {
    if (TRAINED_MODEL.quote.names.length) expect(TRAINED_MODEL.quote.names).toEqual(names);
    expect(TRAINED_MODEL.version).toMatch(/^learned-[0-9a-f]{12}$|^untrained$/);
  });
});

describe("ANSWER_MODEL", () => {
  it("selects the learned step; the default stays extractive", () => {
    const env = { DATABASE_URL: "pglite:memory" };
    expect(loadConfig(env).model.kind).toBe("extractive");
    expect(createModel(loadConfig(env)).model.constructor.name).toBe("ExtractiveModel");
    const learned = loadConfig({ ...env, ANSWER_MODEL: "learned" });
    expect(createModel(learned).model).toBeInstanceOf(LearnedModel);
    expect(() => loadConfig({ ...env, ANSWER_MODEL: "rules" })).toThrow();
  });
});
