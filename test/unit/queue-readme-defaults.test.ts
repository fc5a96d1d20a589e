/**
 * Job-queue and worker-pool READMEs (probe set 39): products whose names are everyday words
 * ("Better Queue" beside bee-queue), a default asked with a condition on another setting ("… when
 * the queue grows past highWater"), a purpose clause that speaks of a number ("… to interpret the
 * number of fields"), and a product's hyphenated name, which is one entity.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { askedKinds } from "../../src/core/ask/asked-kinds";
import { statedDefault } from "../../src/core/ask/section-fit";
import { judgeRelevance } from "../../src/core/ask/relevance";
import { productNamesWritten } from "../../src/core/ask/name-runs";
import { answersQuestion, coverageOf } from "../../src/core/ask/decide-status";
import { chunkedDoc, statsIn, supportedClaim } from "../fixtures/passages";

const settings = { minScore: 0, minCoverage: 0.5 };

describe("a product written as capitalised words is its folder's name (probe set 39)", () => {
  const beeQueue = chunkedDoc(
    "bee-queue",
    "# bee-queue\n\n## Settings\n\nThe default Queue settings are: `redis: { host: '127.0.0.1', port: 6379 }`. Redis port 6379 is used to connect.\n\nMost uses would be better served by job events.\n",
    "kb/bee-queue/README.md",
  );
  const betterQueue = chunkedDoc(
    "Better Queue",
    "# Better Queue\n\n## Options\n\n- `concurrent` - Number of workers that can be running at any given time. Defaults to `1`.\n",
    "kb/better-queue/README.md",
  );
  const stats = statsIn([...beeQueue, ...betterQueue], { queue: 400, default: 300 });

  it("'Better Queue' is read as better-queue: bee-queue's Redis port is not evidence for it", () => {
    const q = analyzeQuestion("Which Redis port does Better Queue connect to by default?", stats);
    expect(q.terms.find((t) => t.word === "better-queue")?.must).toBe(true);
    // the part is still shown in the user's words
    expect(q.parts[0]!.text).toContain("Better Queue");
    const judged = judgeRelevance(q, [...beeQueue, ...betterQueue], settings);
    expect(judged.filter((c) => c.decision === "RELEVANT")).toEqual([]);
  });

  it("only words that join to a product's folder are read so", () => {
    const isProduct = (n: string) => n === "better-queue";
    expect(productNamesWritten("Does Better Queue retry?", isProduct).text).toBe(
      "Does Better-Queue retry?",
    );
    expect(productNamesWritten("Does Bee Queue retry?", isProduct).text).toBe(
      "Does Bee Queue retry?",
    );
  });
});

describe("a product's hyphenated name is weighed once (probe set 39)", () => {
  it("'Bee-Queue' counts as one entity, not as 'bee-queue', 'bee' and 'queue' besides", () => {
    const beeQueue = chunkedDoc(
      "bee-queue",
      "# bee-queue\n\n## Queue#process\n\nThe optional `concurrency` parameter sets the maximum number of simultaneously active jobs for this processor. It defaults to 1.\n",
      "kb/bee-queue/README.md",
    );
    const bottleneck = chunkedDoc(
      "bottleneck",
      "# bottleneck\n\n## Job options\n\nA job's `priority` defaults to `5`.\n",
      "kb/bottleneck/README.md",
    );
    const stats = statsIn([...beeQueue, ...bottleneck], { job: 300, default: 300 });
    const q = analyzeQuestion("What is the default priority of a Bee-Queue job?", stats);
    const weight = (word: string) => q.terms.find((t) => t.word === word)!.weight;
    const held = weight("default") + weight("bee-queue") + weight("job");
    const expected = held / (held + weight("priority"));
    const [judged] = judgeRelevance(q, beeQueue, settings);
    expect(judged!.coverage).toBeCloseTo(expected, 2);
    // the limitation names the product once, as the user wrote it
    expect(q.terms.filter((t) => t.productPiece).map((t) => t.word)).toEqual(
      expect.arrayContaining(["bee", "queue"]),
    );
  });
});

describe("a setting named only in the question's condition is not the one asked (probe set 39)", () => {
  it("the `strategy` row, not the `highWater` row, states the default strategy", () => {
    const header = "| Option | Default | Description |";
    const q =
      "Which strategy does a Bottleneck limiter use by default when the queue grows past highWater?";
    const strategy =
      "| `strategy` | `Bottleneck.strategy.LEAK` | Which strategy to use when the queue gets longer than the high water mark. |";
    const highWater =
      "| `highWater` | `null` (unlimited) | How long can the queue be? When the queue length exceeds that value, the selected `strategy` is executed. |";
    expect(statedDefault(q, strategy, header)).toBeGreaterThan(statedDefault(q, highWater, header));
  });
});

describe("a number the purpose clause speaks of is not asked (probe set 39)", () => {
  it("'Which mode … to interpret the number of fields' asks for a mode", () => {
    expect(
      askedKinds(
        "which mode does croner use by default to interpret the number of fields in a cron pattern?",
      ),
    ).not.toContain("number");
    expect(askedKinds("what is the number of fields in a cron pattern?")).toContain("number");
  });
});

describe("the claim that states a default says what it is the default of (probe set 36, seen again on 39)", () => {
  const rows =
    "# Row selection\n\n## Ranges\n\nRange behavior is enabled by default; set `enableRowRangeSelection: false` to preserve non-range handler behavior. Direct `row.toggleSelected()` calls do not move that anchor.\n";
  const sorting =
    "# Sorting\n\n## Core patterns\n\nConfigure sort cycles and undefined placement to match the product rather than relying on implicit defaults.\n\nThe sort direction defaults to `asc` for string columns.\n";
  const selection = chunkedDoc("Row selection", rows, "kb/tanstack-table/row-selection.md");
  const sort = chunkedDoc("Sorting", sorting, "kb/tanstack-table/sorting.md");
  const evidence = [...selection, ...sort];
  const q = analyzeQuestion(
    "What is the default sort direction of a TanStack Table column?",
    statsIn(evidence, { default: 300, column: 200, table: 500 }),
  );
  const claim = (doc: typeof selection, text: string) => supportedClaim(doc[0]!.chunkId, text);

  it("another thing's default beside a sentence that says 'sort' is no default sort direction", () => {
    const cov = coverageOf(
      q,
      [
        claim(
          selection,
          "Range behavior is enabled by default; set `enableRowRangeSelection: false` to preserve non-range handler behavior. Direct `row.toggleSelected()` calls do not move that anchor.",
        ),
        claim(
          sort,
          "Configure sort cycles and undefined placement to match the product rather than relying on implicit defaults.",
        ),
      ],
      evidence,
    );
    expect(answersQuestion(cov)).toBe(false);
  });

  it("a default stated of the sort direction is one", () => {
    const cov = coverageOf(
      q,
      [claim(sort, "The sort direction defaults to `asc` for string columns.")],
      evidence,
    );
    expect(answersQuestion(cov)).toBe(true);
  });
});
