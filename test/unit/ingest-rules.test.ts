/** Pure rules of ingest: title qualification, lookalike skeletons, sentence segmentation, config. */
import { describe, expect, it } from "@jest/globals";
import { qualifyTitles } from "../../src/core/documents/qualify-titles";
import { titleSkeleton, mixedScripts } from "../../src/core/text/title-skeleton";
import { splitSentenceText } from "../../src/core/text/segment";
import { ConfigError, loadConfig } from "../../src/config";
import { MarkdownChunker } from "../../src/adapters/markdown/markdown-chunker";
import { titleHeading } from "../../src/ingest/site-markup";
import { readSourceDocument } from "../../src/ingest/read-source";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const file = (key: string, title: string) => {
  const parts = key.split("/");
  return { key, title, file: parts.pop()!.replace(/\.md$/, ""), folder: parts };
};

describe("qualifyTitles", () => {
  it.each([
    [
      "version folders: the shortest leading part of the folder path that tells them apart",
      [
        file("v1/1.76/getting-started.md", "Getting Started"),
        file("v2/2.19/getting-started.md", "Getting Started"),
        file("v2/2.20/getting-started.md", "Getting Started"),
      ],
      ["Getting Started (v1/1.76)", "Getting Started (v2/2.19)", "Getting Started (v2/2.20)"],
    ],
    [
      "same folder: told apart by file name",
      [
        file("SUMMARY.md", "The Rust Programming Language"),
        file("title-page.md", "The Rust Programming Language"),
        file("ch01.md", "Getting Started"),
      ],
      [
        "The Rust Programming Language (SUMMARY)",
        "The Rust Programming Language (title-page)",
        "Getting Started",
      ],
    ],
    [
      "case, spacing and confusable letters collide too",
      [file("a/x.md", "Supplier pricing"), file("b/x.md", "Suррliеr  PRICING")],
      ["Supplier pricing (a)", "Suррliеr  PRICING (b)"],
    ],
    ["a unique title is left alone", [file("a/x.md", "Rollback")], ["Rollback"]],
  ])("%s", (_name, files, titles) => {
    expect(qualifyTitles(files).map((q) => q.title)).toEqual(titles);
  });

  it("by the section pages' titles when they tell the group apart, else by folder", () => {
    const inSection = (key: string, section: string) => ({ ...file(key, "Exporters"), section });
    expect(
      qualifyTitles([
        inSection("languages/js/exporters.md", "JavaScript"),
        inSection("languages/net/exporters.md", ".NET"),
      ]).map((q) => q.title),
    ).toEqual(["Exporters (JavaScript)", "Exporters (.NET)"]);
    // every version's section page is "Introduction": that tells nothing apart
    expect(
      qualifyTitles([
        inSection("v1/1.76/exporters.md", "Introduction"),
        inSection("v2/2.19/exporters.md", "Introduction"),
      ]).map((q) => q.title),
    ).toEqual(["Exporters (v1)", "Exporters (v2)"]);
  });

  it("is stable: the same files give the same titles in any order", () => {
    const files = [file("v2/2.19/a.md", "A"), file("v1/1.76/a.md", "A"), file("v2/_dev/a.md", "A")];
    const one = new Map(qualifyTitles(files).map((q) => [q.key, q.title]));
    const two = new Map(qualifyTitles([...files].reverse()).map((q) => [q.key, q.title]));
    expect(two).toEqual(one);
  });
});

describe("lookalike titles", () => {
  it("Cyrillic lookalikes share the Latin title's skeleton; mixed scripts are named", () => {
    expect(titleSkeleton("Suррliеr рricing")).toBe(titleSkeleton("Supplier pricing"));
    // a capital letter of another script: "Вuffer" with Cyrillic В (issue 58)
    expect(titleSkeleton("\u0412uffer")).toBe(titleSkeleton("Buffer"));
    expect(titleSkeleton("\u0412UFFER")).toBe(titleSkeleton("buffer"));
    expect(titleSkeleton("Rollback")).not.toBe(titleSkeleton("Rollbacks"));
    expect(mixedScripts("Suррliеr рricing")).toEqual(["Latin", "Cyrillic"]);
    expect(mixedScripts("Supplier pricing")).toEqual([]);
  });
});

