import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { globRegExp, readTarball } from "../../eval/corpora/fetch";
import { diffBaseline, type PredictionLine } from "../../eval/run-all";

describe("eval sets: globs and tarballs", () => {
  it("globs: * within a folder, ** across folders, dotfiles, alternatives", () => {
    expect(globRegExp("**/*.md").test("README.md")).toBe(true);
    expect(globRegExp("**/*.md").test("docs/a/b.md")).toBe(true);
    expect(globRegExp("**/*.md").test(".github/x.md")).toBe(true);
    expect(globRegExp("*.md").test("docs/b.md")).toBe(false);
    expect(globRegExp("docs/{runtime,pm}/*.mdx").test("docs/pm/x.mdx")).toBe(true);
    expect(globRegExp("docs/{runtime,pm}/*.mdx").test("docs/test/x.mdx")).toBe(false);
    expect(globRegExp("README.md").test("READMEXmd")).toBe(false);
  });

  it("reads a .tgz's files without its root folder, long names included", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fetch-test-"));
    const long = `docs/${"a".repeat(120)}/page.md`;
    fs.mkdirSync(path.join(dir, "mscdex-ssh2-abc", path.dirname(long)), { recursive: true });
    fs.writeFileSync(path.join(dir, "mscdex-ssh2-abc", "README.md"), "# ssh2\n");
    fs.writeFileSync(path.join(dir, "mscdex-ssh2-abc", long), "long\n");
    execFileSync("tar", ["czf", "p.tgz", "mscdex-ssh2-abc"], { cwd: dir });
    const files = readTarball(path.join(dir, "p.tgz"), (p) => p.endsWith(".md"));
    expect([...files.keys()].sort()).toEqual(["README.md", long]);
    expect(files.get(long)!.toString()).toBe("long\n");
    fs.rmSync(dir, { recursive: true });
  });
});

describe("eval:all --check", () => {
  const line = (over: Partial<PredictionLine>): PredictionLine => ({
    set: "s",
    id: "q",
    type: "direct",
    status: "SUPPORTED",
    grounded: true,
    claims: 1,
    citations: ["a.md"],
    quotes: ["x"],
    answer: "x",
    correct: true,
    reason: "",
    ...over,
  });
  it("groups changed predictions and ignores questions the run did not ask", () => {
    const base = [
      line({ id: "a" }),
      line({ id: "b", correct: false, reason: "status PARTIAL" }),
      line({ id: "c" }),
      line({ id: "d" }),
      line({ id: "other-set", set: "t" }),
    ];
    const run = [
      line({ id: "a", correct: false, reason: "no gold citation", citations: [] }),
      line({ id: "b" }),
      line({ id: "c", answer: "x y" }),
      line({ id: "d" }),
    ];
    const expected = new Set(["s/a", "s/b", "s/c", "s/d"]);
    const { groups, changed } = diffBaseline(run, base, expected);
    expect(changed).toBe(3);
    expect(groups["right→wrong"]![0]).toMatch(/^s\/a/);
    expect(groups["wrong→right"]![0]).toMatch(/^s\/b/);
    expect(groups["same verdict, other text"]![0]).toMatch(/^s\/c/);
    expect(diffBaseline(base.slice(3, 4), base, new Set(["s/d"])).changed).toBe(0);
  });
});
