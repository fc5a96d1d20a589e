/**
 * Full-text candidates are ordered again by the share of the query's rarity they hold: ts_rank counts
 * every lexeme alike, so chunks that repeat the common words outranked the one with the rare word.
 */
import { describe, expect, it } from "@jest/globals";
import { byRarity, type PassageRow, type Stats } from "../../src/adapters/prisma/prisma-retriever";

const row = (id: string, text: string, score: number, mustHit = true): PassageRow => ({
  chunk_id: id,
  document_id: `d-${id}`,
  revision_id: `r-${id}`,
  revision: 1,
  title: "Class: Client",
  title_key: "class: client",
  source_path: null,
  blocks: [],
  breadcrumb: "Class: Client",
  text,
  effective_date: null,
  review_by: null,
  groups: [],
  score,
  must_hit: mustHit,
});

const stats: Stats = {
  total: 1000,
  df: new Map([
    ["pipelin", 3],
    ["default", 400],
    ["client", 500],
    ["enabl", 120],
  ]),
  folders: new Set(),
  products: new Set(),
  at: 0,
};

describe("candidates by the rarity of the query words they hold", () => {
  const lexemes = ["pipelin", "enabl", "default", "client"];

  it("the chunk that says the rare 'pipelining' comes before chunks that repeat 'default' and 'client'", () => {
    const rows = [
      row("a", "Default: `false`. Enables support for H2 on the client. Default client.", 0.3),
      row("b", "Default: `true` - enabled by default on every client.", 0.28),
      row("c", "A basic HTTP/1.1 client. Pipelining is disabled by default.", 0.2),
    ];
    expect(byRarity(rows, lexemes, stats).map((r) => r.chunk_id)[0]).toBe("c");
  });

  it("chunks that hold the question's entities stay first, and ties keep the query's order", () => {
    const rows = [
      row("x", "Pipelining is disabled by default.", 0.2, false),
      row("y", "the client default", 0.1),
      row("z", "the client default", 0.1),
    ];
    expect(byRarity(rows, lexemes, stats).map((r) => r.chunk_id)).toEqual(["y", "z", "x"]);
  });
});
