// Lint rules CI enforces (STYLE.md §2): only config.ts reads process.env, no promise is left
// floating, no explicit `any` in src. Formatting is Prettier's job, so no stylistic rules here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

// STYLE.md size rules: functions <= 40 lines everywhere in src, use-case and resolver files <= 200.
const SIZE = { skipBlankLines: true, skipComments: true };
// Known debt, measured when the rules were switched on: files that still hold a longer function or
// are longer than 200 lines. The lists only shrink: a file leaves when it is split, and a new file
// can never join without a reviewer seeing this diff.
const LONG_FUNCTIONS = [
  "src/adapters/markdown/markdown-chunker.ts",
  "src/adapters/prisma/database.ts",
  "src/adapters/prisma/prisma-answer-store.ts",
  "src/adapters/prisma/prisma-conflict-store.ts",
  "src/adapters/prisma/prisma-document-store.ts",
  "src/app.ts",
  "src/config.ts",
  "src/core/answers/redact-view.ts",
  "src/core/ask/select-quotes.ts",
  "src/core/ask/validate-claim.ts",
  "src/core/audit/checkpoints.ts",
  "src/core/documents/manage-documents.ts",
  "src/core/documents/title-report.ts",
  "src/core/text/claim-quantities.ts",
  "src/http/http-server.ts",
  "src/http/local-control.ts",
  "src/ingest/ingest-folder.ts",
  "src/ingest/read-source.ts",
  "src/ingest/site-markup.ts",
  "src/main.ts",
];
const LONG_FILES = [
  "src/core/answers/answer-service.ts",
  "src/core/answers/answer-view.ts",
  "src/core/ask/ask-question.ts",
  "src/core/ask/generative-checks.ts",
  "src/core/ask/question.ts",
  "src/core/ask/select-quotes.ts",
  "src/core/documents/manage-documents.ts",
  "src/core/documents/title-report.ts",
  "src/core/text/claim-quantities.ts",
  "src/core/text/polarity.ts",
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      "src/generated/",
      "src/graphql/__generated__/",
      "examples/client/__generated__/",
      "coverage/",
      "eval/out/",
      "bench/results/",
      "test/fixtures/sites/",
      "**/*.js",
      "**/*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "no-process-env": "error",
      // input validation deliberately matches control characters to reject them
      "no-control-regex": "off",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Scripts, benches, evals and tests are entry points and harnesses: they read their own
    // environment (paths, flags) and may type loosely at test seams.
    files: [
      "scripts/**",
      "bench/**",
      "eval/**",
      "test/**",
      "examples/**",
      "prisma.config.ts",
      "codegen.ts",
    ],
    rules: { "no-process-env": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["src/**/*.ts"],
    rules: { "max-lines-per-function": ["error", { max: 40, ...SIZE }] },
  },
  {
    files: ["src/core/**/*.ts", "src/graphql/**/*.ts"],
    rules: { "max-lines": ["error", { max: 200, ...SIZE }] },
  },
  {
    files: ["src/graphql/resolvers/*/*.ts"],
    rules: { "max-lines": ["error", { max: 40, ...SIZE }] },
  },
  { files: LONG_FUNCTIONS, rules: { "max-lines-per-function": "off" } },
  { files: LONG_FILES, rules: { "max-lines": "off" } },
);
