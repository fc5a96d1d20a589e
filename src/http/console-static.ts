/**
 * The web console (console/, built by `npm install` into console/dist) served at /console as
 * static files, with a strict Content-Security-Policy: scripts and styles from this origin only
 * (no inline script), GraphQL calls to this origin only, never framed.
 */
import fs from "node:fs";
import path from "node:path";
import express from "express";

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function securityHeaders(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader("Content-Security-Policy", CONSOLE_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "no-referrer");
  next();
}

const NOT_BUILT =
  "<!doctype html><title>Fieldnote console</title><p>The console is not built: run " +
  "<code>npm run console:build</code> (it runs during <code>npm install</code>) and reload.</p>";

/** Mounts /console; `dir` is the built folder (its index.html and hashed assets/). */
export function mountConsole(app: express.Express, dir: string): void {
  app.use("/console", securityHeaders);
  app.get("/console", (req, res, next) => {
    // relative asset URLs need the trailing slash
    if (req.originalUrl === "/console") return res.redirect(301, "/console/");
    next();
  });
  app.use(
    "/console/assets",
    express.static(path.join(dir, "assets"), {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
    }),
  );
  app.get("/console/", (_req, res) => {
    const index = path.join(dir, "index.html");
    if (!fs.existsSync(index)) return res.status(503).type("html").send(NOT_BUILT);
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  });
}