describe("sentence segmentation", () => {
  it.each([
    [
      "Prometheus client libraries vs. OpenTelemetry differ. Next.",
      ["Prometheus client libraries vs. OpenTelemetry differ.", "Next."],
    ],
    [
      "Use e.g. config.yaml in v2.19. The default is 2000.",
      ["Use e.g. config.yaml in v2.19.", "The default is 2000."],
    ],
    [
      "See https://example.com/a.b for more. Done.",
      ["See https://example.com/a.b for more.", "Done."],
    ],
    [
      "Ports i.e. 4317 and 4318 etc. are open. Yes.",
      ["Ports i.e. 4317 and 4318 etc. are open.", "Yes."],
    ],
  ])("%s", (text, expected) => {
    expect(splitSentenceText(text)).toEqual(expected);
  });
});

describe("chunks keep their context and lose no text", () => {
  it("a table split past the bound repeats its header; an over-long word is split, not truncated", () => {
    const rows = Array.from({ length: 30 }, (_, i) => `| option${i} | value ${i} |`).join("\n");
    const long = "y".repeat(700);
    const chunks = new MarkdownChunker(300).chunk(
      "Doc",
      `| Option | Value |\n| --- | --- |\n${rows}\n\n${long}`,
    );
    const tableChunks = chunks.filter((c) => c.text.includes("| option"));
    expect(tableChunks.length).toBeGreaterThan(1);
    for (const c of tableChunks) expect(c.text.startsWith("| Option | Value |")).toBe(true);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(300);
      for (const b of c.blocks) expect(b.end).toBeLessThanOrEqual(c.text.length);
    }
    expect(
      chunks
        .map((c) => c.text)
        .join("")
        .replace(/[^y]/g, "").length,
    ).toBe(700);
    const rowBlock = chunks
      .flatMap((c) => c.blocks.map((b) => ({ b, text: c.text.slice(b.start, b.end) })))
      .find((x) => x.text === "| option7 | value 7 |");
    expect(rowBlock?.b).toMatchObject({ kind: "row", context: "| Option | Value |" });
  });

  it("a list item carries the sentence that introduces its list", () => {
    const [chunk] = new MarkdownChunker(1200).chunk(
      "Doc",
      "To roll back:\n\n- stop the deploy\n- restore the previous image\n",
    );
    const items = chunk!.blocks.filter((b) => b.kind === "item");
    expect(items.map((b) => [chunk!.text.slice(b.start, b.end), b.context])).toEqual([
      ["- stop the deploy", "To roll back:"],
      ["- restore the previous image", "To roll back:"],
    ]);
  });
});

