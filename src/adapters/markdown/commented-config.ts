/**
 * A configuration reference written as one commented sample (axios's request config: `// \`timeout\`
 * specifies …` above `timeout: 1000, // default is \`0\``, a blank line before the next setting):
 * quoted whole, pages of settings stand for each one and the first lines win. Each blank-line
 * group is quoted apart, so a setting is quoted with the comment that explains it.
 */
import type { QuoteBlock } from "../../core/types";

export interface GroupUnit {
  start: number;
  end: number;
  kind: QuoteBlock["kind"];
}

const FENCE = /^\s*(?:```|~~~)/;
const COMMENT = /^\s*(?:\/\/|#(?!\w))/;
/** a setting's line: `key: value` (an object literal's property, a YAML key) */
const SETTING = /^\s*["']?[\w$.-]+["']?\s*:\s*\S/;
const OPENER = /[{[]\s*$/;

/**
 * The groups of a code block's text (fence lines included), or none unless at least three groups
 * are a comment followed by the setting it explains, and such groups are most of the block.
 */
export function commentedConfigUnits(code: string): GroupUnit[] {
  const groups: { start: number; end: number; lines: string[] }[] = [];
  let offset = 0;
  let current: (typeof groups)[number] | null = null;
  for (const line of code.split("\n")) {
    if (line.trim() === "" || FENCE.test(line)) current = null;
    else {
      if (!current) groups.push((current = { start: offset, end: offset, lines: [] }));
      current.lines.push(line);
      current.end = offset + line.length;
    }
    offset += line.length + 1;
  }
  const explained = groups.filter((g) => {
    // (the sample's opening line, "{" or "module.exports = {", belongs to its first group)
    const lines = OPENER.test(g.lines[0]!) ? g.lines.slice(1) : g.lines;
    const first = lines.findIndex((l) => !COMMENT.test(l));
    return first > 0 && SETTING.test(lines[first]!);
  });
  if (explained.length < 3 || explained.length * 2 < groups.length) return [];
  return groups.map((g) => ({ start: g.start, end: g.end, kind: "code" as const }));
}
