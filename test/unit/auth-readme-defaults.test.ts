/**
 * Password-hashing, one-time password, token and session READMEs (probe set 50): sections headed in
 * HTML (`<h3>cookieName</h3>`), a recommendation to leave the default that states none, a setting
 * named in another sentence than the default beside it, and "how many salt rounds" counting rounds.
 */
import { describe, expect, it } from "@jest/globals";
import { MarkdownChunker } from "../../src/adapters/markdown/markdown-chunker";
import { statesDefault } from "../../src/core/ask/stated-default";
import { renderSiteMarkup } from "../../src/ingest/site-markup";
import { chunkedDoc, quotedText } from "../fixtures/passages";

/** The page as ingest reads it: inline HTML tags dropped, headings kept. */
const asIngested = (markdown: string) =>
  renderSiteMarkup(markdown, { file: "/kb/csrf-csrf/README.md", root: "/kb", params: {} }).text;

const df = { default: 60, cookie: 50, csrf: 40, token: 60, request: 80, option: 90 };

const csrfCsrf = chunkedDoc(
  "csrf-csrf",
  asIngested(
    '<h1 align="center">\n  Double CSRF\n</h1>\n\n<h2 id="getting-started">Getting Started</h2>\n\n<p>\n  Once a route is protected, you will need to ensure the CSRF token cookie is sent along with the request and by default you will need to include the CSRF token in the <code>x-csrf-token</code> header. If your cookie is not being included in your requests be sure to check your <code>withCredentials</code>, CORs configuration, and ensure appropriate <code>sameSite</code> configuration for your use case.\n</p>\n\n' +
      '<h2 id="configuration">Configuration</h2>\n\n<h3>cookieName</h3>\n\n```ts\nstring;\n```\n\n<p>\n  <b>Optional</b><br />\n  <b>Default:</b> <code>"__Host-psifi.x-csrf-token"</code><br />\n</p>\n\n<p>The name of the cookie that will be used to track the CSRF token.</p>\n\n' +
      '<h3>cookieOptions</h3>\n\n```ts\n{\n  sameSite?: string;\n  path?: string;\n}\n```\n\n<p>\n  <b>Optional</b><br />\n  <b>Default:</b>\n</p>\n\n```ts\n{\n  sameSite: "strict",\n  path: "/",\n  secure: true,\n  httpOnly: true\n}\n```\n\n' +
      '<h3>ignoredMethods</h3>\n\n<p>\n<b>Optional<br />\nDefault:</b> <code>["GET", "HEAD", "OPTIONS"]</code>\n</p>\n\n<p>An array of request methods that the <code>doubleCsrfProtection</code> middleware will ignore, requests made matching these request methods will not be protected. It is recommended you leave this as the default.</p>\n',
  ),
  "kb/csrf-csrf/README.md",
);

describe("a README headed in HTML (probe set 50)", () => {
  it("an HTML heading alone in its block heads a section as a Markdown one does", () => {
    const chunks = new MarkdownChunker(1200).chunk(
      "csrf-csrf",
      '<h2 id="configuration">Configuration</h2>\n\n<h3>cookieName</h3>\n\n<p><b>Default:</b> <code>"x"</code></p>\n\n<h3 class="entry">ignored<em>Methods</em></h3>\n\nText.\n',
    );
    expect(chunks.map((c) => c.breadcrumb)).toEqual([
      "csrf-csrf › Configuration › cookieName",
      "csrf-csrf › Configuration › ignoredMethods",
    ]);
    expect(chunks[0]!.text).not.toContain("<h3>");
    // an HTML block holding more than a heading is a block of text
    const mixed = new MarkdownChunker(1200).chunk(
      "x",
      "<div>\n<h3>Name</h3>\n<p>Text.</p>\n</div>\n",
    );
    expect(mixed[0]!.breadcrumb).toBe("x");
  });

  it("'the default cookie name' is the `cookieName` entry's default", () => {
    expect(quotedText("What is the default cookie name of csrf-csrf?", csrfCsrf, df)).toContain(
      "__Host-psifi.x-csrf-token",
    );
  });

  it("'leave this as the default' states no default; the entry's 'Default:' does", () => {
    const question = "Which request methods does csrf-csrf ignore by default?";
    expect(statesDefault("It is recommended you leave this as the default.", question)).toBe(false);
    expect(quotedText(question, csrfCsrf, df)).toContain('"HEAD"');
  });

  it("a setting named in another sentence than a default is not that default's", () => {
    const text = quotedText(
      "Which sameSite value does csrf-csrf give its cookie by default?",
      csrfCsrf,
      df,
    );
    expect(text).toContain('sameSite: "strict"');
    expect(text).not.toContain("x-csrf-token");
  });
});

