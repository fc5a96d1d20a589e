/** Retrieval at corpus scale: lexemes found in most chunks are left out of the query, the rarest kept. */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { PrismaRetriever } from "../../src/adapters/prisma/prisma-retriever";
import { analyzeQuestion } from "../../src/core/ask/question";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ transport: "in-process" });
  for (let i = 0; i < 60; i++) {
    await addDocument(t, {
      title: `Depot note ${i}`,
      body: `The depot lantern schedule ${i} covers warehouse ${i % 7} and crate ${i}.`,
    });
  }
  await addDocument(t, {
    title: "Quokka handling",
    body: "The depot lantern quokka protocol requires two keepers.",
  });
});
afterAll(async () => {
  await t?.close();
});

describe("retrieval", () => {
  it("drops lexemes most chunks contain, always keeping the two rarest", async () => {
    const r = new PrismaRetriever(t.app.db.prisma);
    const lexemes = await r.queryLexemes("What does the depot lantern quokka protocol say?");
    expect(lexemes).toContain("quokka");
    expect(lexemes).toContain("protocol");
    expect(lexemes).not.toContain("depot");
    expect(lexemes).not.toContain("lantern");
    // a question made only of common words still searches with its two rarest
    expect(await r.queryLexemes("depot lantern schedule")).toHaveLength(2);
  });

  it("the rare-term document ranks first, and the whole pipeline answers from it", async () => {
    const r = new PrismaRetriever(t.app.db.prisma);
    const hits = await r.search("What does the depot lantern quokka protocol require?", {
      limit: 3,
      scope: { all: true },
    });
    expect(hits[0]!.title).toBe("Quokka handling");
    const a = await t.gql(
      `mutation { ask(input: { question: "What does the depot lantern quokka protocol require?" }) { status sources { title } } }`,
      {},
      null,
    );
    expect(a.data.ask).toEqual({ status: "SUPPORTED", sources: [{ title: "Quokka handling" }] });
  });

  it("a misspelled question is read in the knowledge base's words; a restricted document's words are never used to read it", async () => {
    await addDocument(t, {
      title: "Rollback runbook",
      body: "To roll back a release, redeploy the previous release tag from the deployment dashboard. Every rollback is announced.",
    });
    const ask = (q: string, key: string | null = null) =>
      t.gql(
        `mutation($q: String!) { ask(input: { question: $q }) { status sources { title } } }`,
        { q },
        key,
      );
    const typo = (await ask("how do i rollbak a relase?")).data.ask;
    expect(typo.status).not.toBe("NOT_IN_KNOWLEDGE_BASE");
    expect(typo.sources).toEqual([{ title: "Rollback runbook" }]);
    // "zorbelnik" is close only to a word of a restricted memo: it is not read as that word
    await addDocument(t, {
      title: "Restricted memo",
      body: "Zorbelink migration plan for the depot.",
      groups: ["finance"],
    });
    const readAs = async () => {
      const stats = await new PrismaRetriever(t.app.db.prisma).termStats();
      return analyzeQuestion("What is the zorbelnik plan?", stats).terms.find(
        (x) => x.word === "zorbelnik",
      )!.term;
    };
    expect(await readAs()).toBe("zorbelnik");
    expect((await ask("What is the zorbelnik plan?")).data.ask.status).toBe(
      "NOT_IN_KNOWLEDGE_BASE",
    );
    // the same word in a public document is the knowledge base's word, and the question is read with it
    await addDocument(t, {
      title: "Public plan",
      body: "The zorbelink plan moves the depot in May.",
    });
    expect(await readAs()).toBe("zorbelink");
  });
  it("the words of a slash-joined term are words: 'UI' finds 'Frontend/UI Configuration', 'UDP' finds 'TCP/UDP'", async () => {
    await addDocument(t, {
      title: "Frontend/UI Configuration",
      body: "## Critical Path\n\n`criticalPathEnabled` turns the critical path visualization on or off.",
    });
    await addDocument(t, {
      title: "UI tour",
      body: "The UI shows the critical path of a trace in the timeline.",
    });
    await addDocument(t, {
      title: "Collector ports",
      body: "The collector listens on TCP/UDP 6831.",
    });
    const r = new PrismaRetriever(t.app.db.prisma);
    // PostgreSQL's parser reads "Frontend/UI" as one file-path token: without its words the
    // page lacks "UI" and the tour, which names it, would take its place
    const ui = await r.search("Which setting enables the critical path visualization in the UI?", {
      limit: 3,
      scope: { all: true },
      must: ["UI"],
    });
    expect(ui[0]!.title).toBe("Frontend/UI Configuration");
    const udp = await r.search("Which UDP port does the collector use?", {
      limit: 3,
      scope: { all: true },
    });
    expect(udp.map((p) => p.title)).toContain("Collector ports");
  });
  it("the words of a camelCase identifier are words: 'dev indicator' finds the page titled devIndicators", async () => {
    await addDocument(t, {
      title: "devIndicators",
      body: "Set `position` to choose where the indicator renders. The default is `bottom-left`.",
    });
    for (const n of [1, 2, 3])
      await addDocument(t, {
        title: `Dev server ${n}`,
        body: `The dev server ${n} renders pages on demand; run \`next dev\` to start the dev server.`,
      });
    const r = new PrismaRetriever(t.app.db.prisma);
    // 'devIndicators' is one word to PostgreSQL's parser ('devind'): without its words the question's
    // "dev" ranks the dev-server pages first and the page itself shares only "indicator"
    const found = await r.search("Where does the dev indicator render by default?", {
      limit: 1,
      scope: { all: true },
    });
    expect(found.map((p) => p.title)).toEqual(["devIndicators"]);
    // the words taken out of identifiers make a chunk findable, not a word more common
    expect((await r.termStats()).df.get("dev")).toBe(3);
  });
  it("a class a title writes in words is found by its name: 'PgVector' finds 'PG Vector Store'", async () => {
    await addDocument(t, {
      title: "PG Vector Store",
      body: "## createIndex()\n\n- `type` (`'flat' | 'hnsw' | 'ivfflat'`): Index type. Default: `ivfflat`.",
    });
    for (const n of [1, 2, 3])
      await addDocument(t, {
        title: `Vector recipe ${n}`,
        body: `Recipe ${n} imports PgVector from the pg package and passes the PgVector store to the index tool.`,
      });
    const r = new PrismaRetriever(t.app.db.prisma);
    // the reference page never writes 'pgvector': only its title says it, in words; without the
    // title's compound the recipes, which name the class, hold the must word and rank first
    const found = await r.search("What type of index does the PgVector store create by default?", {
      limit: 1,
      scope: { all: true },
      must: ["PgVector"],
    });
    expect(found.map((p) => p.title)).toEqual(["PG Vector Store"]);
    // the title's compounds make a chunk findable, not a word more common
    expect((await r.termStats()).df.get("pgvector")).toBe(3);
  });
  it("a dotted name's parts are words: a question naming changeOrigin finds '**option.changeOrigin**: …'", async () => {
    await addDocument(t, {
      title: "Proxy options",
      body: "- **option.changeOrigin**: true/false, Default: false - changes the origin of the host header.",
    });
    for (const n of [1, 2, 3])
      await addDocument(t, {
        title: `Proxy recipe ${n}`,
        body: `Recipe ${n} proxies requests: the proxy middleware forwards them to the target proxy, whose default value is the default proxy of the proxy.`,
      });
    const r = new PrismaRetriever(t.app.db.prisma);
    // 'option.changeorigin' is one host-like token to PostgreSQL's parser: without its parts the
    // entry holds no 'changeorigin' and the recipes, richer in "proxy", rank first
    const found = await r.search("What is the default value of changeOrigin in the proxy?", {
      limit: 1,
      scope: { all: true },
      must: ["changeOrigin"],
    });
    expect(found.map((p) => p.title)).toEqual(["Proxy options"]);
  });
  it("an entity held by any of its names: the page titled `postgres` is Postgres.js's, though its cursor section never writes the name", async () => {
    await addDocument(t, {
      title: "postgres",
      body: "## Cursors\n\nA single row will be returned by default, but you can request batches of rows from the cursor.",
    });
    for (const n of [1, 2, 3])
      await addDocument(t, {
        title: `Driver survey ${n}`,
        body: `Survey ${n} compares Postgres.js with ${n} other drivers and their cursor support.`,
      });
    const r = new PrismaRetriever(t.app.db.prisma);
    const search = (must: (string | string[])[]) =>
      r.search("How many rows does a Postgres.js cursor return by default?", {
        limit: 1,
        scope: { all: true },
        must,
      });
    // by its written name alone, the surveys hold the entity and rank first
    expect((await search(["Postgres.js"])).map((p) => p.title)).not.toEqual(["postgres"]);
    expect((await search([["Postgres.js", "postgres"]])).map((p) => p.title)).toEqual(["postgres"]);
  });
});