describe("probe set 19: nested option lists and a command's help output", () => {
  const quoted = (title: string, md: string) => {
    const [chunk] = new MarkdownChunker(4000).chunk(title, md);
    return chunk!.blocks.map((b) => [chunk!.text.slice(b.start, b.end).trim(), b.context ?? null]);
  };

  it("a list item holding a list is quoted as its own words and, apart, each nested item with those words as lead-in", () => {
    const md = [
      "`Cluster` accepts two arguments, where:",
      "",
      "0.  The first argument is a list of nodes.",
      "1.  The second argument is the options, where:",
      "",
      "    - `retryDelayOnFailover`: The default value is `100`.",
      "    - `maxRedirections`: The default value is `16`.",
      "",
      "    Both are in milliseconds.",
      "",
    ].join("\n");
    expect(quoted("ioredis", md)).toEqual([
      ["`Cluster` accepts two arguments, where:", null],
      ["0.  The first argument is a list of nodes.", "`Cluster` accepts two arguments, where:"],
      ["1.  The second argument is the options, where:", "`Cluster` accepts two arguments, where:"],
      [
        "- `retryDelayOnFailover`: The default value is `100`.",
        "The second argument is the options, where:",
      ],
      [
        "- `maxRedirections`: The default value is `16`.",
        "The second argument is the options, where:",
      ],
      ["Both are in milliseconds.", "`Cluster` accepts two arguments, where:"],
    ]);
  });

  it("a command's help output is quoted option by option, with its continuation lines, named by the command", () => {
    const md = [
      "```",
      "$ documentation --help build",
      "",
      "Options:",
      "  --version                  Show version number                       [boolean]",
      "  --shallow                  shallow mode turns off dependency resolution, only",
      "                             processing the specified files",
      "                                                      [boolean] [default: false]",
      '  --format, -f       [choices: "json", "md"] [default: "json"]',
      "```",
    ].join("\n");
    const blocks = quoted("Usage", md);
    expect(blocks.map(([text]) => text!.split("\n")[0]!.trim())).toEqual([
      "--version                  Show version number                       [boolean]",
      "--shallow                  shallow mode turns off dependency resolution, only",
      '--format, -f       [choices: "json", "md"] [default: "json"]',
    ]);
    expect(blocks[1]![0]).toContain("[boolean] [default: false]");
    expect(blocks.every(([, context]) => context === "$ documentation --help build")).toBe(true);
  });

  it("a code block of commands, or a diff, stays one block", () => {
    const commands = "```bash\nnpm install -g documentation\nnpm run build -- --watch\n```";
    expect(quoted("Install", commands).map(([, c]) => c)).toEqual([null]);
    const diff =
      "```diff\n-old-name     the name before\n-old-path     the path before\n-old-port     the port before\n+new-name     the name after\n```";
    expect(quoted("Diff", diff)).toHaveLength(1);
  });
});

describe("probe set 20: a configuration reference written as one commented sample", () => {
  const quoted = (md: string) => {
    const [chunk] = new MarkdownChunker(4000).chunk("axios", md);
    return chunk!.blocks.map((b) => chunk!.text.slice(b.start, b.end).trim());
  };

  it("is quoted setting by setting, each with the comment that explains it", () => {
    const md = [
      "```js",
      "{",
      "  // `method` is the request method to be used when making the request",
      "  method: 'get', // default",
      "",
      "  // `timeout` specifies the number of milliseconds before the request times out.",
      "  timeout: 1000, // default is `0` (no timeout)",
      "",
      "  // `decompress` indicates whether or not the response body should be decompressed",
      "  decompress: true, // default",
      "}",
      "```",
    ].join("\n");
    expect(quoted(md)).toEqual([
      "{\n  // `method` is the request method to be used when making the request\n  method: 'get', // default",
      "// `timeout` specifies the number of milliseconds before the request times out.\n  timeout: 1000, // default is `0` (no timeout)",
      "// `decompress` indicates whether or not the response body should be decompressed\n  decompress: true, // default\n}",
    ]);
  });

  it("a program whose comments explain statements, not settings, stays one block", () => {
    const md = [
      "```js",
      "// create a client",
      "const client = new Redis();",
      "",
      "// store a value",
      "await client.set('foo', 'bar');",
      "",
      "// read it back",
      "const value = await client.get('foo');",
      "```",
    ].join("\n");
    expect(quoted(md)).toHaveLength(1);
  });
});

describe("DATABASE_URL", () => {
  it("a PostgreSQL URL without a database name is refused (it would migrate the maintenance database)", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/" })).toThrow(
      /must name its database/,
    );
    expect(
      loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/fieldnote" }).database.url,
    ).toMatch(/fieldnote$/);
  });
});

