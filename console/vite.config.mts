/**
 * The web console's build: Preact through Vite's own JSX transform (no plugin), into console/dist,
 * served by the service at /console (src/http/console-static.ts). No inline script is emitted
 * (the module-preload polyfill is off), so the page runs under `script-src 'self'`.
 */
import { defineConfig } from "vite";

export default defineConfig({
  root: "console", // npm scripts run from the package root
  base: "/console/",
  logLevel: "warn",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    target: "es2022",
  },
  server: { proxy: { "/graphql": "http://127.0.0.1:4000" } },
});
