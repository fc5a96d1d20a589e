/**
 * Paired Hugo shortcodes, `{{< name args >}}inner{{< /name >}}`, found by one left-to-right pass.
 * This replaces `/\{\{([<%])\s*([\w-]+)([^]*?)\s*[>%]\}\}([^]*?)\{\{[<%]\s*\/\s*\2\s*[>%]\}\}/g` and
 * gives its matches (a pair it matched and kept whole still hides the shortcodes inside it): that
 * expression's overlapping runs (a name, lazy arguments, whitespace) backtracked super-linearly on a
 * crafted page (issue 57 item 4).
 */
const OPENER = /\{\{[<%]/g;
const CLOSER = /[>%]\}\}/g;
const CLOSING_TAG = /\{\{[<%]\s*\/\s*([\w-]+)\s*[>%]\}\}/g;
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isNameChar = (c: string | undefined) => c !== undefined && /[\w-]/.test(c);

export type PairRender = (whole: string, name: string, args: string, inner: string) => string;

interface Closings {
  /** where each closing tag `{{< /name >}}` starts and ends, by name, in order */
  byName: Map<string, { start: number; end: number }[]>;
  /** the lengths of those names, longest first: a name is cut back only to one of these */
  lengths: number[];
  /** the first `>}}`/`%}}` at or after a position (openers come in order, so one search serves many) */
  closerFrom: (i: number) => RegExpExecArray | null;
}

function closingTags(text: string): Closings {
  const byName = new Map<string, { start: number; end: number }[]>();
  for (const m of text.matchAll(CLOSING_TAG)) {
    const list = byName.get(m[1]!) ?? [];
    list.push({ start: m.index, end: m.index + m[0].length });
    byName.set(m[1]!, list);
  }
  const lengths = [...new Set([...byName.keys()].map((n) => n.length))].sort((a, b) => b - a);
  let cached: RegExpExecArray | null | undefined;
  const closerFrom = (i: number) => {
    if (cached === null || (cached && cached.index >= i)) return cached;
    CLOSER.lastIndex = i;
    return (cached = CLOSER.exec(text));
  };
  return { byName, lengths, closerFrom };
}

function firstAtOrAfter(list: { start: number; end: number }[] | undefined, from: number) {
  if (!list) return undefined;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.start < from) lo = mid + 1;
    else hi = mid;
  }
  return list[lo];
}

interface Pair {
  end: number;
  name: string;
  args: string;
  inner: string;
}

/**
 * The pair the expression matches at `at`: the name as long as it can be (the expression gives back
 * characters of the name when the whole name has no closing tag), the arguments up to the first
 * `>}}`/`%}}` less trailing whitespace, and the inner text up to the first closing tag of that name.
 */
function pairAt(text: string, at: number, closings: Closings): Pair | null {
  let i = at + 3;
  while (isSpace(text[i])) i++;
  const nameStart = i;
  while (isNameChar(text[i])) i++;
  if (i === nameStart) return null;
  const closer = closings.closerFrom(i);
  if (!closer) return null;
  const innerStart = closer.index + 3;
  for (const length of closings.lengths) {
    if (length > i - nameStart) continue;
    const nameEnd = nameStart + length;
    const name = text.slice(nameStart, nameEnd);
    const closing = firstAtOrAfter(closings.byName.get(name), innerStart);
    if (!closing) continue;
    const args = text.slice(nameEnd, closer.index).trimEnd();
    return { end: closing.end, name, args, inner: text.slice(innerStart, closing.start) };
  }
  return null;
}

export function replacePairedShortcodes(text: string, render: PairRender): string {
  const closings = closingTags(text);
  let out = "";
  let copied = 0;
  OPENER.lastIndex = 0;
  for (let m = OPENER.exec(text); m; m = OPENER.exec(text)) {
    const pair = pairAt(text, m.index, closings);
    if (!pair) {
      OPENER.lastIndex = m.index + 1;
      continue;
    }
    out += text.slice(copied, m.index);
    out += render(text.slice(m.index, pair.end), pair.name, pair.args, pair.inner);
    copied = pair.end;
    OPENER.lastIndex = pair.end;
  }
  return out + text.slice(copied);
}
