/**
 * A command's help output pasted into a code block ("  --shallow   shallow mode turns off dependency
 * resolution, only processing …  [boolean] [default: false]"): an options table written as text.
 * Quoted whole, the block is pages of flags and its first lines stand for all of them; so each
 * option is quoted apart, with its description's continuation lines, named by the block's first
 * line (the command it documents), as a table row carries its header.
 */
import type { QuoteBlock } from "../../core/types";

export interface OptionUnit {
  start: number;
  end: number;
  kind: QuoteBlock["kind"];
  context?: string;
}

/** An option's line: its flags ("-w, --watch", "--static [value...]") then, past two spaces, words. */
// flags are single-spaced (a lone space is not followed by another), so they and the two spaces
// before the words cannot trade characters; `/^( {0,8})-{1,2}[A-Za-z0-9][\w-]*(?:[ ,=|<>[\].\w-]*?)(?: {2,}\S.*)?$/`,
// which accepted the same lines, backtracked super-linearly on long runs of spaces (issue 57 item 4)
const OPTION_LINE = /^( {0,8})-{1,2}[A-Za-z0-9](?:[,=|<>[\].\w-]| (?! ))*(?: {2,}(?:\S.*)?)?$/;
// from the first space of a run only, so a long run of spaces is scanned once
const DESCRIBED = /(?<! ) {2,}\S/;

/** A section of help output that lists words, not flags: "Arguments:", "Positionals:", "Commands:". */
const WORD_SECTION = /^\s{0,4}(?:arguments|positionals?|positional arguments|commands)\s*:\s*$/i;
/** Any section's heading line: "Options:", "Examples:". */
const SECTION = /^\s{0,4}[A-Za-z][\w ]*:\s*$/;
/** A listed word, then its description past two spaces: "  count    Number of IDs to generate (default: 1)". */
const ARGUMENT_LINE = /^ {1,8}[A-Za-z<[][\w<>[\].|-]*(?: [<[][\w.|-]+[>\]])? {2,}\S/;

/**
 * The lines of help output's argument and command sections: "count  Number of IDs to generate
 * (default: 1)" under "Arguments:" is described, and defaulted, as an option is.
 */
function argumentLines(lines: string[]): number[] {
  const out: number[] = [];
  let listing = false;
  lines.forEach((l, i) => {
    if (SECTION.test(l)) listing = WORD_SECTION.test(l);
    else if (listing && ARGUMENT_LINE.test(l)) out.push(i);
  });
  return out;
}

function indentOf(line: string): number {
  return /^ */.exec(line)![0].length;
}

/**
 * The options of a code block's text (fence lines included), or none when it is not help output:
 * at least three option lines that describe their option, in a block that is not a diff.
 */
export function helpTextUnits(code: string): OptionUnit[] {
  const lines = code.split("\n");
  if (/^\s*(?:```|~~~)\s*diff\b/.test(lines[0] ?? "")) return [];
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const flags = lines.flatMap((l, i) =>
    OPTION_LINE.test(l) && DESCRIBED.test(l.trimStart()) ? [i] : [],
  );
  if (flags.length < 3) return [];
  const options = [...flags, ...argumentLines(lines)].sort((a, b) => a - b);
  const command = lines.find((l) => l.trim() && !/^\s*(?:```|~~~)/.test(l))?.trim() ?? "";
  return options.map((i) => {
    let last = i;
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      if (/^\s*(?:```|~~~)/.test(l) || (l.trim() && indentOf(l) <= indentOf(lines[i]!))) break;
      if (l.trim()) last = j;
    }
    return {
      start: starts[i]! + indentOf(lines[i]!),
      end: starts[last]! + lines[last]!.length,
      kind: "item" as const,
      ...(command ? { context: command } : {}),
    };
  });
}