describe("which identifier a default is asked of (probe set 50)", () => {
  it("a table row is one entry: its 'Default: 3' is its key's", () => {
    const tasks = chunkedDoc(
      "Tasks",
      "# Tasks\n\n## Retry options\n\n| Option | What it does |\n| --- | --- |\n| `maxAttempts` | Total number of attempts (including the first). Default: 3 |\n| `factor` | The exponential factor. Default: 2 |\n",
      "kb/trigger/tasks.md",
    ).concat(
      chunkedDoc(
        "Manual setup",
        '# Manual setup\n\n## Configuration\n\n```typescript\nimport { defineConfig } from "@trigger.dev/sdk";\n\nexport default defineConfig({\n  // Your project ref from the Trigger.dev dashboard\n  project: "<your-project-ref>", // e.g., "proj_abc123"\n\n  // Directories containing your tasks\n  dirs: ["./src/trigger"], // Customize based on your project structure\n\n  // Retry configuration\n  retries: {\n    enabledInDev: false, // Enable retries in development\n    default: {\n      maxAttempts: 3,\n      minTimeoutInMs: 1000,\n      factor: 2,\n    },\n  },\n});\n```\n',
        "kb/trigger/manual-setup.md",
      ),
    );
    expect(
      quotedText("What is the default maxAttempts of a task's retry options?", tasks, df),
    ).toContain("Total number of attempts");
  });

  it("an identifier the question names as the owner is not what the default is of", () => {
    const adapter = chunkedDoc(
      "Adapter configuration",
      "# Adapter configuration\n\n## OpenAI-compatible providers\n\n### 6. OpenAI-Compatible Providers\n\nAny provider that implements the OpenAI **Chat Completions** API (DeepSeek,\nMoonshot/Kimi, Together, Fireworks, Cerebras, Qwen/DashScope, Perplexity,\nNVIDIA NIM, LM Studio, etc.) can be used through the generic\n`openaiCompatible` factory from `@tanstack/ai-openai/compatible` \u2014 no\ndedicated package required.\n\n```typescript\nimport { openaiCompatible } from '@tanstack/ai-openai/compatible'\nimport { chat, createModel } from '@tanstack/ai'\n\nconst messages = [{ role: 'user' as const, content: 'Hello' }]\n\n// Provider-factory: configure baseURL + apiKey + models ONCE,\n// then select a model per call (the model arg is a type-safe union).\nconst deepseek = openaiCompatible({\n  name: 'deepseek', // optional label for devtools/errors (default 'openai-compatible')\n  baseURL: 'https://api.deepseek.com/v1',\n  apiKey: process.env.DEEPSEEK_API_KEY!,\n  models: [\n    'deepseek-chat', // bare string \u2192 optimistic defaults: text/image in, streaming, tools, structured output\n    createModel('deepseek-reasoner', {\n      // rich def \u2192 precise per-model capabilities\n      input: ['text'],\n      features: ['reasoning', 'structured_outputs'],\n    }),\n  ],\n})\n\nchat({ adapter: deepseek('deepseek-chat'), messages })\nchat({ adapter: deepseek('deepseek-reasoner'), messages })\n```\n\n`config` also accepts any OpenAI SDK `ClientOptions` (notably `defaultHeaders`\nand `defaultQuery`) for providers that need extra auth headers or query params.\n\nFor a single model, use the one-shot helper:\n\n```typescript\nimport { openaiCompatibleText } from '@tanstack/ai-openai/compatible'\nimport { chat } from '@tanstack/ai'\n\nconst messages = [{ role: 'user' as const, content: 'Hello' }]\n\nchat({\n  adapter: openaiCompatibleText('deepseek-chat', {\n    baseURL: 'https://api.deepseek.com/v1',\n    apiKey: process.env.DEEPSEEK_API_KEY!,\n  }),\n  messages,\n})\n```\n\nPass `api: 'responses'` to target the OpenAI **Responses** API instead of Chat\nCompletions (only for the rare compatible provider that implements it, e.g.\nAzure OpenAI); the default is `'chat-completions'`, which is what nearly all\ncompatible providers speak.\n\n> Verify the provider's current `baseURL` and model ids against its live docs \u2014\n",
      "kb/ai/adapter-configuration.md",
    );
    expect(
      quotedText("Which API does the openaiCompatible adapter target by default?", adapter, {
        api: 40,
        target: 20,
        default: 60,
        adapter: 30,
      }),
    ).toContain("chat-completions");
  });
});

describe("what a count is of (probe set 50)", () => {
  it("'How many salt rounds …?' counts rounds: the `rounds` entry answers, not the `salt` entry", () => {
    const bcrypt = chunkedDoc(
      "node.bcrypt.js",
      "# node.bcrypt.js\n\n## API\n\n  * `genSaltSync(rounds, minor)`\n    * `rounds` - [OPTIONAL] - the cost of processing the data. (default - 10)\n    * `minor` - [OPTIONAL] - minor version of bcrypt to use. (default - b)\n  * `hashSync(data, salt)`\n    * `data` - [REQUIRED] - the data to be encrypted.\n    * `salt` - [REQUIRED] - the salt to be used to hash the password.\n",
      "kb/bcrypt/README.md",
    );
    expect(
      quotedText(
        "How many salt rounds does node.bcrypt.js use by default when generating a salt?",
        bcrypt,
        { salt: 10, round: 14, default: 60, generat: 30 },
      ),
    ).toContain("(default - 10)");
  });
});
