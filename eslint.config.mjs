// Lint rules CI enforces (STYLE.md §2): only config.ts reads process.env, no promise is left
// floating, no explicit `any` in src. Formatting is Prettier's job, so no stylistic rules here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import regexp from "eslint-plugin-regexp";

// STYLE.md size rules: functions <= 40 lines everywhere in src, use-case and resolver files <= 200.
const SIZE = { skipBlankLines: true, skipComments: true };

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "dist/",
      "src/generated/",
      "src/graphql/__generated__/",
      "examples/client/__generated__/",
      "console/src/__generated__/",
      "console/dist/",
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
    // Regular expressions that can hold the CPU for seconds on crafted input (issue 57 item 4:
    // nested or overlapping quantifiers backtrack super-linearly; a pattern that fails late at every
    // start position moves super-linearly). Warnings until each pattern is rewritten or
    // shown bounded (a disable comment must say why the input is bounded).
    files: ["src/**/*.ts"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "warn",
      "regexp/no-super-linear-move": "warn",
    },
  },
  {
    // rewritten for issue 57 item 4 (linear scans replace the expressions that backtracked): held at zero.
    // Everything outside src/core/ask is at zero (ingest, Markdown, text: every page and question
    // passes through them); inside it, the files in the next entry.
    files: ["src/**/*.ts"],
    ignores: ["src/core/ask/**"],
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    files: ["src/core/ask/term-match.ts", "src/core/ask/parse-citations.ts"],
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
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
);
