/* The web console's static serving: the CSP on every response, /console → /console/, hashed
 * assets cached for good, the page itself revalidated, a clear 503 page while it is not built. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { CONSOLE_CSP, mountConsole } from "../../src/http/console-static";

async function serve(dir: string) {
  const app = express();
  mountConsole(app, dir);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((r) => server.close(r)) };
}

describe("the console at /console", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fieldnote-console-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("says how to build it while it is not built, under the same CSP", async () => {
    const s = await serve(path.join(dir, "missing"));
    try {
      const res = await fetch(`${s.base}/console/`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("npm run console:build");
      expect(res.headers.get("content-security-policy")).toBe(CONSOLE_CSP);
    } finally {
      await s.close();
    }
  });

  it("serves the page and its assets with no inline script allowed and no framing", async () => {
    fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>c</title>");
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), "console.log(1)");
    const s = await serve(dir);
    try {
      const redirect = await fetch(`${s.base}/console`, { redirect: "manual" });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get("location")).toBe("/console/");
      const page = await fetch(`${s.base}/console/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      const asset = await fetch(`${s.base}/console/assets/index-abc.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toContain("immutable");
      expect((await fetch(`${s.base}/console/assets/nope.js`)).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
