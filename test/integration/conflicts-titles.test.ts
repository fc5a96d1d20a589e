/** Conflicts listed and resolved by reviewers; the title report. Real HTTP, real database. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { ingestFolder } from "../../src/ingest/ingest-folder";
import { addDocument, startTestApp, type TestApp } from "../helpers/test-app";

/** Five random letters, for names no other test uses. */
const letters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    "",
  );

let t: TestApp;
let reviewer: string;
let reader: string;
let schedule: { id: string };
let bulletin: { id: string };

const ASK = `mutation($q: String!) { ask(input: { question: $q }) { id status conflicts { id conflictKey answerId sides { title documentId } resolution { decision winningDocumentId note } } } }`;
const ASK2 = `mutation($q: String!) { ask(input: { question: $q }) { id status text sources { title } limitations { kind message }
  conflicts { id conflictKey sides { title documentId } resolution { decision winningDocumentId note } } } }`;

beforeAll(async () => {
  t = await startTestApp();
  schedule = await addDocument(t, {
    title: "AX-4 maintenance schedule",
    body: "AX-4 inspection interval: 30 days.",
    effectiveDate: "2026-09-01",
  });
  bulletin = await addDocument(t, {
    title: "AX-4 field bulletin 7",
    body: "AX-4 inspection interval: 21 days.",
    effectiveDate: "2026-10-15",
  });
  reviewer = (await t.createKey("REVIEWER")).secret;
  reader = (await t.createKey("READER")).secret;
});
afterAll(async () => {
  await t?.close();
});

describe("conflicts", () => {
  it("are listed for reviewers, resolved once, and shown next to the conflict in later answers", async () => {
    const first = (await t.gql(ASK, { q: "What is the AX-4 inspection interval?" }, reader)).data
      .ask;
    expect(first.status).toBe("CONFLICTING");
    expect(first.conflicts[0].answerId).toBeNull();
    expect(first.conflicts[0].resolution).toBeNull();

    const list = `query($f: ConflictFilter) { conflicts(filter: $f) { edges { node { id conflictKey answerId fact resolution { decision } } } } }`;
    expect((await t.gql(list, {}, reader)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const open = await t.gql(list, { f: { resolved: false, documentId: bulletin.id } }, reviewer);
    expect(open.data.conflicts.edges).toHaveLength(1);
    const conflictId = open.data.conflicts.edges[0].node.id;
    expect(open.data.conflicts.edges[0].node.answerId).toBe(first.id);

    const resolve = `mutation($i: ResolveConflictInput!) { resolveConflict(input: $i) { decision winningDocumentId note reviewer } }`;
    const missingWinner = await t.gql(
      resolve,
      { i: { conflictId, decision: "SOURCE_WINS", note: "bulletin is newer" } },
      reviewer,
    );
    expect(missingWinner.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const foreignWinner = await t.gql(
      resolve,
      {
        i: {
          conflictId,
          decision: "SOURCE_WINS",
          winningDocumentId: "00000000-0000-0000-0000-000000000000",
          note: "x",
        },
      },
      reviewer,
    );
    expect(foreignWinner.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(
      (
        await t.gql(
          resolve,
          { i: { conflictId: "nope", decision: "BOTH_VALID", note: "x" } },
          reviewer,
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
    expect(
      (await t.gql(resolve, { i: { conflictId, decision: "BOTH_VALID", note: "x" } }, reader))
        .errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");

    const ok = await t.gql(
      resolve,
      { i: { conflictId, decision: "BOTH_VALID", note: "21 days applies in dusty sites only" } },
      reviewer,
    );
    expect(ok.data.resolveConflict).toMatchObject({
      decision: "BOTH_VALID",
      winningDocumentId: null,
      reviewer: "reviewer key",
    });

    // BOTH_VALID: later answers show both sides as valid with the note; the answer is no longer CONFLICTING
    const later = (await t.gql(ASK2, { q: "What is the AX-4 inspection interval?" }, reader)).data
      .ask;
    expect(later.status).not.toBe("CONFLICTING");
    expect(later.conflicts[0].conflictKey).toBe(first.conflicts[0].conflictKey);
    expect(later.conflicts[0].sides).toHaveLength(2);
    expect(later.conflicts[0].resolution).toEqual({
      decision: "BOTH_VALID",
      winningDocumentId: null,
      note: "21 days applies in dusty sites only",
    });
    expect(later.limitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "CONFLICT_RESOLVED",
          message: expect.stringMatching(/both valid: 21 days applies in dusty sites only/),
        }),
      ]),
    );
    // scoped to this test's documents: other tests make disagreements of their own
    expect(
      (await t.gql(list, { f: { resolved: false, documentId: bulletin.id } }, reviewer)).data
        .conflicts.edges,
    ).toEqual([]);
    // the review queue lists the disagreement once, with every answer that hit it
    const resolved = (
      await t.gql(
        `query($d: ID) { conflicts(filter: { resolved: true, documentId: $d }) { edges { node { conflictKey hits answerIds } } } }`,
        { d: bulletin.id },
        reviewer,
      )
    ).data.conflicts.edges;
    expect(resolved).toHaveLength(1);
    expect(resolved[0].node).toEqual({
      conflictKey: first.conflicts[0].conflictKey,
      hits: 2,
      answerIds: [later.id, first.id],
    });

    // SOURCE_WINS (resolveConflict also takes the conflictKey): later answers use the winner only
    const won = await t.gql(
      resolve,
      {
        i: {
          conflictId: first.conflicts[0].conflictKey,
          decision: "SOURCE_WINS",
          winningDocumentId: schedule.id,
          note: "bulletin withdrawn",
        },
      },
      reviewer,
    );
    expect(won.errors).toBeUndefined();
    const again = (await t.gql(ASK2, { q: "What is the AX-4 inspection interval?" }, reader)).data
      .ask;
    expect(again.conflicts[0].resolution.decision).toBe("SOURCE_WINS");
    expect(again.status).toBe("SUPPORTED");
    expect(again.text).toContain("30 days");
    expect(again.text).not.toContain("21 days");
    expect(again.sources.map((s: { title: string }) => s.title)).toEqual([
      "AX-4 maintenance schedule",
    ]);
    expect(again.limitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "CONFLICT_RESOLVED",
          message: expect.stringMatching(
            /in favour of "AX-4 maintenance schedule": bulletin withdrawn/,
          ),
        }),
      ]),
    );
    expect(await t.app.db.prisma.conflictResolution.count()).toBe(2);
    await expect(
      t.app.db.prisma.$executeRawUnsafe(`DELETE FROM "ConflictResolution"`),
    ).rejects.toThrow(/append-only/);
  });

  it("a changed revision makes a new conflict key", async () => {
    // a pair of its own: revising the shared bulletin would add a second disagreement for the others
    const code = `RX-${letters()}`; // letters only: a number in the name would be read as a quantity
    await addDocument(t, {
      title: `${code} maintenance schedule`,
      body: `${code} inspection interval: 30 days.`,
    });
    const own = await addDocument(t, {
      title: `${code} field bulletin 7`,
      body: `${code} inspection interval: 21 days.`,
    });
    const q = `What is the ${code} inspection interval?`;
    const before = (await t.gql(ASK, { q }, reader)).data.ask.conflicts[0].conflictKey;
    await addDocument(t, {
      id: own.id,
      title: `${code} field bulletin 7`,
      body: `${code} inspection interval: 14 days.`,
    });
    const after = (await t.gql(ASK, { q }, reader)).data.ask.conflicts[0];
    expect(after.conflictKey).not.toBe(before);
    expect(after.resolution).toBeNull();
  });
});

