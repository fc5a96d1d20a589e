/** Documents, API keys and errors through real HTTP (PGlite by default, PostgreSQL with TEST_DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { addDocument, startTestApp, UPSERT, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const uniq = () => Math.random().toString(36).slice(2, 8);

describe("upsertDocument", () => {
  it("creates, revises on a changed body, and leaves an unchanged body alone", async () => {
    const title = `Release process ${uniq()}`;
    const created = await addDocument(t, { title, body: "## Approval\n\nTwo reviewers approve." });
    expect(created.revision).toBe(1);
    const same = await addDocument(t, {
      id: created.id,
      title,
      body: "## Approval\n\nTwo reviewers approve.",
    });
    expect(same.revision).toBe(1);
    const revised = await addDocument(t, {
      id: created.id,
      title,
      body: "## Approval\n\nThree reviewers approve.",
    });
    expect(revised.revision).toBe(2);
    // only the current revision is searchable
    const hits = await t.app.db.prisma.chunk.findMany({
      where: { documentId: created.id, searchable: true },
    });
    expect(hits.map((h) => h.text)).toEqual(["Three reviewers approve."]);
    const all = await t.app.db.prisma.chunk.count({ where: { documentId: created.id } });
    expect(all).toBe(2);
  });

  it("refuses a title that differs only in case, spacing or Unicode form, naming the existing document", async () => {
    const title = `Onboarding ${uniq()}`;
    const first = await addDocument(t, { title, body: "Welcome." });
    for (const variant of [
      title.toUpperCase(),
      `  ${title.replace(" ", "   ")} `,
      title.replace("O", "Ｏ"),
    ]) {
      const r = await t.gql(UPSERT, { i: { title: variant, body: "Other." } });
      expect(r.errors?.[0]?.extensions?.code).toBe("TITLE_CONFLICT");
      expect(r.errors?.[0]?.extensions?.existingDocumentId).toBe(first.id);
    }
  });

  it.each([
    ["empty title", { title: "   ", body: "x" }, "title"],
    ["oversized title", { title: "T".repeat(201), body: "x" }, "title"],
    ["control characters in title", { title: "bad\u0000title", body: "x" }, "title"],
    ["empty body", { title: "Empty body", body: " \n " }, "body"],
    ["oversized body", { title: "Big body", body: "x".repeat(1_000_001) }, "body"],
    ["invalid group", { title: "Bad group", body: "x", groups: ["has space"] }, "groups"],
    [
      "bad source URL",
      { title: "Bad url", body: "x", sourceUrl: "javascript:alert(1)" },
      "sourceUrl",
    ],
  ])("rejects %s with BAD_USER_INPUT and stores nothing", async (_name, input, field) => {
    const before = await t.app.db.prisma.document.count();
    const r = await t.gql(UPSERT, { i: input });
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0]?.extensions?.field).toBe(field);
    expect(await t.app.db.prisma.document.count()).toBe(before);
  });

  it("unknown ids are NOT_FOUND", async () => {
    const r = await t.gql(
      `mutation { renameDocument(id: "00000000-0000-0000-0000-000000000000", title: "x") { id } }`,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const r2 = await t.gql(`mutation { archiveDocument(id: "not-an-id") { id } }`);
    expect(r2.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const r3 = await t.gql(`{ document(id: "nope") { id } }`);
    expect(r3.data?.document).toBeNull();
  });
});

describe("renameDocument, archiveDocument, documents", () => {
  it("renames with title history and TITLE_CONFLICT on collision", async () => {
    const a = await addDocument(t, { title: `Alpha ${uniq()}`, body: "A." });
    const b = await addDocument(t, { title: `Beta ${uniq()}`, body: "B." });
    const clash = await t.gql(
      `mutation($id: ID!, $t: String!) { renameDocument(id: $id, title: $t) { id } }`,
      {
        id: b.id,
        t: (await t.gql(`{ document(id: "${a.id}") { title } }`)).data.document.title.toLowerCase(),
      },
    );
    expect(clash.errors?.[0]?.extensions?.code).toBe("TITLE_CONFLICT");
    const ok = await t.gql(
      `mutation($id: ID!) { renameDocument(id: $id, title: "Gamma renamed ${uniq()}") { title titleHistory { title } } }`,
      { id: b.id },
    );
    expect(ok.data.renameDocument.titleHistory).toHaveLength(2);
  });

  it("archived documents leave search and reader listings", async () => {
    const d = await addDocument(t, { title: `Archived ${uniq()}`, body: "Gone soon." });
    await t.gql(`mutation { archiveDocument(id: "${d.id}") { status } }`);
    expect(
      await t.app.db.prisma.chunk.count({ where: { documentId: d.id, searchable: true } }),
    ).toBe(0);
    const anon = await t.gql(`{ document(id: "${d.id}") { id } }`, {}, null);
    expect(anon.data.document).toBeNull();
  });

  it("paginates with cursors, filters, and hides restricted documents from readers", async () => {
    const tag = uniq();
    for (let i = 0; i < 5; i++)
      await addDocument(t, {
        title: `Page ${tag} ${i}`,
        body: "x",
        groups: i === 4 ? ["secret"] : [],
      });
    const q = `query($f: DocumentFilter, $a: String) { documents(filter: $f, first: 2, after: $a) { edges { node { title } } pageInfo { hasNextPage endCursor } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const r: any = await t.gql(q, { f: { title: `Page ${tag}` }, a: after }, null);
      seen.push(...r.data.documents.edges.map((e: any) => e.node.title));
      if (!r.data.documents.pageInfo.hasNextPage) break;
      after = r.data.documents.pageInfo.endCursor;
    }
    expect(seen).toEqual([0, 1, 2, 3].map((i) => `Page ${tag} ${i}`));
    const forged = await t.gql(q, { f: null, a: "eyJ0IjoiZG9jdW1lbnQifQ" });
    expect(forged.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const huge = await t.gql(`{ documents(first: -1) { edges { cursor } } }`);
    expect(huge.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("callers", () => {
  it("anonymous is a READER; wrong key is UNAUTHENTICATED; wrong role is FORBIDDEN; revoked key stops working", async () => {
    expect((await t.gql(`{ viewer { role authenticated } }`, {}, null)).data.viewer).toEqual({
      role: "READER",
      authenticated: false,
    });
    const wrong = await t.gql(`{ viewer { role } }`, {}, "fn_not_a_real_key");
    expect(wrong.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(wrong.status).toBe(401);
    const reader = await t.createKey("READER");
    const forbidden = await t.gql(UPSERT, { i: { title: "x", body: "y" } }, reader.secret);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonWrite = await t.gql(UPSERT, { i: { title: "x", body: "y" } }, null);
    expect(anonWrite.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    await t.gql(`mutation { revokeApiKey(id: "${reader.id}") { revokedAt } }`);
    expect(
      (await t.gql(`{ viewer { role } }`, {}, reader.secret)).errors?.[0]?.extensions?.code,
    ).toBe("UNAUTHENTICATED");
    const stored = await t.app.db.prisma.apiKey.findUnique({ where: { id: reader.id } });
    expect(JSON.stringify(stored)).not.toContain(reader.secret);
  });

  it("admins list API keys (never a secret); revoked ones only on request; nobody else may list them", async () => {
    const name = `listed ${Date.now()}`;
    const kept = await t.createKey("REVIEWER", ["ops"], name);
    const gone = await t.createKey("READER", [], `${name} revoked`);
    await t.gql(`mutation { revokeApiKey(id: "${gone.id}") { id } }`);
    const active = (await t.gql(`{ apiKeys { id name role groups revokedAt } }`)).data.apiKeys;
    expect(active).toContainEqual({
      id: kept.id,
      name,
      role: "REVIEWER",
      groups: ["ops"],
      revokedAt: null,
    });
    expect(active.map((k: { id: string }) => k.id)).not.toContain(gone.id);
    const all = await t.gql(`{ apiKeys(includeRevoked: true) { id revokedAt } }`);
    expect(all.data.apiKeys.find((k: { id: string }) => k.id === gone.id).revokedAt).not.toBeNull();
    expect(JSON.stringify(all)).not.toContain(kept.secret);
    expect((await t.gql(`{ apiKeys { id } }`, {}, kept.secret)).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await t.gql(`{ apiKeys { id } }`, {}, null)).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("never leaks internals: unexpected errors are masked", async () => {
    const r = await t.gql(`{ nope }`);
    expect(r.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(JSON.stringify(r)).not.toMatch(/stacktrace|at Object|node_modules/);
    const res = await fetch(t.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors[0].extensions.code).toBe("BAD_REQUEST");
  });

  it("readiness checks the database", async () => {
    const res = await fetch(t.url.replace("/graphql", "/readyz"));
    expect(res.status).toBe(200);
  });
});

describe("one visibility rule wherever a document is reached", () => {
  it("an archived document: gone for a reader from document(id), documents and Source.document; an admin still sees it", async () => {
    const title = `Retired runbook ${uniq()}`;
    const doc = await addDocument(t, { title, body: "Restart the relay with `relayctl restart`." });
    const reader = (await t.createKey("READER", [], `archive reader ${uniq()}`)).secret;
    const asked = await t.gql(
      `mutation { ask(input: { question: "How do I restart the relay?" }) { id status sources { document { id } } } }`,
      {},
      reader,
    );
    expect(asked.data.ask.status).toBe("SUPPORTED");
    expect(asked.data.ask.sources[0].document).toEqual({ id: doc.id });
    await t.gql(`mutation { archiveDocument(id: "${doc.id}") { status } }`);

    const seen = async (key: string | undefined) => {
      const one = await t.gql(`{ document(id: "${doc.id}") { id } }`, {}, key);
      const list = await t.gql(
        `{ documents(filter: { title: "${title}" }) { edges { node { id } } } }`,
        {},
        key,
      );
      const viaSource = await t.gql(
        `{ myAnswers(first: 1) { edges { node { sources { document { id } } } } } }`,
        {},
        key,
      );
      return {
        document: one.data.document,
        listed: list.data.documents.edges.length,
        source: viaSource.data.myAnswers.edges[0]?.node.sources[0]?.document ?? null,
      };
    };
    expect(await seen(reader)).toEqual({ document: null, listed: 0, source: null });
    const admin = await t.gql(`{ document(id: "${doc.id}") { id status } }`);
    expect(admin.data.document).toEqual({ id: doc.id, status: "ARCHIVED" });
  });
});
