/**
 * An HTML table written into Markdown (`<table>…<tr><td><code>TURBO_UI</code></td><td>Enables TUI
 * when …</td></tr>…`): markdown-it gives it as one HTML block, so without this a whole table of
 * settings would be one "sentence". Each description cell is quoted by sentence, with the row's
 * first cell (the name it describes) as its context, as a Markdown table's row carries its header.
 */
import type { QuoteBlock } from "../../core/types";
import { sentenceSpans } from "../../core/text/segment";

export interface CellUnit {
  start: number;
  end: number;
  kind: QuoteBlock["kind"];
  context?: string;
}

const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi;
const CELL = /<(t[dh])\b[^>]*>([\s\S]*?)<\/t[dh]\s*>/gi;
/** An HTML/JSX tag with its attributes; quoted values may hold ">" (`caption="Rc<RefCell<i32>>"`). */
export const HTML_TAG =
  /<\/?[A-Za-z][\w.:-]*(?:\s+[\w.:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/g;

/** Whether an HTML block holds table rows. */
export function holdsTableRows(html: string): boolean {
  return /<tr\b[^>]*>[\s\S]*?<t[dh]\b/i.test(html);
}

/** The text a reader sees of a cell: its tags and JSX spacing (`{" "}`) left out. */
function cellText(inner: string): string {
  return inner
    .replace(HTML_TAG, " ")
    .replace(/\{\s*"\s*"\s*\}/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What names each column, when a header row does and there are more columns than a name and its
 * description: "10" in a row of "count" is only a stated default under "Default", as a Markdown row
 * is quoted with its header row. (In a two-column table the header says nothing the row name does not.)
 */
function columnNames(html: string): string[] {
  for (const row of html.matchAll(ROW)) {
    const cells = [...row[1]!.matchAll(CELL)];
    if (cells.length > 2 && cells.every((c) => c[1]!.toLowerCase() === "th"))
      return cells.map((c) => cellText(c[2]!));
  }
  // (a header written with `<td>`, as FlexSearch's option tables are: the first row, each cell a
  // short name, one of them "Default")
  const first = [...html.matchAll(ROW)]
    .map((row) => [...row[1]!.matchAll(CELL)].map((c) => cellText(c[2]!)))
    .find((cells) => cells.length);
  return first &&
    first.length > 2 &&
    first.every((c) => NAME_CELL.test(c)) &&
    first.some((c) => DEFAULT_NAME.test(c))
    ? first
    : [];
}

/**
 * The rows that name the columns, as written (`<tr><td>Option</td>…<td>Default</td></tr>`): a table
 * too long for one chunk repeats them in every part, as a Markdown table repeats its header row, so
 * a part's "9" is still found under "Default".
 */
export function htmlTableHead(html: string): string {
  if (!columnNames(html).length) return "";
  for (const row of html.matchAll(ROW))
    if ([...row[1]!.matchAll(CELL)].length) return html.slice(0, row.index + row[0].length);
  return "";
}

const NAME_CELL = /^[A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*){0,2}$/;
const DEFAULT_NAME = /^defaults?(?: values?)?$/i;

/** The sentences of every description cell of the block's rows, each with its row's name. */
export function htmlTableUnits(html: string): CellUnit[] {
  const units: CellUnit[] = [];
  const columns = columnNames(html);
  for (const row of html.matchAll(ROW)) {
    const rowStart = row.index + row[0].indexOf(row[1]!);
    const cells = [...row[1]!.matchAll(CELL)];
    // a header row names the columns: nothing to quote
    if (cells.length < 2 || cells.some((c) => c[1]!.toLowerCase() === "th")) continue;
    if (columns.length && cells.every((c, i) => cellText(c[2]!) === columns[i])) continue;
    const rowName = cellText(cells[0]![2]!);
    const named = columns.length === cells.length;
    // (a value's cell, "9" under "Default", is read with what the row's description says the
    // setting is: "resolution (Sets the scoring resolution) — Default:")
    const describedAt = named ? columns.findIndex((c) => /^desc/i.test(c)) : -1;
    const described = describedAt > 0 ? cellText(cells[describedAt]![2]!) : "";
    for (const [i, cell] of cells.slice(1).entries()) {
      const column = named ? columns[i + 1] : "";
      const about = described && i + 1 !== describedAt ? `${rowName} (${described})` : rowName;
      const name = column && rowName ? `${about} — ${column}:` : rowName;
      const inner = cell[2]!;
      const innerStart = rowStart + cell.index + cell[0].indexOf(inner, cell[1]!.length + 1);
      for (const s of sentenceSpans(inner)) {
        const text = inner.slice(s.start, s.end);
        const lead = text.length - text.trimStart().length;
        const body = text.trim();
        if (!cellText(body)) continue;
        const start = innerStart + s.start + lead;
        units.push({
          start,
          end: start + body.length,
          kind: "sentence",
          ...(name ? { context: name } : {}),
        });
      }
    }
  }
  return units;
}
