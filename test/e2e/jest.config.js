/**
 * `npm run test:e2e`: the web console in a real headless browser (Debian's chromium driven by
 * playwright-core, no browser download), against a service on in-memory PGlite with the demo
 * knowledge base. Kept out of `npm test`, which needs no browser.
 */
const base = require("../../jest.config.js");

module.exports = {
  ...base,
  rootDir: "../..",
  roots: ["<rootDir>/test/e2e"],
  testMatch: ["**/*.e2e.ts"],
  testTimeout: 60_000,
};