describe("staleness and review-by dates", () => {
  it("a source whose document was revised after the answer is shown as stale with the current revision", async () => {
    const d = await addDocument(t, {
      title: "Data retention",
      body: "Application logs are kept for 30 days.",
    });
    const a = (
      await t.gql(
        `mutation { ask(input: { question: "How long are application logs kept?" }) { id sources { stale revision } } }`,
        {},
        reader,
      )
    ).data.ask;
    expect(a.sources).toEqual([{ stale: false, revision: 1 }]);
    await addDocument(t, {
      id: d.id,
      title: "Data retention",
      body: "Application logs are kept for 45 days.",
    });
    const past = await t.gql(
      `{ answer(id: "${a.id}") { sources { stale revision currentRevision } } }`,
      {},
      reader,
    );
    expect(past.data.answer.sources).toEqual([{ stale: true, revision: 1, currentRevision: 2 }]);
    const stale = await t.gql(
      `{ answers(filter: { hasStaleSources: true }) { edges { node { id } } } }`,
      {},
      reviewer,
    );
    expect(stale.data.answers.edges.map((e: any) => e.node.id)).toContain(a.id);
  });

  it("documents past their review-by date add a limitation to answers citing them", async () => {
    await addDocument(t, {
      title: "On-call rotation",
      body: "Each on-call shift lasts 7 days.",
      reviewBy: "2020-01-01",
    });
    const a = (
      await t.gql(
        `mutation { ask(input: { question: "How long does an on-call shift last?" }) { status limitations { kind message } } }`,
        {},
        reader,
      )
    ).data.ask;
    expect(a.status).toBe("SUPPORTED");
    expect(a.limitations).toEqual([expect.objectContaining({ kind: "REVIEW_OVERDUE" })]);
  });
});

