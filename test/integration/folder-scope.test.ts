/**
 * A knowledge base of several products filed in folders ("pino/…", "ioredis/…"): the product a
 * question names scopes it to its folder, however many chunks name that product. Restricted
 * documents' folders are not read (statistics are public-only).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { PrismaRetriever } from "../../src/adapters/prisma/prisma-retriever";
import { ingestFolder } from "../../src/ingest/ingest-folder";
import { startTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await startTestApp({ transport: "in-process" });
  root = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-folders-"));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  // Pino is named in most chunks: by the share alone it would name nothing in particular
  for (const topic of ["levels", "serializers", "transports", "redaction", "child loggers"])
    write(
      `pino/${topic.replace(" ", "-")}.md`,
      `# Pino ${topic}\n\nPino writes ${topic} as JSON lines.\n`,
    );
  write(
    "ioredis/http.md",
    "# Autopipelining example\n\nThe example HTTP server listens on port 3000 and reads keys from Redis.\n",
  );
  write("pino/guides/express.md", "# Pino with Express\n\nUse pino-http as a middleware.\n");
  write("secret-product/notes.md", "---\ngroups: [finance]\n---\n# Notes\n\nInternal notes.\n");
  await ingestFolder(t.app.ingestTarget, root, { rootName: "kb" });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("folder scope", () => {
  it("the term statistics carry the folders and products of public documents only", async () => {
    const stats = await new PrismaRetriever(t.app.db.prisma).termStats();
    expect([...(stats.folders ?? [])].sort()).toEqual(["guid", "ioredi", "pino"]);
    // the first folders below the root are the products, however a question writes them
    expect([...(stats.products ?? [])].sort()).toEqual(["ioredi", "pino"]);
  });

  it("a question about Pino is not answered from the ioredis folder", async () => {
    const r = await t.gql(
      `mutation { ask(input: { question: "Which port does the Pino HTTP server listen on?" }) { status sources { title } } }`,
      {},
      null,
    );
    expect(r.data.ask.status).toBe("NOT_IN_KNOWLEDGE_BASE");
  });
});
