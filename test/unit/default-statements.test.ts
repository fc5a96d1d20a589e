/**
 * Which passages state the default a question asks for, and which name the thing asked (probe set
 * 31, the Mastra documentation): a value written in code before the setting it sets, a class a
 * title writes in words, an object given as a default, a setting the question names in words.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { statesDefault } from "../../src/core/ask/stated-default";
import { boundlessValue } from "../../src/core/ask/counted";
import { coverageOf } from "../../src/core/ask/decide-status";
import { passageTerms } from "../../src/core/ask/term-match";
import { productNames } from "../../src/core/ask/term-spellings";
import { stem } from "../../src/core/text/terms";
import { chunkedDoc, statsIn, supportedClaim } from "../fixtures/passages";

const doc = chunkedDoc;

describe("a value in code before the setting it sets is no other setting (probe set 31)", () => {
  it("'The `TokenLimiter` uses the `o200k_base` encoding by default' states the encoding's default", () => {
    const line =
      "The `TokenLimiter` uses the `o200k_base` encoding by default (suitable for GPT-4o).";
    expect(statesDefault(line, "Which encoding does the TokenLimiter use by default?")).toBe(true);
  });

  it("a common verb between them does not make the code a value: '`fooBar` uses HTTP by default'", () => {
    expect(
      statesDefault(
        "The `fooBar` client uses HTTP by default.",
        "Which protocol does X use by default?",
      ),
    ).toBe(false);
  });

  it("a setting before its own value still states another setting's default", () => {
    expect(
      statesDefault(
        "If `pruneAgedBuckets` is `false` (default), the buckets are kept.",
        "What are the default percentiles of a Summary?",
      ),
    ).toBe(false);
  });
});

describe("a quoted 'default' is a value, not the word (probe set 31)", () => {
  const q = "What type of index does the PgVector store create by default?";

  it("'{ namespace: 'default' }' in a program cut from its fence states no default", () => {
    const code =
      "databaseConfig: {\n  pinecone: { namespace: 'default' },\n  pgvector: { ef: 150 },\n}";
    expect(statesDefault(code, q)).toBe(false);
  });

  it("a default stated beside a quoted value still states one", () => {
    expect(statesDefault("The output format defaults to 'mp3'.", q)).toBe(true);
    expect(statesDefault("It's the default index, and it's fast.", q)).toBe(true);
  });
});

describe("a type's declaration is no configuration sample (probe set 31)", () => {
  const q = "What is the default dimension of a Pinecone index?";

  it("'interface IndexStats { dimension: number; … }' states no default", () => {
    const declared =
      "```typescript\ninterface IndexStats {\n  dimension: number;\n  count: number;\n}\n```";
    expect(statesDefault(declared, q)).toBe(false);
  });

  it("a declaration whose fields are initialised states their defaults (yup's `abortEarly: boolean = true;`)", () => {
    const options =
      "```js\ninterface Options {\n  // when true, parsing is skipped\n  strict: boolean = false;\n  abortEarly: boolean = true;\n}\n```";
    expect(
      statesDefault(options, "What is the default value of abortEarly in yup's validate options?"),
    ).toBe(true);
  });

  it("an options object with values is still a sample", () => {
    expect(statesDefault("```ts\n{\n  dimension: 1536,\n  metric: 'cosine',\n}\n```", q)).toBe(
      true,
    );
  });
});

describe("an object given as a default states its keys' defaults only (probe set 31)", () => {
  const entry =
    "- `server` (`ServerConfig`, optional): Server configuration including port, host, timeout, API routes and CORS settings. Default: `{ port: 4111, host: localhost, cors: { origin: '*' } }`.";

  it("asked the server's default timeout, the object without a timeout states none", () => {
    expect(statesDefault(entry, "What is the default request timeout of the Mastra server?")).toBe(
      false,
    );
  });

  it("asked a key the object lists, or the entry itself, it states the default", () => {
    expect(statesDefault(entry, "What is the default port of the Mastra server?")).toBe(true);
    expect(statesDefault(entry, "What is the default server of a Mastra instance?")).toBe(true);
  });
});

describe("a class a title writes in words is named by the title (probe set 31)", () => {
  it("'PG Vector Store' holds `PgVector`, 'Token Limiter Processor' `TokenLimiter`", () => {
    const pg = passageTerms(
      "- `type`: Index type.",
      "Reference: PG Vector Store › createIndex()",
      null,
    );
    expect(pg.has("pgvector")).toBe(true);
    const limiter = passageTerms("- `encoding`: …", "Reference: Token Limiter Processor", null);
    expect(limiter.has(stem("tokenlimiter"))).toBe(true);
  });

  it("only adjacent capitalised words make one: 'PG and Vector' does not", () => {
    const have = passageTerms("text", "Notes on PG and Vector › Setup", null);
    expect(have.has("pgvector")).toBe(false);
    expect(have.has("pgand")).toBe(false);
  });

  it("a database's name is also written without its 'DB': LanceDB is 'Lance'", () => {
    expect(productNames("What is the default numPartitions of a LanceDB vector index?")).toEqual([
      { written: "LanceDB", bare: "lance" },
    ]);
    expect(productNames("Does DB support it?")).toEqual([]);
  });
});

describe("a setting the question names in words is not answered by another entry (probe set 31)", () => {
  const options = doc(
    "Reference: Agent.stream()",
    [
      "## Options",
      "",
      "- `temperature` (`number`, optional): Controls randomness in the model's output. Higher values make the output more random.",
      "- `telemetry` (`TelemetrySettings`, optional): Settings for telemetry collection during streaming.",
      "  - `isEnabled` (`boolean`, optional): Enable or disable telemetry. Disabled by default while experimental.",
      "",
    ].join("\n"),
    "kb/mastra/reference/stream.mdx",
  );
  const stats = statsIn(options, { temperatur: 2, default: 60, agent: 200, telemetri: 5 });

  it("'the default temperature' is not answered by the telemetry entry's 'Disabled by default'", () => {
    const q = analyzeQuestion("What is the default temperature of an agent?", stats);
    expect(selectQuotes(q, options).map((quote) => quote.text)).toEqual([]);
  });

  it("asked the entry's own default, the entry still answers", () => {
    const q = analyzeQuestion("Is telemetry enabled by default?", stats);
    expect(
      selectQuotes(q, options)
        .map((quote) => quote.text)
        .join(" "),
    ).toContain("Disabled by default");
  });
});

describe("a default belongs to what states it (probe set 32, the VoltAgent docs)", () => {
  it("a program's comment states the default of the class its line makes, not the one asked", () => {
    const code = [
      "```typescript",
      'import { LateChunker, TokenChunker } from "@voltagent/rag";',
      "const base = new TokenChunker(); // uses tiktoken by default",
      "```",
    ].join("\n");
    const q = "Which chunker does the LateChunker use as its base chunker by default?";
    expect(statesDefault(code, q)).toBe(false);
    expect(statesDefault(code, "Which tokenizer does the TokenChunker use by default?")).toBe(true);
  });

  it("'`mode: \"mask\"` (default)' states the mode's default, not the replacement's", () => {
    const line = '- `mode: "mask"` (default) replaces profanity with `replacement` text';
    expect(
      statesDefault(line, "What is the default replacement text of the profanity guardrail?"),
    ).toBe(false);
    expect(statesDefault(line, "What is the default mode of the profanity guardrail?")).toBe(true);
  });

  it("'Default message: … {maxCharacters} …' states the message's default, not maxCharacters'", () => {
    const line =
      '- Default message: "Input exceeds the maximum length of {maxCharacters} characters."';
    expect(
      statesDefault(line, "What is the default maxCharacters of the max length guardrail?"),
    ).toBe(false);
    expect(
      statesDefault(
        "- Default maxCharacters: `1000`",
        "What is the default maxCharacters of the guardrail?",
      ),
    ).toBe(true);
  });
});

describe("each default on a line has its owner (probe set 33, the TanStack skills)", () => {
  it("'`maxSize` (default 100), `ttl` (default Infinity)' states the ttl's default, and Infinity is its value", () => {
    const line =
      "Options: `maxSize` (default 100), `ttl` (default Infinity), `toolNames` (default all).";
    expect(statesDefault(line, "What is the default ttl of toolCacheMiddleware?")).toBe(true);
    expect(boundlessValue("`ttl` (default Infinity)", "What is the default ttl?")).toBe(true);
    // as a count of things, Infinity says nothing of those asked
    expect(
      boundlessValue(
        "This option defaults to `Infinity`, allowing any number of top-level describes.",
        "How many it blocks does eslint-plugin-jest allow in one describe block by default?",
      ),
    ).toBe(false);
  });

  it("an entry's own setting in code is its, in whatever words the question asks it", () => {
    const entry = "- `passes` (default: `1`) -- The maximum number of times to run compress.";
    expect(statesDefault(entry, "How many times does terser run compress by default?")).toBe(true);
  });

  it("'gcTime, autoIndex (default off)' states the autoIndex's default, not the gcTime's", () => {
    const line = "CollectionConfig options: getKey, schema, sync, gcTime, autoIndex (default off).";
    expect(statesDefault(line, "What is the default gcTime of an Electric collection?")).toBe(
      false,
    );
    expect(statesDefault(line, "What is the default autoIndex of a collection?")).toBe(true);
  });

  it("a value marked default is no setting: 'The `lazy` option is `false` (default).'", () => {
    expect(
      statesDefault("The `lazy` option is `false` (default).", "What is the default of lazy?"),
    ).toBe(true);
  });

  it("a program's key asked is stated by its own line only", () => {
    const code = [
      "```ts",
      'import { throttleStrategy } from "@tanstack/db"',
      "throttleStrategy({",
      "  wait: number,           // minimum ms between commits",
      "  leading?: boolean,      // defaults true unless trailing is explicitly true",
      "})",
      "```",
    ].join("\n");
    expect(statesDefault(code, "What is the default wait of throttleStrategy?")).toBe(false);
    expect(statesDefault(code, "What is the default leading of throttleStrategy?")).toBe(true);
  });
});

describe("SUPPORTED says what the default asked is of (probe set 33)", () => {
  const rows = doc(
    "Adapter Configuration",
    [
      "## Text adapters",
      "",
      "| Provider | Package | Env Var |",
      "| --- | --- | --- |",
      "| Ollama | `@tanstack/ai-ollama` | `OLLAMA_HOST` (default: `http://localhost:11434`) |",
      "",
    ].join("\n"),
    "kb/tanstack-ai/adapter-configuration/SKILL.md",
  );
  const stats = statsIn(rows, { ollama: 2, temperatur: 12, default: 30, adapter: 20, host: 3 });
  const claim = (text: string) => supportedClaim(rows[0]!.chunkId, text);
  const row =
    "| Ollama | `@tanstack/ai-ollama` | `OLLAMA_HOST` (default: `http://localhost:11434`) |";

  it("the Ollama row's host default answers no 'default temperature of the Ollama adapter'", () => {
    const q = analyzeQuestion("What is the default temperature of the Ollama adapter?", stats);
    expect(coverageOf(q, [claim(row)], rows).missing.length).toBe(1);
  });

  it("a name asked for is given by the name, not the word: `sails.sid`", () => {
    const sessions = doc(
      "How sessions work in Sails",
      "## Sessions\n\n- a cookie that stores a session id (by default, `sails.sid`)\n",
      "kb/sails/concepts/sessions.md",
    );
    const text = "- a cookie that stores a session id (by default, `sails.sid`)";
    const q = analyzeQuestion(
      "What is the default name of the session ID cookie in Sails?",
      statsIn(sessions, { session: 5, cooki: 3, sail: 40, default: 30, name: 200 }),
    );
    const cited = { ...claim(text), chunkId: sessions[0]!.chunkId };
    expect(coverageOf(q, [cited], sessions).missing.length).toBe(0);
  });

  it("it answers the default host", () => {
    const q = analyzeQuestion("What is the default host of the Ollama adapter?", stats);
    expect(coverageOf(q, [claim(row)], rows).missing.length).toBe(0);
  });
});