/** A docs folder written from { "path": "markdown" } into a fresh temporary directory. */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "titles-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("titleReport", () => {
  it("finds near-duplicates; a title others use as ordinary words, or a short one, is no finding (issue 58)", async () => {
    await addDocument(t, {
      title: "Release process",
      body: "Two reviewers approve every release.",
    });
    await addDocument(t, { title: "Release processes", body: "Legacy notes." });
    await addDocument(t, { title: "FAQ", body: "Questions." });
    await addDocument(t, {
      title: "Onboarding",
      body: "New engineers read the release process documentation in their first week.",
    });
    const q = `{ titleReport { collisions { titles } nearDuplicates { titles reason proposals { title } } indistinct { titles reason suggestedAction } } }`;
    expect((await t.gql(q, {}, reviewer)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const r = (await t.gql(q)).data.titleReport;
    expect(r.collisions).toEqual([]);
    // written through the API, the page has no section, folder or source: "(2)" is all there is
    expect(r.nearDuplicates).toEqual([
      expect.objectContaining({
        titles: ["Release process", "Release processes"],
        proposals: [{ title: "Release processes (2)" }],
      }),
    ]);
    // the old report listed both: "very short title", "occurs as ordinary words in 1 passage"
    const indistinct = r.indistinct.map((f: any) => f.titles[0]);
    expect(indistinct).not.toContain("FAQ");
    expect(indistinct).not.toContain("Release process");
  });

  it("names a page by its file, or a title another source has as a subject, with a proposal from its place", async () => {
    const tool = letters().toLowerCase();
    const book = letters().toLowerCase();
    const many = "A buffer holds bytes. Read the buffer, then copy the buffer.\n";
    const roots = [
      site({
        "index.md": "* [Buffer](buffer.md)\n",
        "buffer.md": "# Buffer\n\nBytes in memory.\n",
        ...Object.fromEntries(
          ["streams", "files", "sockets"].map((n) => [`${n}.md`, `# ${n}\n\n${many}`]),
        ),
        "guides/README.md": "# Operator guides\n\nHow to run it.\n",
        "guides/setup.md": "# Setup\n\n## Installation\n\nRun the installer.\n",
        "guides/getting-started.md": "# Getting Started\n\nStart here.\n",
        "guides/troubleshooting.md": "Restart it.\n",
      }),
      site({
        "README.md": "# The Book\n\nA book.\n",
        "start/README.md": "# First Steps\n\nWhere to begin.\n",
        "start/installation.md": "---\ntitle: Installation\n---\nInstall the toolchain.\n",
        "start/getting-started.md": "# Getting Started\n\nThe first program.\n",
      }),
    ];
    try {
      await ingestFolder(t.app.ingestTarget, roots[0]!, { rootName: tool });
      await ingestFolder(t.app.ingestTarget, roots[1]!, { rootName: book });
      const r = (
        await t.gql(
          `{ titleReport { collisions { titles proposals { title } } indistinct { titles reason proposals { title } } } }`,
        )
      ).data.titleReport;
      const of = (list: any[], title: string) => list.find((f) => f.titles.includes(title));
      // used as ordinary words on every other page of its own source: its subject, not a finding
      expect(of(r.indistinct, "Buffer")).toBeUndefined();
      expect(of(r.indistinct, "index")).toMatchObject({
        reason: expect.stringMatching(/only the page's file name/),
        proposals: [{ title: `Index (${tool})` }],
      });
      // "Installation" is a heading of the other source: named by its source
      expect(of(r.indistinct, "Installation")).toMatchObject({
        reason: expect.stringMatching(new RegExp(`heading of 1 page\\(s\\) of "${tool}"`)),
        proposals: [{ title: `Installation (${book})` }],
      });
      // no title and no heading: named by the title of its folder's README, as the breadcrumb shows
      expect(of(r.indistinct, "troubleshooting").proposals).toEqual([
        { title: "Troubleshooting (Operator guides)" },
      ]);
      // a real duplicate is still a finding: the older namesake is named by its source, not "(2)"
      expect(of(r.collisions, "Getting Started")).toMatchObject({
        titles: ["Getting Started"],
        proposals: [{ title: `Getting Started (${tool})` }],
      });
    } finally {
      for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
      const docs = await t.app.db.prisma.document.findMany({
        where: { OR: [tool, book].map((r) => ({ sourcePath: { startsWith: `${r}/` } })) },
      });
      // the report is global: leave none of these documents behind for the next test
      for (const d of docs) await t.app.ingestTarget.archive(d.id);
    }
  });

  it("reports keys written under an older normalisation as collisions to fix", async () => {
    const d = await addDocument(t, { title: "Glossary", body: "Terms." });
    await t.app.db.prisma.document.update({
      where: { id: d.id },
      data: { titleKey: "GLOSSARY (legacy)" },
    });
    try {
      const r = (await t.gql(`{ titleReport { collisions { titles documentIds reason } } }`)).data
        .titleReport;
      expect(r.collisions).toEqual([
        expect.objectContaining({
          documentIds: [d.id],
          reason: expect.stringMatching(/differs from the current normalisation/),
        }),
      ]);
    } finally {
      // the report is global: leave no legacy key behind for the other titleReport test
      await t.app.db.prisma.document.update({
        where: { id: d.id },
        data: { titleKey: "glossary" },
      });
    }
  });
});
