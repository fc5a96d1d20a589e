/**
 * Defaults as TanStack's skills write them (probe set 36): settings whose names begin with another's
 * (`defaultPreload`, `defaultPreloadDelay`, `defaultPreloadStaleTime`), a state given as "(default
 * `true`)", a default said in a comment in words ("// component defaults to Outlet"), and "`row.id`
 * defaults to …" beside another id's default.
 */
import { describe, expect, it } from "@jest/globals";
import { analyzeQuestion } from "../../src/core/ask/question";
import { codeStatesDefault, statesDefault } from "../../src/core/ask/stated-default";
import { answersQuestion, coverageOf } from "../../src/core/ask/decide-status";
import { selectQuotes } from "../../src/core/ask/select-quotes";
import { statedDefault } from "../../src/core/ask/section-fit";
import { namedOnlyInLonger } from "../../src/core/ask/term-match";
import { chunkedDoc, statsIn, supportedClaim } from "../fixtures/passages";

const fence = "```";

const preloading = chunkedDoc(
  "Navigation",
  [
    "# Navigation",
    "",
    "## Preloading",
    "",
    "Set globally:",
    "",
    `${fence}tsx`,
    "const router = createRouter({",
    "  routeTree,",
    "  defaultPreload: 'intent',",
    "  defaultPreloadDelay: 50, // ms, default is 50",
    "})",
    fence,
    "",
    "Preloaded data stays fresh for 30 seconds by default (`defaultPreloadStaleTime: 30_000`). During that window it won't be refetched.",
    "",
  ].join("\n"),
  "kb/tanstack-router/skills/router-core/navigation/SKILL.md",
);
const preloadStats = statsIn(preloading, {
  defaultpreload: 1,
  preload: 5,
  default: 60,
  router: 200,
  tanstack: 400,
});

describe("a setting whose name only begins with the one asked is another setting (probe set 36)", () => {
  const block = [
    `${fence}tsx`,
    "const router = createRouter({",
    "  defaultPreload: 'intent',",
    "  defaultPreloadDelay: 50, // ms, default is 50",
    "})",
    fence,
  ].join("\n");

  it("only a setting's camelCase name written whole counts: not a piece of `drop_console`, not the product WebSocket", () => {
    const asked = "What is the default value of defaultPreload?";
    expect(namedOnlyInLonger("defaultpreload", "`defaultPreloadStaleTime: 30_000`", asked)).toBe(
      true,
    );
    expect(namedOnlyInLonger("defaultpreload", "`defaultPreload: 'intent'`", asked)).toBe(false);
    expect(
      namedOnlyInLonger(
        "drop",
        "- `drop_console` (default: `false`)",
        "What does drop_console default to?",
      ),
    ).toBe(false);
    expect(
      namedOnlyInLonger(
        "websocket",
        "Pass options to the `WebSocketServer`.",
        "Are heartbeat messages enabled by default in the Fastify adapter's WebSocket setup?",
      ),
    ).toBe(false);
  });

  it("`defaultPreloadDelay`'s comment states no default of `defaultPreload`", () => {
    expect(statesDefault(block, "What is the default value of defaultPreload?")).toBe(false);
  });

  it("it states `defaultPreloadDelay`'s own", () => {
    expect(statesDefault(block, "What is the default value of defaultPreloadDelay?")).toBe(true);
  });

  it("nor does an entry of `defaultPreloadDelay` in prose", () => {
    const entry = "- `defaultPreloadDelay`: the delay in ms before preloading. Default: `50`.";
    expect(statesDefault(entry, "What is the default value of defaultPreload?")).toBe(false);
    expect(statesDefault(entry, "What is the default value of defaultPreloadDelay?")).toBe(true);
  });

  it("a sentence about `defaultPreloadStaleTime` leaves `defaultPreload` unnamed", () => {
    const q = analyzeQuestion(
      "What is the default value of defaultPreload in TanStack Router?",
      preloadStats,
    );
    const sentence =
      "Preloaded data stays fresh for 30 seconds by default (`defaultPreloadStaleTime: 30_000`).";
    const c = coverageOf(q, [supportedClaim(preloading[0]!.chunkId, sentence)], preloading);
    expect(c.missingEntities).toContain("defaultpreload");
    expect(answersQuestion(c)).toBe(false);
  });

  it("nothing in the page answers it, so nothing is quoted as its default", () => {
    const q = analyzeQuestion(
      "What is the default value of defaultPreload in TanStack Router?",
      preloadStats,
    );
    const quoted = selectQuotes(q, preloading).map((quote) => quote.text);
    expect(quoted.join("\n")).not.toContain("defaultPreloadStaleTime");
  });
});

