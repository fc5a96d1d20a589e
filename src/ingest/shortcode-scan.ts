/**
 * Hugo shortcodes, `{{< name args >}}` and `{{% name args %}}` ("/name" closes a paired one), found
 * by one left-to-right pass. This replaces `/\{\{([<%])\s*(\/?)\s*([\w./-]+)([^]*?)\s*[>%]\}\}/g`
 * and gives its matches: that expression's overlapping runs (whitespace, a name, lazy arguments,
 * whitespace) held `/healthz` for 6.25 s on a 928-byte page with no closing `%}}` (issue 57).
 */
const OPENER = /\{\{[<%]/g;
const CLOSER = /[>%]\}\}/g;
const NAME_CHAR = /[\w./-]/;

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

export interface Shortcode {
  start: number;
  end: number;
  /** "/" on a closing shortcode */
  closing: string;
  name: string;
  args: string;
}

/** The shortcode the expression matches at `at` (where "{{<" or "{{%" starts), given its first closer. */
function shortcodeAt(
  text: string,
  at: number,
  closerFrom: (i: number) => number,
): Shortcode | null | "none" {
  let i = at + 3;
  while (isSpace(text[i])) i++;
  const slashAt = i;
  let closing = "";
  if (text[i] === "/") {
    closing = "/";
    i++;
    while (isSpace(text[i])) i++;
  }
  let nameStart = i;
  while (NAME_CHAR.test(text[i] ?? "")) i++;
  if (i === nameStart && closing) {
    // "{{% / %}}": with no name after the slash, the slash is the name
    closing = "";
    nameStart = slashAt;
    i = slashAt + 1;
  }
  if (i === nameStart) return null;
  const c = closerFrom(i);
  if (c < 0) return "none";
  let q = c;
  while (q > i && isSpace(text[q - 1])) q--;
  const name = text.slice(nameStart, i);
  return { start: at, end: c + 3, closing, name, args: text.slice(i, q) };
}

/** Every shortcode, left to right, as `text.matchAll` of the expression above would give them. */
export function shortcodes(text: string): Shortcode[] {
  const out: Shortcode[] = [];
  const closerFrom = (i: number) => {
    CLOSER.lastIndex = i;
    const m = CLOSER.exec(text);
    return m ? m.index : -1;
  };
  OPENER.lastIndex = 0;
  for (let m = OPENER.exec(text); m; m = OPENER.exec(text)) {
    const found = shortcodeAt(text, m.index, closerFrom);
    // no closer after this one means none after any later one either
    if (found === "none") break;
    if (found) OPENER.lastIndex = found.end;
    else OPENER.lastIndex = m.index + 1;
    if (found) out.push(found);
  }
  return out;
}

/** `text.replace(expression, (whole, delimiter, closing, name, args) => …)` for the expression above. */
export function replaceShortcodes(
  text: string,
  render: (closing: string, name: string, args: string) => string,
): string {
  let out = "";
  let at = 0;
  for (const s of shortcodes(text)) {
    out += text.slice(at, s.start) + render(s.closing, s.name, s.args);
    at = s.end;
  }
  return out + text.slice(at);
}
