/** The title report's proposals and indistinct titles, as pure rules (issue 58). */
import { describe, expect, it } from "@jest/globals";
import type { TitleRow } from "../../src/core/documents/document-ports";
import { indistinctOf } from "../../src/core/documents/title-indistinct";
import {
  FILE_NAME_TITLE_NOTE,
  isFileNameTitle,
  proposer,
  sourceOf,
} from "../../src/core/documents/title-proposals";
import { titleSkeleton } from "../../src/core/text/title-skeleton";

let n = 0;
const row = (title: string, sourcePath: string | null, titleNotes: string[] = []): TitleRow => ({
  id: `d${++n}`,
  title,
  titleKey: title.toLowerCase(),
  status: "ACTIVE",
  sourcePath,
  titleOrigin: "SOURCE",
  aliases: [],
  titleNotes,
});
const taken = (docs: TitleRow[]) => new Set(docs.map((d) => titleSkeleton(d.title)));

describe("title proposals", () => {
  it("name the source of a source key, a URL's host, and the API's documents", () => {
    expect(sourceOf(row("x", "nodejs/api/fs.md"))).toBe("nodejs");
    expect(sourceOf(row("x", "https://Docs.Example.com/a"))).toBe("docs.example.com");
    expect(sourceOf(row("x", null))).toBe("");
  });

  it("take the nearest section's title, then folders, then the source; (2) only without any", () => {
    const docs = [
      row("Operator guides", "tool/guides/README.md"),
      row("Setup", "tool/guides/setup.md"),
      row("Setup", "tool/guides/v2/setup.md"),
      row("Notes", null),
    ];
    const p = proposer(docs, taken(docs));
    expect(p.propose(docs[1]!, "place")).toBe("Setup (Operator guides)");
    // the first proposal is taken: the next document gets the next place, never the same title
    expect(p.propose(docs[2]!, "place")).toBe("Setup (v2)");
    expect(p.propose(docs[2]!, "source")).toBe("Setup (v2)"); // one proposal per document
    expect(p.propose(docs[3]!, "place")).toBe("Notes (2)");
    const q = proposer(docs, taken(docs));
    expect(q.propose(docs[1]!, "source")).toBe("Setup (tool)");
    expect(q.propose(docs[2]!, "folder")).toBe("Setup (guides)");
  });
});

describe("indistinct titles", () => {
  it("are file-name titles and titles another source has as a subject, not ordinary words", () => {
    const docs = [
      row("index", "api/index.md"),
      row("docs", "book/docs/README.md", [FILE_NAME_TITLE_NOTE]),
      row("Buffer", "api/buffer.md"),
      row("Installation", "book/installation.md"),
    ];
    expect(docs.map(isFileNameTitle)).toEqual([true, true, false, false]);
    const mentions = new Map([
      // 590 pages of its own source: its subject there, no finding
      [docs[2]!.id, new Map([["api", 590]])],
      [docs[3]!.id, new Map([["jaeger", 4]])],
    ]);
    const found = indistinctOf(docs, mentions, proposer(docs, taken(docs)), new Set());
    expect(found.map((f) => [f.titles[0], f.proposals[0]!.title])).toEqual([
      ["index", "Index (api)"],
      ["docs", "Docs (book)"],
      ["Installation", "Installation (book)"],
    ]);
  });
});
