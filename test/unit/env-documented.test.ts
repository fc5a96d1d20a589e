/** Every variable config.ts reads is in .env.example and in the README's configuration table. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { EnvSchema } from "../../src/config";

const ROOT = path.join(__dirname, "..", "..");
const variables = Object.keys(EnvSchema.shape);

describe("configuration is documented", () => {
  it(".env.example names every variable", () => {
    const example = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8");
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(variables.filter((v) => !listed.has(v))).toEqual([]);
  });
  it("the README's configuration table names every variable", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("## GraphQL operations"),
    );
    expect(variables.filter((v) => !table.includes(`\`${v}\``))).toEqual([]);
  });
});
