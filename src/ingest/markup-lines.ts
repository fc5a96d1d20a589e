/**
 * Line tests and scans of site markup, written as linear passes: the expressions they replace had
 * overlapping runs (whitespace inside a class that also takes whitespace, a lazy run before `\s*$`)
 * that backtracked super-linearly on a crafted page (issue 57 item 4). Each gives what its
 * expression gave, which the comment above it quotes.
 */
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** `text.replace(/^\n+|\n+$/g, "")` */
export function trimNewlines(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "\n") start++;
  while (end > start && text[end - 1] === "\n") end--;
  return text.slice(start, end);
}

/** `/import\s+[\w{},*\s]+\s+from\s+['"][^'"]+['"];?\s*$/` on what follows leading whitespace */
function isImport(line: string): boolean {
  const quote = line.search(/['"]/);
  if (!line.startsWith("import") || quote < 0) return false;
  const names = line.slice("import".length, quote);
  const beforeFrom = names.trimEnd();
  if (beforeFrom === names || !beforeFrom.endsWith("from")) return false;
  const list = beforeFrom.slice(0, -"from".length);
  const listOk =
    list.length >= 3 && isSpace(list[0]) && isSpace(list.at(-1)) && /^[\w{},*\s]*$/.test(list);
  return listOk && /^['"][^'"]+['"];?\s*$/.test(line.slice(quote));
}

/** `/export\s+const\s+\w+\s*=.*\s*$/` on what follows leading whitespace */
function isExport(line: string): boolean {
  const head = /^export\s+const\s+\w+\s*=/.exec(line);
  return head !== null && !LINE_BREAK.test(line.slice(head[0].length).trimEnd());
}

/** `/^\s*(?:import … ;?|export\s+const\s+\w+\s*=.*)\s*$/`: an MDX import or export line */
export function isMdxImportOrExport(line: string): boolean {
  const body = line.trimStart();
  return isImport(body) || isExport(body);
}

/**
 * `/^\s*:::\s*(?:\w+)?(?:\[?([^\]]*)\]?)?\s*$/.exec(line)?.[1]`: a Docusaurus fence line's title
 * (`:::note[Title]`, `:::tip Title`, "" for none), or null for a line that is no fence.
 */
export function docusaurusFence(line: string): string | null {
  const head = /^\s*:::\s*\w*/.exec(line);
  if (!head) return null;
  const rest = line.slice(head[0].length);
  const from = rest.startsWith("[") ? 1 : 0;
  const close = rest.indexOf("]");
  if (close < 0) return rest.slice(from);
  return rest.slice(close + 1).trim() === "" ? rest.slice(Math.min(from, close), close) : null;
}

const TAG = /<\/?(?:[A-Z][\w.]*|[a-z][a-z0-9]*-[\w-]*)(?:\s[^<>]*)?\/?>/y;

function backtickRun(text: string, at: number): number {
  let end = at;
  while (text[end] === "`") end++;
  return end - at;
}

/** Where the code span the expression `` (`+)[^`]*?\1 `` matches at `at` ends, or -1 for none. */
function codeSpanEnd(text: string, at: number): number {
  const run = backtickRun(text, at);
  const next = text.indexOf("`", at + run);
  if (next >= 0 && backtickRun(text, next) >= run) return next + run;
  // the expression gives back backticks until its run and the same run again fit: an empty span
  return run >= 2 ? at + 2 * Math.floor(run / 2) : -1;
}

/**
 * `` line.replace(/(`+)[^`]*?\1|<\/?(?:[A-Z][\w.]*|[a-z][a-z0-9]*-[\w-]*)(?:\s[^<>]*)?\/?>/g, …) ``
 * keeping code spans and removing the tags: a component's or custom element's tags outside code.
 */
export function withoutJsxTags(line: string): string {
  let out = "";
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    const span = c === "`" ? codeSpanEnd(line, i) : -1;
    if (span >= 0) {
      out += line.slice(i, span);
      i = span;
      continue;
    }
    TAG.lastIndex = i;
    const tag = c === "<" ? TAG.exec(line) : null;
    if (tag) i += tag[0].length;
    else out += line[i++];
  }
  return out;
}
