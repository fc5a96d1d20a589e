/**
 * A table row quoted for the column the question asks about: "What is the end-of-life date of
 * Turborepo 2.x?" is not answered by "| 2.x | Jun. 4, 2024 | - |", whose "End-of-life date" cell is
 * empty. The asked column is the one whose header words the question all uses (the most of them).
 */
import { contentTerms } from "../text/terms";

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
  const cell = cellsOf(row)[best];
  return best > 0 && cell !== undefined && BLANK.test(cell.replace(/[*_`]/g, "").trim());
}
