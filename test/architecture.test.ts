/** Fails when the dependency rule of DESIGN.md §5 is broken. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";

const SRC = path.join(__dirname, "..", "src");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory()
      ? e.name === "generated" || e.name === "__generated__"
        ? []
        : files(p)
      : p.endsWith(".ts")
        ? [p]
        : [];
  });
}

function imports(file: string): string[] {
  return [
    ...fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g),
  ].map((m) => m[1]!);
}

function violations(layer: string, forbidden: RegExp): string[] {
  return files(path.join(SRC, layer)).flatMap((f) =>
    imports(f)
      .filter((i) => forbidden.test(i))
      .map((i) => `${path.relative(SRC, f)} -> ${i}`),
  );
}

describe("dependency rule", () => {
  it("core imports no Prisma, GraphQL, Apollo, LangChain, fs or adapters, and never reads process.env", () => {
    expect(
      violations(
        "core",
        /prisma|generated|^graphql|@apollo|@langchain|node:fs|^fs$|adapters|\/graphql\//,
      ),
    ).toEqual([]);
    const env = files(path.join(SRC, "core")).filter((f) =>
      fs.readFileSync(f, "utf8").includes("process.env"),
    );
    expect(env).toEqual([]);
  });
  it("graphql never imports adapters or Prisma", () => {
    expect(violations("graphql", /adapters|prisma|generated\/prisma/)).toEqual([]);
  });
  it("adapters do not import each other", () => {
    for (const a of fs.readdirSync(path.join(SRC, "adapters"))) {
      const others = new RegExp(`adapters/(?!${a}/)|\\.\\./(?!\\.\\.)(?!${a})[a-z-]+/`);
      const bad = files(path.join(SRC, "adapters", a)).flatMap((f) =>
        imports(f).filter((i) => i.startsWith("../") && !i.startsWith("../../") && others.test(i)),
      );
      expect(bad).toEqual([]);
    }
  });
  it("only config.ts reads process.env", () => {
    const readers = files(SRC).filter((f) =>
      /process\.env/.test(fs.readFileSync(f, "utf8").replace(/\/\/.*$/gm, "")),
    );
    expect(readers.map((f) => path.relative(SRC, f))).toEqual(["config.ts"]);
  });
});