describe("a README's heading line: badges and inline HTML are decoration, not the name", () => {
  // real first lines of two READMEs on npm; both were refused ("title is 211 characters long",
  // "title must not contain square brackets") and the page was lost
  const dotenv =
    "# dotenv [![NPM version](https://img.shields.io/npm/v/dotenv.svg?style=flat-square)](https://www.npmjs.com/package/dotenv) [![downloads](https://img.shields.io/npm/dw/dotenv)](https://www.npmjs.com/package/dotenv)\n\nLoads environment variables.\n";
  const qs =
    "# qs <sup>[![Version Badge][npm-version-svg]][package-url]</sup>\n\nA querystring parser.\n\n[npm-version-svg]: https://versionbadg.es/ljharb/qs.svg\n[package-url]: https://npmjs.org/package/qs\n";

  it("the title is the heading's words", () => {
    expect(titleHeading(dotenv)).toBe("dotenv");
    expect(titleHeading(qs)).toBe("qs");
    expect(titleHeading("# Using **`cargo install`** [safely](https://example.com)\n")).toBe(
      "Using cargo install safely",
    );
  });

  it("a breadcrumb shows the words and keeps code as written", () => {
    const chunks = new MarkdownChunker(1200).chunk(
      "dotenv",
      `${dotenv}\n## <a name="opts"></a> Options with \`config\`\n\nDefault: \`false\`.\n`,
    );
    expect(chunks.map((c) => c.breadcrumb)).toEqual(["dotenv", "dotenv › Options with `config`"]);
  });
});

describe("a folder's README without a # heading is named by its folder", () => {
  it("'node-fetch/README.md' (an HTML banner, then '## Motivation') is 'node-fetch'; another page keeps its first heading", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-readme-"));
    fs.mkdirSync(path.join(root, "node-fetch"));
    const body =
      '<div align="center"><img src="banner.svg" alt="Node Fetch"/></div>\n\n## Motivation\n\nWhy.\n';
    fs.writeFileSync(path.join(root, "node-fetch", "README.md"), body);
    fs.writeFileSync(path.join(root, "node-fetch", "guide.md"), body);
    expect(readSourceDocument(path.join(root, "node-fetch", "README.md"), root, "kb").title).toBe(
      "node-fetch",
    );
    expect(readSourceDocument(path.join(root, "node-fetch", "guide.md"), root, "kb").title).toBe(
      "Motivation",
    );
    // keyv's README heads every section with #: none of them is its title
    fs.mkdirSync(path.join(root, "keyv"));
    fs.writeFileSync(
      path.join(root, "keyv", "README.md"),
      "Simple key-value storage.\n\n# Features\n\nFast.\n\n# Usage\n\nUse it.\n",
    );
    expect(readSourceDocument(path.join(root, "keyv", "README.md"), root, "kb").title).toBe("keyv");
    // DataLoader's opens with its name; a later "# Contributing" does not make that a section
    fs.writeFileSync(
      path.join(root, "keyv", "README.md"),
      "# DataLoader\n\nBatching.\n\n# Contributing to this repo\n\nPlease do.\n",
    );
    expect(readSourceDocument(path.join(root, "keyv", "README.md"), root, "kb").title).toBe(
      "DataLoader",
    );
  });
});

describe("a page headed with square brackets is filed, not refused", () => {
  it("'Method: `run(task[, options])`' is titled with parentheses and the change is noted", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-brackets-"));
    fs.writeFileSync(
      path.join(root, "method.md"),
      "---\nid: Methods\n---\n## Method: `run(task[, options])`\n\nSchedules a task.\n",
    );
    const doc = readSourceDocument(path.join(root, "method.md"), root, "kb");
    expect(doc.title).not.toMatch(/[[\]]/);
    expect(doc.title).toContain("run(task(, options))");
    expect(doc.titleNotes).toEqual([
      "square brackets in the source title written as parentheses (they end a citation)",
    ]);
  });
});
