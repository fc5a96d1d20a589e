/**
 * A table row quoted for the column the question asks about: "What is the end-of-life date of
 * Turborepo 2.x?" is not answered by "| 2.x | Jun. 4, 2024 | - |", whose "End-of-life date" cell is
 * empty. The asked column is the one whose header words the question all uses (the most of them).
 */
import { contentTerms } from "../text/terms";
import { ofStateAsked } from "./line-owners";

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());

/** A cell that gives nothing: empty, a dash, "n/a", "none", "—". */
const BLANK = /^(?:|-+|—|–|n\/a|none|tbd|\?)$/i;

export function askedCellBlank(question: string, context: string | null, row: string): boolean {
  const header = (context ?? "")
    .split("\n")
    .reverse()
    .find((l) => l.trim().startsWith("|"));
  if (!header || !row.trim().startsWith("|")) return false;
  const asked = new Set(contentTerms(question));
  let best = -1;
  let size = 0;
  cellsOf(header).forEach((cell, i) => {
    const words = contentTerms(cell);
    if (i > 0 && words.length > size && words.every((w) => asked.has(w))) {
      best = i;
      size = words.length;
    }
  });
  // (a row with fewer cells than its header shows the missing ones empty: html-minifier's
  // "| `maxLineLength` | Specify a maximum line length. … |" under "| Option | Description | Default |")
  const cell = cellsOf(row)[best] ?? "";
  return best > 0 && BLANK.test(cell.replace(/[*_`]/g, "").trim());
}

/**
 * The cell a table row gives under its "Default" column: "`false`" of "| `alphaHex` | `false` |
 * Enable … |" quoted with its header "| Option | Default | Description |" (on the line before or
 * joined to it, the separator row with it or not).
 */
export function defaultColumnCell(text: string): { cell: string; row: string } | undefined {
  const table = text
    .split("\n")
    .filter((l) => l.trim().startsWith("|"))
    .join(" ");
  // (the rows meet at an empty cell, "… | | …"; a separator row is no row of values)
  const rows: string[][] = [[]];
  for (const cell of cellsOf(table)) {
    if (!cell) rows.push([]);
    else rows.at(-1)!.push(cell);
  }
  const [header, ...rest] = rows.filter((r) => r.length && !r.every((c) => /^:?-+:?$/.test(c)));
  const row = rest.at(-1);
  if (!header || !row || row.length !== header.length) return undefined;
  const at = header.findIndex((c) => /^defaults?(?:\s+values?)?$/i.test(c));
  return at < 0 ? undefined : { cell: row[at]!.replace(/[*_`'"]/g, ""), row: row.join(" | ") };
}

const STATE_WORD = /^\s*(?:true|false|on|off|enabled|disabled|yes|no)\s*$/i;

/** An option table's row gives the state asked: "| `alphaHex` | `false` | …" under "| Option | Default | … |". */
export function statesRowsDefaultState(text: string, question: string): boolean {
  const column = defaultColumnCell(text);
  return !!column && STATE_WORD.test(column.cell) && ofStateAsked(column.row, question);
}
