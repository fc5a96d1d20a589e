/**
 * Ingest of real documentation-site layouts: one small fixture per generator (Hugo/Docsy, MkDocs,
 * mdBook, Docusaurus), source identity across re-ingests, an admin's rename, history that stays
 * history, and both shared corpora ingested completely with distinct titles.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { ingestFolder, type IngestReport } from "../../src/ingest/ingest-folder";
import { normalizeTitle } from "../../src/core/text/normalize-title";
import { startTestApp, type TestApp } from "../helpers/test-app";

const SITES = path.join(__dirname, "..", "fixtures", "sites");
const CORPORA = path.join(__dirname, "..", "..", "..", "shared", "corpora");
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ transport: "in-process" });
});
afterAll(async () => {
  await t?.close();
});

const docsOf = (prefix: string) =>
  t.app.db.prisma.document.findMany({
    where: { sourcePath: { startsWith: prefix } },
    include: { currentRevision: true },
    orderBy: { sourcePath: "asc" },
  });
const searchable = async (documentId: string) =>
  (
    await t.app.db.prisma.chunk.findMany({
      where: { documentId, searchable: true },
      orderBy: { ordinal: "asc" },
    })
  )
    .map((c) => c.text)
    .join("\n\n");

describe("Hugo / Docsy", () => {
  let report: IngestReport;
  beforeAll(async () => {
    report = await ingestFolder(t.app.ingestTarget, path.join(SITES, "hugo", "content"), {
      rootName: "hugo-site",
    });
  });

  it("qualifies every member of a colliding title group by its folder, and skips drafts and empty pages with a line", () => {
    expect(report.qualified.map((q) => q.title).sort()).toEqual([
      "Getting Started (docs/v1)",
      "Getting Started (docs/v2)",
    ]);
    expect(report.drafts).toEqual(["docs/v2/draft-page.md"]);
    // a section index of front matter and a comment has nothing to cite: skipped, not failed
    expect(report.empty).toEqual(["docs/_index.md"]);
    expect(report.failed).toEqual([]);
    expect(report.notMarkdown).toEqual(["docs/v2/diagram.png"]);
    expect(report.created).toBe(3);
  });

  it("renders shortcodes: values become words, callouts keep their text, figures their caption, includes resolve", async () => {
    const [doc] = (await docsOf("hugo-site/docs/v1/")).filter(
      (d) => d.sourcePath === "hugo-site/docs/v1/getting-started.md",
    );
    const text = await searchable(doc!.id);
    expect(text).toContain("How to run the collector for the first time."); // description, searchable
    expect(text).toContain("--collector.queue-size=2000");
    expect(text).toContain("The default queue size is 2000.");
    expect(text).toMatch(/\| TLS\s+\| yes \|/);
    expect(text).toMatch(/\| Kerberos \| no \|/);
    expect(text).toContain("Collector architecture overview");
    expect(text).toContain("The UI listens on port 16686."); // {{% include %}} inside the root
    expect(text).not.toMatch(/\{\{|<!--|editor's note/);
    expect(doc!.aliases).toEqual(["/docs/start/", "/docs/quickstart/"]);
    expect(doc!.currentRevision!.effectiveDate!.toISOString()).toBe("2024-05-01T00:00:00.000Z"); // date:
    expect(report.unknownShortcodes.map((s) => s.name).sort()).toEqual([
      "currentVersion",
      "unknownwidget",
    ]);
  });

  it("documents can be listed by source path, one file or a whole folder", async () => {
    const q = `query($p: String) { documents(filter: { sourcePath: $p }, first: 50) { edges { node { title sourcePath } } } }`;
    const one = (
      await t.gql(q, { p: "hugo-site/docs/v2/getting-started.md" })
    ).data.documents.edges.map((e: { node: unknown }) => e.node);
    expect(one).toEqual([
      { title: "Getting Started (docs/v2)", sourcePath: "hugo-site/docs/v2/getting-started.md" },
    ]);
    const folder = (await t.gql(q, { p: "hugo-site/docs/" })).data.documents.edges
      .map((e: { node: { sourcePath: string } }) => e.node.sourcePath)
      .sort();
    expect(folder).toEqual([
      "hugo-site/docs/v1/getting-started.md",
      "hugo-site/docs/v2/getting-started.md",
    ]);
  });

  it("a second ingest of the unchanged folder reports no change", async () => {
    const again = await ingestFolder(t.app.ingestTarget, path.join(SITES, "hugo", "content"), {
      rootName: "hugo-site",
    });
    expect(again).toMatchObject({ created: 0, revised: 0, updated: 0, unchanged: 3, archived: [] });
    expect(again.qualified).toEqual([]);
  });
});

describe("Hugo sections: a page's section is named as the site names it", () => {
  let report: IngestReport;
  const reader = { keyId: null, name: "reader", role: "READER" as const, groups: [] };
  beforeAll(async () => {
    report = await ingestFolder(t.app.ingestTarget, path.join(SITES, "hugo-sections", "content"), {
      rootName: "otel-site",
    });
  });

  it("colliding titles are qualified by their section pages' titles ('JavaScript' for languages/js)", () => {
    expect(report.qualified.map((q) => q.title).sort()).toEqual([
      "Exporters (Go)",
      "Exporters (JavaScript)",
      "Exporters (Python)",
    ]);
  });

  it("a question naming the section's name finds that section's page, and parallel pages never conflict", async () => {
    const js = await t.app.services.ask(
      reader,
      "What is the default OTLP endpoint of the JavaScript exporter?",
    );
    expect(js.status).toBe("SUPPORTED");
    expect(js.text).toContain("http://localhost:4318/v1/traces");
    expect(js.sources.map((s) => s.title)).toEqual(["Exporters (JavaScript)"]);
    // 4317 (Python, gRPC) and 4318 (Go, HTTP) are two languages' defaults, not a disagreement
    const python = await t.app.services.ask(
      reader,
      "What is the default OTLP endpoint of the Python exporter?",
    );
    expect(python.status).toBe("SUPPORTED");
    expect(python.text).toContain("localhost:4317");
    expect(python.conflicts).toEqual([]);
  });

  it("a question that names no section is told the answer differs by section, and is not SUPPORTED", async () => {
    const any = await t.app.services.ask(
      reader,
      "What is the default OTLP endpoint of the exporter?",
    );
    expect(any.status).toBe("PARTIAL");
    expect(any.conflicts).toEqual([]);
    const note = any.limitations.find((l) => l.kind === "SECTION_DEPENDENT");
    expect(note?.message).toContain('"Exporters (Go)"');
    expect(note?.message).toContain('"Exporters (Python)"');
  });
});

describe("MkDocs, mdBook, Docusaurus", () => {
  it("MkDocs: admonitions keep their content; a page without # takes its first heading as title", async () => {
    await ingestFolder(t.app.ingestTarget, path.join(SITES, "mkdocs", "docs"), {
      rootName: "mkdocs-site",
    });
    const docs = await docsOf("mkdocs-site/");
    expect(docs.map((d) => d.title).sort()).toEqual(["Installing the agent", "Welcome"]);
    const install = docs.find((d) => d.title === "Installing the agent")!;
    const text = await searchable(install.id);
    expect(text).toContain("The agent needs Python 3.11 or newer.");
    expect(text).toContain("Use a virtual environment.");
    expect(text).not.toContain("!!!");
  });

  it("mdBook: includes inside the root resolve (anchors honoured), those outside are removed and reported", async () => {
    const report = await ingestFolder(t.app.ingestTarget, path.join(SITES, "mdbook"), {
      rootName: "mdbook-site",
    });
    const docs = await docsOf("mdbook-site/");
    // "Hello, World!" is qualified too when another test's site already holds that title
    expect(docs.map((d) => d.title).sort()).toEqual([
      expect.stringMatching(/^Hello, World!( \(.+\))?$/),
      "The Book (SUMMARY)",
      "The Book (title-page)",
    ]);
    const text = await searchable(docs.find((d) => d.title.startsWith("Hello, World!"))!.id);
    expect(text).toContain('println!("Hello, world!");');
    expect(text).not.toContain("ANCHOR");
    expect(text).not.toContain("{{#");
    expect(report.unresolvedIncludes).toEqual([
      expect.stringMatching(/outside\.rs \(outside the ingested folder\)/),
    ]);
  });

  it("Docusaurus: MDX imports, JSX tags and ::: fences go, their text stays", async () => {
    await ingestFolder(t.app.ingestTarget, path.join(SITES, "docusaurus", "docs"), {
      rootName: "docusaurus-site",
    });
    const [doc] = await docsOf("docusaurus-site/");
    const text = await searchable(doc!.id);
    expect(doc!.title).toBe("Setup");
    expect(text).toContain("Node.js 20 is required.");
    expect(text).toContain("Run `npm install`.");
    expect(text).not.toMatch(/import |<Tabs|<TabItem|:::/);
  });
});

describe("identity is the source", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-ingest-"));
  const site = path.join(tmp, "handbook");
  // each test ingests a root of its own: a root's ingest archives what is missing from it
  const writeIn = (root: string, rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  const write = (rel: string, text: string) => writeIn(site, rel, text);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("an admin's rename survives re-ingest; a changed source title is applied as a rename; a missing file is archived", async () => {
    write("ops/oncall.md", "# On-call\n\nThe on-call rotation changes every Monday.\n");
    write("ops/deploy.md", "# Deploys\n\nDeploys happen on weekdays.\n");
    await ingestFolder(t.app.ingestTarget, site);
    const [deploy, oncall] = await docsOf("handbook/");
    const renamed = await t.gql(
      `mutation($id: ID!) { renameDocument(id: $id, title: "On-call rotation (SRE)") { title } }`,
      { id: oncall!.id },
    );
    expect(renamed.errors).toBeUndefined();
    write("ops/deploy.md", "# Deployments\n\nDeploys happen on weekdays.\n");
    const again = await ingestFolder(t.app.ingestTarget, site);
    expect(again.renamed).toEqual([{ file: "ops/deploy.md", from: "Deploys", to: "Deployments" }]);
    const after = await docsOf("handbook/");
    expect(after.map((d) => d.title)).toEqual(["Deployments", "On-call rotation (SRE)"]);
    expect(after.map((d) => d.id)).toEqual([deploy!.id, oncall!.id]); // same documents, not new ones
    const history = await t.gql(
      `query($id: ID!) { document(id: $id) { titleHistory { title } } }`,
      { id: deploy!.id },
    );
    expect(history.data.document.titleHistory.map((h: { title: string }) => h.title)).toEqual([
      "Deploys",
      "Deployments",
    ]);

    // a subfolder is a different root: it archives nothing of this one
    await ingestFolder(t.app.ingestTarget, path.join(site, "ops"));
    expect((await docsOf("handbook/")).every((d) => d.status === "ACTIVE")).toBe(true);
    fs.rmSync(path.join(site, "ops/deploy.md"));
    const third = await ingestFolder(t.app.ingestTarget, site);
    expect(third.archived).toEqual(["handbook/ops/deploy.md"]);
    expect((await t.app.db.prisma.document.findUnique({ where: { id: deploy!.id } }))!.status).toBe(
      "ARCHIVED",
    );
    expect(
      await t.app.db.prisma.documentRevision.count({ where: { documentId: deploy!.id } }),
    ).toBeGreaterThan(0);
  });

  it("an older version never becomes current, and re-ingest makes no revision for an unchanged source", async () => {
    const policies = path.join(tmp, "policies");
    writeIn(
      policies,
      "policy.md",
      "---\ntitle: Leave policy\neffective_date: 2026-01-01\n---\nLeave is 25 days.\n",
    );
    writeIn(
      policies,
      "_history/policy-2025.md",
      "---\ntitle: Leave policy\nsource_url: policy.md\neffective_date: 2025-01-01\n---\nLeave is 20 days.\n",
    );
    await ingestFolder(t.app.ingestTarget, policies);
    const [doc] = await docsOf("policies/policy.md");
    expect(doc!.currentRevision!.body).toBe("Leave is 25 days.");
    const revisions = await t.app.db.prisma.documentRevision.count({
      where: { documentId: doc!.id },
    });
    expect(revisions).toBe(2);
    for (let i = 0; i < 2; i++) {
      const r = await ingestFolder(t.app.ingestTarget, policies);
      expect(r.revised).toBe(0);
    }
    expect(await t.app.db.prisma.documentRevision.count({ where: { documentId: doc!.id } })).toBe(
      revisions,
    );
  });

  it("a title with bidirectional controls is ingested with them removed, and flagged", async () => {
    const tricky = path.join(tmp, "tricky");
    writeIn(tricky, "tricky.md", '---\ntitle: "Roll\u202Eback guide"\n---\nText.\n');
    const r = await ingestFolder(t.app.ingestTarget, tricky);
    expect(r.flagged).toEqual([
      { file: "tricky.md", note: expect.stringMatching(/bidirectional/) },
    ]);
    const [doc] = await docsOf("tricky/tricky.md");
    expect(doc!.title).toBe("Rollback guide");
  });

  it("a page with a stray control character is ingested without it, and flagged (not failed)", async () => {
    const stray = path.join(tmp, "stray");
    writeIn(
      stray,
      "cors.md",
      "# CORS\n\nIt checks the request origin against your `\u001Corigins`.\n\nThe default log level will be INFO.\n",
    );
    const r = await ingestFolder(t.app.ingestTarget, stray);
    expect(r.failed).toEqual([]);
    expect(r.flagged).toEqual([
      { file: "cors.md", note: expect.stringMatching(/1 control character/) },
    ]);
    const [doc] = await docsOf("stray/cors.md");
    expect(doc!.currentRevision!.body).toContain("`origins`");
  });
});

describe("titleReport an admin can act on", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-titles-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), text);
  };

  it("a page added by a later ingest is the only one qualified; the report proposes qualifying the older one", async () => {
    write("team-a/overview.md", "# Platform overview\n\nTeam A runs the platform.\n");
    write("team-b/guides/overview.md", "# Platform overview\n\nTeam B runs the guides.\n");
    await ingestFolder(t.app.ingestTarget, path.join(tmp, "team-a"));
    const later = await ingestFolder(t.app.ingestTarget, path.join(tmp, "team-b"));
    expect(later.qualified).toEqual([
      {
        file: "guides/overview.md",
        title: "Platform overview (guides)",
        from: "Platform overview",
      },
    ]);
    const q = `{ titleReport { qualified { titles proposals { title } } collisions { titles reason proposals { documentId title } }
      nearDuplicates { titles } lookalikes { titles reason proposals { title } } } }`;
    const r = (await t.gql(q)).data.titleReport;
    // (other tests' sites may add qualified titles of their own)
    expect(r.qualified.map((f: { titles: string[] }) => f.titles[0])).toEqual(
      expect.arrayContaining(["Platform overview (guides)"]),
    );
    const older = r.collisions.find(
      (f: { titles: string[] }) => f.titles[0] === "Platform overview",
    );
    expect(older.proposals).toEqual([
      {
        documentId: expect.any(String),
        title: expect.stringMatching(/^Platform overview \(.+\)$/),
      },
    ]);
    // siblings qualified on purpose are not near-duplicates
    expect(JSON.stringify(r.nearDuplicates)).not.toContain("Getting Started (docs/v");
  });

  it("an alias that names another document is reported", async () => {
    write("alias/a.md", "---\ntitle: Quick start\naliases: [/runbook/]\n---\nStart here.\n");
    write("alias/b.md", "# Runbook\n\nWhat to do when paged.\n");
    await ingestFolder(t.app.ingestTarget, path.join(tmp, "alias"));
    const report = (await t.gql(`{ titleReport { collisions { titles reason } } }`)).data
      .titleReport;
    expect(report.collisions).toEqual(
      expect.arrayContaining([
        {
          titles: ["Quick start", "Runbook"],
          reason: expect.stringMatching(/alias "\/runbook\/"/),
        },
      ]),
    );
  });

  it("lookalike titles (another script's letters) are reported with a concrete proposal", async () => {
    write("look/a.md", "# Supplier pricing\n\nPrices.\n");
    write("look/b.md", "# Suррliеr рricing\n\nOther prices.\n");
    const r = await ingestFolder(t.app.ingestTarget, path.join(tmp, "look"));
    expect(r.qualified.map((q) => q.title).sort()).toEqual([
      "Supplier pricing (a)",
      "Suррliеr рricing (b)",
    ]);
    const report = (
      await t.gql(`{ titleReport { lookalikes { titles reason proposals { title } } } }`)
    ).data.titleReport;
    expect(report.lookalikes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          titles: ["Suррliеr рricing (b)"],
          reason: expect.stringMatching(/Latin and Cyrillic/),
        }),
      ]),
    );
  });
});

(fs.existsSync(CORPORA) ? describe : describe.skip)("the shared corpora ingest completely", () => {
  it.each([
    ["jaeger", 111],
    ["rustbook", 112],
  ])(
    "%s: every page stored, every title distinct",
    async (name, count) => {
      const r = await ingestFolder(t.app.ingestTarget, path.join(CORPORA, name, "docs"), {
        rootName: `corpus-${name}`,
      });
      expect(r.failed).toEqual([]);
      expect(r.collisions).toEqual([]);
      expect(r.created).toBe(count);
      const docs = await docsOf(`corpus-${name}/`);
      expect(docs).toHaveLength(count);
      expect(new Set(docs.map((d) => normalizeTitle(d.title))).size).toBe(count);
      if (name === "jaeger") {
        expect(docs.map((d) => d.title)).toEqual(
          expect.arrayContaining(["Getting Started (v1/1.76)", "Getting Started (v2/2.19)"]),
        );
      } else {
        expect(docs.map((d) => d.title)).toEqual(
          expect.arrayContaining(["The Rust Programming Language (SUMMARY)", "Data Types"]),
        );
      }
    },
    120_000,
  );
});
