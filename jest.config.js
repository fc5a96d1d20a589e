/**
 * @swc/jest in CommonJS mode, no --experimental-vm-modules (shared/notes/prisma-offline.md): PGlite's
 * CJS build and the schema-engine glue use import(); transforming them lets Jest's CJS runtime load them.
 * Database: in-memory PGlite per test file (from a migrated template) by default;
 * TEST_DATABASE_URL=postgresql://… runs every file against its own database on that server.
 */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  globalSetup: "<rootDir>/test/global-setup.ts",
  globalTeardown: "<rootDir>/test/global-teardown.ts",
  transform: {
    "^.+\\.(t|j)sx?$|\\.cjs$|\\.mjs$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript" }, target: "es2022" },
        module: { type: "commonjs", ignoreDynamic: false },
      },
    ],
  },
  transformIgnorePatterns: ["/node_modules/(?!(@electric-sql/pglite|@prisma/schema-engine-wasm)/)"],
  testTimeout: 60_000,
  clearMocks: true,
};
