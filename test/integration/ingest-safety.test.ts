/**
 * Issue 57 item 3, item 7 and issue 58's binary file: ingest reads only inside the folder's real
 * path (a Markdown symlink leading out, an mdBook or Hugo include through a symlinked folder are
 * refused, with the reason in the report), refuses a file over INGEST_MAX_FILE_BYTES unread and a
 * binary file as "not text"; re-ingesting an unchanged folder keeps the groups an admin set through
 * the API (a page that states no groups), and every access change is in the report.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { ingestFolder, reportLines, type IngestReport } from "../../src/ingest/ingest-folder";
import { startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let base: string;
let root: string;
const SECRET = "SECRET_TOKEN=zebra-quartz-7781";

function write(file: string, body: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(async () => {
  t = await startTestApp({ transport: "in-process" });
  base = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-ingest-safety-"));
  root = path.join(base, "site");
  // outside the folder: a secret and a folder of "snippets"
  write(path.join(base, "private", ".env"), `${SECRET}\n`);
  write(path.join(base, "private", "secret.md"), `# Deployment secrets\n\n${SECRET}\n`);
  write(path.join(base, "outside-snippets", "env.txt"), `${SECRET}\n`);
  write(path.join(root, "intro.md"), "# Introduction\n\nThe walrus gateway forwards requests.\n");
  fs.symlinkSync(path.join(base, "private", "secret.md"), path.join(root, "linked.md"));
  fs.symlinkSync(path.join(base, "outside-snippets"), path.join(root, "snippets"));
  write(
    path.join(root, "book.md"),
    "# Book chapter\n\nThe chapter shows the file:\n\n{{#include snippets/env.txt}}\n",
  );
  write(
    path.join(root, "hugo.md"),
    '# Hugo page\n\nThe page shows the file:\n\n{{< readfile file="snippets/env.txt" >}}\n',
  );
  // a symlink inside the folder to a page inside the folder is fine
  write(path.join(root, "real", "inside.md"), "# Inside page\n\nThe inside page is linked.\n");
  fs.symlinkSync(path.join(root, "real", "inside.md"), path.join(root, "alias.md"));
  // 31 MB, sparse: refused before a byte is read
  const big = path.join(root, "huge.md");
  fs.writeFileSync(big, "# Huge\n");
  fs.truncateSync(big, 31 * 1024 * 1024);
  // random bytes named .md
  const bytes = Buffer.alloc(4096);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24;
  write(path.join(root, "blob.md"), bytes);
  // invalid UTF-8 without NUL bytes, mostly undecodable
  write(
    path.join(root, "latin.md"),
    Buffer.from(Array.from({ length: 400 }, (_, i) => 0x80 + (i % 64))),
  );
  // one stray byte in a long page is a page, not a binary file
  write(
    path.join(root, "stray.md"),
    Buffer.concat([
      Buffer.from(`# Stray byte\n\n${"The pelican ferry runs hourly. ".repeat(20)}`),
      Buffer.from([0xe9]),
      Buffer.from("\n"),
    ]),
  );
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(base, { recursive: true, force: true });
});

describe("ingest reads only the folder's own text files (issue 57 item 3, issue 58)", () => {
  let report: IngestReport;
  beforeAll(async () => {
    report = await ingestFolder(t.app.ingestTarget, root, { rootName: "safety" });
  });

  it("refuses a Markdown symlink that leads out of the folder, saying why", () => {
    const linked = report.refused.find((r) => r.file === "linked.md");
    expect(linked?.reason).toMatch(/outside the ingested folder/);
    expect(reportLines(report).join("\n")).toMatch(/refused \(not read\): linked\.md: outside/);
  });

  it("does not resolve an mdBook or Hugo include through a symlinked folder leading out", () => {
    expect(report.unresolvedIncludes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^book\.md: snippets\/env\.txt \(outside the ingested folder/),
        expect.stringMatching(/^hugo\.md: snippets\/env\.txt \(outside the ingested folder/),
      ]),
    );
  });

  it("no document holds the secret, and an anonymous ask does not find it", async () => {
    const docs = await t.app.db.prisma.documentRevision.findMany({ select: { body: true } });
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.some((d) => d.body.includes("zebra-quartz"))).toBe(false);
    const r = await t.gql(
      `mutation { ask(input: { question: "What is the SECRET_TOKEN zebra quartz?" }) { status text } }`,
      {},
      null,
    );
    expect(r.data.ask.text ?? "").not.toContain("zebra-quartz");
  });

  it("follows a symlink that stays inside the folder", () => {
    expect(report.refused.map((r) => r.file)).not.toContain("alias.md");
    expect(report.failed).toEqual([]);
  });

  it("refuses a 31 MB page unread, with the limit in the reason", () => {
    const huge = report.refused.find((r) => r.file === "huge.md");
    expect(huge?.reason).toMatch(/too large: 32505856 bytes, over the 2000000-byte limit/);
    expect(huge?.reason).toMatch(/INGEST_MAX_FILE_BYTES/);
  });

  it("refuses random bytes named blob.md and undecodable bytes as not text", () => {
    expect(report.refused.find((r) => r.file === "blob.md")?.reason).toMatch(/^not text/);
    expect(report.refused.find((r) => r.file === "latin.md")?.reason).toMatch(
      /^not text: \d+ of \d+ characters are not valid UTF-8/,
    );
    expect(report.refused.map((r) => r.file)).not.toContain("stray.md");
  });

  it("stores none of the refused files", async () => {
    const titles = (await t.app.db.prisma.document.findMany({ select: { sourcePath: true } }))
      .map((d) => d.sourcePath)
      .sort();
    expect(titles).toEqual([
      "safety/alias.md",
      "safety/book.md",
      "safety/hugo.md",
      "safety/intro.md",
      "safety/real/inside.md",
      "safety/stray.md",
    ]);
  });

  it("a smaller cap (maxFileBytes) refuses a page over it", async () => {
    const small = await ingestFolder(t.app.ingestTarget, path.join(root, "real"), {
      rootName: "small",
      maxFileBytes: 10,
    });
    expect(small.refused).toEqual([
      {
        file: "inside.md",
        reason: expect.stringMatching(/^too large: 42 bytes, over the 10-byte limit/),
      },
    ]);
  });

  it("reports progress while reading, then while writing", async () => {
    const seen: string[] = [];
    await ingestFolder(t.app.ingestTarget, path.join(root, "real"), {
      rootName: "progress",
      onProgress: (done, total, file, phase) => seen.push(`${phase} ${done}/${total} ${file}`),
    });
    expect(seen).toEqual(["read 1/1 inside.md", "write 1/1 inside.md"]);
  });
});

describe("re-ingest keeps the groups an admin set (issue 57 item 7)", () => {
  let kb: string;
  beforeAll(() => {
    kb = path.join(base, "handbook");
    write(path.join(kb, "leave.md"), "# Leave policy\n\nStaff take leave through the portal.\n");
  });

  it("an unchanged page that states no groups stays restricted, and access changes are reported", async () => {
    const first = await ingestFolder(t.app.ingestTarget, kb, { rootName: "handbook" });
    expect(first.created).toBe(1);
    const doc = await t.app.documents.findBySourcePath("handbook/leave.md");
    const current = await t.app.db.prisma.documentRevision.findUnique({
      where: { id: doc!.revision!.id },
    });
    const restricted = await t.gql(
      `mutation($i: DocumentInput!) { upsertDocument(input: $i) { id groups } }`,
      { i: { id: doc!.id, title: doc!.title, body: current!.body, groups: ["hr"] } },
    );
    expect(restricted.data.upsertDocument.groups).toEqual(["hr"]);

    const again = await ingestFolder(t.app.ingestTarget, kb, { rootName: "handbook" });
    expect(again.accessChanged).toEqual([]);
    const kept = await t.app.documents.findBySourcePath("handbook/leave.md");
    expect(kept!.groups).toEqual(["hr"]);
    const anonymous = await t.gql(
      `query($id: ID!) { document(id: $id) { id } }`,
      { id: doc!.id },
      null,
    );
    expect(anonymous.data.document).toBeNull();

    // the page now states its groups: the source decides, and the report says so
    write(
      path.join(kb, "leave.md"),
      "---\ngroups: []\n---\n# Leave policy\n\nStaff take leave through the portal.\n",
    );
    const opened = await ingestFolder(t.app.ingestTarget, kb, { rootName: "handbook" });
    expect(opened.accessChanged).toEqual([{ file: "leave.md", from: ["hr"], to: [] }]);
    expect(reportLines(opened)).toContain("access changed: leave.md: groups [hr] -> []");
    const publicNow = await t.gql(
      `query($id: ID!) { document(id: $id) { id } }`,
      { id: doc!.id },
      null,
    );
    expect(publicNow.data.document).toEqual({ id: doc!.id });
  });
});
