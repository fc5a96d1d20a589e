/**
 * Caches' and resource pools' READMEs (probe set 44): a product named with its possessive, a sample
 * line whose comment is its last key's, a default measured against the setting asked, a pool's size
 * given as a number of resources, a timeout keyed `…Millis`, "(default=1)", "Default false", "false
 * (the default)" and "`-1`" as a count.
 */
import { describe, expect, it } from "@jest/globals";
import { askedKinds } from "../../src/core/ask/asked-kinds";
import { statesDefault } from "../../src/core/ask/stated-default";
import { measureShown } from "../../src/core/ask/measures";
import { countsAsked, countedWords } from "../../src/core/ask/counted";
import { chunkedDoc, quotedText } from "../fixtures/passages";

const fence = "```";

describe("what a question about a product's setting asks (probe set 44)", () => {
  it("'What is tarn's default minimum pool size?' asks a number, as without the possessive", () => {
    expect(askedKinds("What is tarn's default minimum pool size?")).toContain("number");
    expect(askedKinds("What is the default minimum pool size?")).toContain("number");
    expect(askedKinds("What is Keyv's default namespace separator?")).not.toContain("number");
  });

  it("a yes-or-no default in a pool's sample gives no minimum size", () => {
    const tarn = chunkedDoc(
      "tarn",
      `# tarn\n\n## Usage\n\n${fence}js\nconst pool = new Pool({\n  // acquire promises are rejected after this many milliseconds\n  acquireTimeoutMillis: 30000,\n  // Note that if min > 0, some resources may be kept alive for longer.\n  // To reliably destroy all idle resources, set min to 0.\n  idleTimeoutMillis: 30000,\n  // If true, when a create fails, the first pending acquire is\n  // rejected with the error. If this is false (the default) then\n  // create is retried until acquireTimeoutMillis milliseconds has\n  // passed.\n  propagateCreateError: false\n});\n${fence}\n`,
      "kb/tarn/README.md",
    );
    expect(
      quotedText("What is tarn's default minimum pool size?", tarn, {
        default: 40,
        minimum: 30,
        pool: 60,
        size: 50,
      }),
    ).toBe("");
  });
});

describe("whose default a line states (probe set 44)", () => {
  it("a sample line's comment is its last key's: '// Defaults to 0.33' is preFetch's, not maxAge's", () => {
    const sample = `${fence}javascript\nmemoized = memoize(fn, { maxAge: 1000, preFetch: true }); // Defaults to 0.33\n\nmemoized("foo", 3);\nmemoized("foo", 3); // Cache hit\n${fence}`;
    expect(statesDefault(sample, "What is memoizee's default maxAge?")).toBe(false);
    expect(statesDefault(sample, "What is memoizee's default preFetch?")).toBe(true);
    expect(
      statesDefault(
        `${fence}js\nconst opts = { maxAge: 1000 }; // default maxAge\n${fence}`,
        "What is the default maxAge?",
      ),
    ).toBe(true);
  });

  it("a default measured against the setting asked is not its default", () => {
    const q = "What is memoizee's default maxAge?";
    expect(
      statesDefault(
        "By default it needs to be within at least 33% of _maxAge_ timespan before expire:",
        q,
      ),
    ).toBe(false);
    expect(statesDefault("By default _maxAge_ is 5000 milliseconds.", q)).toBe(true);
  });

  it("'Default false' and 'false (the default)' give the state a setting starts in", () => {
    expect(
      statesDefault(
        "- **nonBlocking**?: boolean - Default false",
        "Is nonBlocking enabled by default in cache-manager?",
      ),
    ).toBe(true);
    expect(
      statesDefault(
        "// rejected with the error. If this is false (the default) then",
        "Is propagateCreateError enabled by default in tarn?",
      ),
    ).toBe(true);
    expect(
      statesDefault(
        "- **nonBlocking**?: boolean - If set to true, the system will not block.",
        "Is nonBlocking enabled by default in cache-manager?",
      ),
    ).toBe(false);
  });
});

describe("how a pool's or cache's numbers are measured (probe set 44)", () => {
  it("a pool's size is a number of resources", () => {
    const q = "What is the default maximum size of a generic-pool pool?";
    const max = "- `max`: maximum number of resources to create at any given time. (default=1)";
    expect(measureShown(q, max)).toBe(true);
    // (a message's size is no count)
    expect(
      measureShown(
        "What is the default maximum message size?",
        "- `max`: maximum number of messages (default=1)",
      ),
    ).toBe(false);
  });

  it("an item keyed `idleTimeoutMillis` measures a time, 'Default: 30000' its value", () => {
    const pool = chunkedDoc(
      "generic-pool",
      "# Generic Pool\n\n## createPool\n\nAn optional object with the following properties:\n\n- `numTestsPerEvictionRun`: Number of resources to check each eviction run.  Default: 3.\n- `idleTimeoutMillis`: the minimum amount of time that an object may sit idle in the pool before it is eligible for eviction due to idle time. Supercedes `softIdleTimeoutMillis` Default: 30000\n",
      "kb/generic-pool/README.md",
    );
    const text = quotedText(
      "How long may a resource sit idle in a generic-pool pool before it can be evicted, by default?",
      pool,
      { default: 40, idle: 8, resource: 20, evicted: 5, pool: 60 },
    );
    expect(text).toContain("Default: 30000");
    // (asked how long an acquire call waits, the idle timeout is another thing's time)
    expect(
      quotedText(
        "How long does a generic-pool acquire call wait for a resource by default?",
        pool,
        { default: 40, acquire: 8, wait: 5, resource: 20, pool: 60 },
      ),
    ).not.toContain("30000");
  });

  it("'`-1`' is a count: node-cache's default maxKeys", () => {
    const q = "What is the default maximum number of keys in node-cache?";
    const item =
      "- `maxKeys`: *(default: `-1`)* specifies a maximum amount of keys that can be stored in the cache.";
    expect(countsAsked(countedWords(q), item)).toBe(true);
    // (a range's second number is no negative one)
    expect(countsAsked(["keys"], "between 2-3 seconds")).toBe(false);
  });
});

describe("a default under another entry's heading (probe set 44)", () => {
  const lru = chunkedDoc(
    "quick-lru",
    "# quick-lru\n\n## API\n\n### options\n\n#### maxSize\n\n*Required*\\\nType: `number`\n\nThe target maximum number of items before evicting the least recently used items.\n\n### Instance\n\n#### .evict(count?)\n\nEvict the least recently used items from the cache.\n\nThe `count` parameter specifies how many items to evict. Defaults to 1.\n\nIt will always keep at least one item in the cache.\n",
    "kb/quick-lru/README.md",
  );

  it("'Defaults to 1.' under '#### .evict(count?)' is no default of the `maxSize` entry beside it", () => {
    expect(
      quotedText("What is quick-lru's default maxSize?", lru, { default: 40, maxsize: 3 }),
    ).not.toContain("Defaults to 1");
  });

  it("asked of the method, it answers", () => {
    expect(
      quotedText("How many items does quick-lru's evict() remove when no count is given?", lru, {
        default: 40,
        evict: 3,
        count: 10,
      }),
    ).toContain("Defaults to 1");
  });
});