describe("a default said in words (probe set 36)", () => {
  it("'(default `true`)' gives the state a setting starts in", () => {
    expect(
      statesDefault(
        "- `includeSearch` (default `true`) — include search params in active matching",
        "Are search params included in active link matching by default?",
      ),
    ).toBe(true);
  });

  it("a comment 'component defaults to Outlet' states a default; 'by default the pool uses …' still none", () => {
    const sample = (comment: string) =>
      [
        `${fence}tsx`,
        "export const Route = createFileRoute('/_authenticated')({",
        `  ${comment}`,
        "})",
        fence,
      ].join("\n");
    expect(
      codeStatesDefault(sample("// component defaults to Outlet — no need to declare it")),
    ).toBe(true);
    expect(
      codeStatesDefault(sample("// by default the pool uses the same configuration as `pg`")),
    ).toBe(false);
  });
});

describe("'X defaults to' naming what is asked comes first (probe set 36)", () => {
  const rows = chunkedDoc(
    "Row selection",
    [
      "# Row selection",
      "",
      "## Prune stale parent ids on child deselection",
      "",
      "Selecting a parent cascades its id plus selectable descendant ids into state, but deselecting a child later leaves the parent id behind by default (some tables treat state ids as literal selections).",
      "",
      "## Identity",
      "",
      "`row.id` defaults to an index-derived ID. Supply `getRowId: (row) => row.id` using an application ID when state must survive page changes or insertion.",
      "",
    ].join("\n"),
    "kb/tanstack-table/skills/core/references/rows.md",
  );

  it("a default stated of the thing asked counts more than one in passing", () => {
    const rowId = "What is a row's id by default in TanStack Table?";
    expect(statedDefault(rowId, "`row.id` defaults to an index-derived ID.")).toBeGreaterThan(
      statedDefault(rowId, "Deselecting a child leaves the parent id behind by default."),
    );
    expect(statedDefault(rowId, "`getRowId` defaults to the row index.")).toBe(
      statedDefault(rowId, "Deselecting a child leaves the parent id behind by default."),
    );
    expect(
      statedDefault(
        "What does a route's component default to in TanStack Router?",
        "// component defaults to Outlet — no need to declare it",
      ),
    ).toBeGreaterThan(
      statedDefault(
        "What does a route's component default to in TanStack Router?",
        "By default, a pending component shows after 1 second.",
      ),
    );
  });

  it("'What is a row's id by default?' is `row.id`'s sentence, not the parent id's", () => {
    const q = analyzeQuestion(
      "What is a row's id by default in TanStack Table?",
      statsIn(rows, { row: 30, id: 20, default: 60, tabl: 300, tanstack: 400 }),
    );
    expect(selectQuotes(q, rows)[0]?.text).toContain("`row.id` defaults to an index-derived ID.");
  });
});

describe("the default of what the asked phrase says it is of (probe set 36)", () => {
  const selection = chunkedDoc(
    "Row selection",
    [
      "# Row selection",
      "",
      "Range behavior is enabled by default; set `enableRowRangeSelection: false` to preserve non-range handler behavior. Direct `row.toggleSelected()` calls do not move that anchor.",
      "",
      "Columns sort in `asc` direction by default.",
      "",
    ].join("\n"),
    "kb/tanstack-table/skills/table-features/references/row-selection.md",
  );
  const q = analyzeQuestion(
    "What is the default sort direction of a TanStack Table column?",
    statsIn(selection, {
      sort: 100,
      direct: 30,
      column: 100,
      default: 60,
      tabl: 300,
      tanstack: 400,
    }),
  );
  const covered = (sentence: string) =>
    answersQuestion(coverageOf(q, [supportedClaim(selection[0]!.chunkId, sentence)], selection));

  it("a range default whose 'Direct …' stems as 'direction' answers no 'default sort direction'", () => {
    expect(
      covered(
        "Range behavior is enabled by default; set `enableRowRangeSelection: false` to preserve non-range handler behavior. Direct `row.toggleSelected()` calls do not move that anchor.",
      ),
    ).toBe(false);
  });

  it("a sentence on the sort's direction does", () => {
    expect(covered("Columns sort in `asc` direction by default.")).toBe(true);
  });
});
