/**
 * Issue 58: GET /graphql served Apollo's Sandbox, which loads its scripts from the internet. A
 * browser now gets a self-contained explorer (nothing loaded from elsewhere), and /schema.graphql
 * serves the schema file; both follow INTROSPECTION.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fs from "node:fs";
import path from "node:path";
import { startTestApp, type TestApp } from "../helpers/test-app";

const schemaFile = fs.readFileSync(path.join(__dirname, "../../schema.graphql"), "utf8");

describe("offline explorer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it("a browser's GET /graphql gets a page that loads nothing from elsewhere", async () => {
    const res = await fetch(t.url, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/connect-src 'self'/);
    const html = await res.text();
    expect(html).toContain("Fieldnote GraphQL explorer");
    // no script, style, font or frame from any other host (Sandbox loaded embeddable-sandbox.cdn.apollographql.com)
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/apollographql\.com|cdn\./i);
  });

  it("GET /schema.graphql is the schema file", async () => {
    const res = await fetch(t.url.replace(/graphql$/, "schema.graphql"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/plain/);
    expect(await res.text()).toBe(schemaFile);
  });

  it("GET /graphql with a query still runs it", async () => {
    const res = await fetch(`${t.url}?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { accept: "application/json", "apollo-require-preflight": "1" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: "Query" } });
  });
});

describe("introspection off", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { INTROSPECTION: "false" } });
  });
  afterAll(async () => t?.close());

  it("neither the explorer nor the schema file is served", async () => {
    const page = await fetch(t.url, { headers: { accept: "text/html" } });
    expect(page.headers.get("content-type") ?? "").not.toMatch(/text\/html/);
    expect((await fetch(t.url.replace(/graphql$/, "schema.graphql"))).status).toBe(404);
  });
});
