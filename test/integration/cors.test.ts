/** CORS_ORIGINS: a browser frontend on another origin can call the API; other origins get no CORS grant. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { loadConfig } from "../../src/config";
import { startTestApp, type TestApp } from "../helpers/test-app";

let withCors: TestApp;
let without: TestApp;
beforeAll(async () => {
  withCors = await startTestApp({
    env: { CORS_ORIGINS: "http://localhost:3000, https://app.example.com" },
  });
  without = await startTestApp();
});
afterAll(async () => {
  await withCors?.close();
  await without?.close();
});

const preflight = (t: TestApp, origin: string) =>
  fetch(t.url, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type,authorization",
    },
  });
const post = (t: TestApp, origin: string) =>
  fetch(t.url, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ query: "{ __typename }" }),
  });

describe("CORS", () => {
  it("a listed origin passes the preflight and reads the response", async () => {
    const pre = await preflight(withCors, "http://localhost:3000");
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(pre.headers.get("access-control-allow-headers")).toMatch(/authorization/);
    const res = await post(withCors, "http://localhost:3000");
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(await res.json()).toEqual({ data: { __typename: "Query" } });
  });

  it("an unlisted origin, or a service without CORS_ORIGINS, grants nothing", async () => {
    expect(
      (await preflight(withCors, "http://evil.example")).headers.get("access-control-allow-origin"),
    ).toBeNull();
    expect(
      (await post(withCors, "http://evil.example")).headers.get("access-control-allow-origin"),
    ).toBeNull();
    expect(
      (await post(without, "http://localhost:3000")).headers.get("access-control-allow-origin"),
    ).toBeNull();
  });

  it("a malformed origin list is a configuration error", () => {
    expect(() => loadConfig({ CORS_ORIGINS: "localhost:3000" })).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: "*" }).cors.origins).toBe("*");
  });
});

describe(".env", () => {
  it("is read into the environment; variables already set win", () => {
    const file = path.join(os.tmpdir(), `fieldnote-${process.pid}.env`);
    fs.writeFileSync(file, "CORS_ORIGINS=http://localhost:5173\nRETRIEVAL_LIMIT=7\n");
    const saved = { ...process.env };
    try {
      process.env.FIELDNOTE_ENV_FILE = file;
      delete process.env.CORS_ORIGINS;
      process.env.RETRIEVAL_LIMIT = "9";
      const c = loadConfig();
      expect(c.cors.origins).toEqual(["http://localhost:5173"]);
      expect(c.retrieval.limit).toBe(9);
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});
