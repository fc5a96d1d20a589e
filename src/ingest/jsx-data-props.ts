/**
 * MDX components given their content as data — `<PropertiesTable content={[{ name: 'maxRetries',
 * type: 'number', description: '… Default: 2.' }, …]} />`, as the Vercel AI SDK's reference writes
 * every parameter — are shown by the built site as a list of entries. Left as text, the object literal
 * reads as prose made of `name: '…',` lines, and a quote taken from it runs from one entry's
 * description into the next entry's name. Each such element becomes a Markdown list, one item per
 * record ("`maxRetries` (`number`, optional): … Default: 2."), records nested in a record (a
 * parameter's properties) one level in. The literal is parsed with acorn and never evaluated: only
 * literals, arrays, objects, template strings and `+` of strings are read, and an element holding
 * anything else is left as it was.
 */
import { parseExpressionAt } from "acorn";
import MarkdownIt from "markdown-it";

const md = new MarkdownIt("commonmark");

type Data = string | number | boolean | null | Data[] | { [key: string]: Data };
type Record_ = { [key: string]: Data };

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const LABEL_KEYS = ["name", "title", "label", "key", "id"];
const TEXT_KEYS = ["description", "desc", "text", "content", "summary"];
const DEFAULT_KEYS = ["default", "defaultValue"];

/** The value an expression literally writes, or undefined when reading it would need evaluation. */
function literalValue(node: AstNode, source: string): Data | undefined {
  switch (node.type) {
    case "Literal": {
      const v = node.value;
      return typeof v === "string" || typeof v === "number" || typeof v === "boolean" || v === null
        ? v
        : undefined;
    }
    case "TemplateLiteral":
      // `${…}` parts are shown as written: the reader of the source sees them so too
      return source.slice(node.start + 1, node.end - 1);
    case "BinaryExpression": {
      const [l, r] = [node.left, node.right].map((n) => literalValue(n as AstNode, source));
      return node.operator === "+" && typeof l === "string" && typeof r === "string"
        ? l + r
        : undefined;
    }
    case "ArrayExpression":
      return allRead(
        (node.elements as (AstNode | null)[]).map((n) => n && literalValue(n, source)),
      );
    case "ObjectExpression":
      return objectValue(node.properties as AstNode[], source);
    default:
      return undefined;
  }
}

function allRead(values: (Data | undefined | null)[]): Data[] | undefined {
  return values.every((v) => v !== undefined) ? (values as Data[]) : undefined;
}

function objectValue(properties: AstNode[], source: string): Record_ | undefined {
  const out: Record_ = {};
  for (const p of properties) {
    if (p.type !== "Property" || p.computed) return undefined;
    const key = p.key as AstNode;
    const name = key.type === "Identifier" ? (key.name as string) : key.value;
    const value = literalValue(p.value as AstNode, source);
    if (typeof name !== "string" || value === undefined) return undefined;
    out[name] = value;
  }
  return out;
}

const isRecord = (v: Data): v is Record_ =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isRecordList = (v: Data | undefined): v is Record_[] =>
  Array.isArray(v) && v.length > 0 && v.every(isRecord);

function firstString(rec: Record_, keys: string[]): string | null {
  for (const k of keys) if (typeof rec[k] === "string" && rec[k]) return rec[k];
  return null;
}

const code = (s: string) => (s.includes("`") ? s : `\`${s}\``);
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** One record as a list item, and the records it holds one level in. */
function recordLines(rec: Record_, depth: number): string[] {
  const label = firstString(rec, LABEL_KEYS);
  const type = typeof rec.type === "string" ? rec.type : null;
  const head = label ?? type;
  const quals: string[] = [];
  if (label && type) quals.push(code(oneLine(type)));
  if (rec.isOptional === true || rec.optional === true || rec.required === false)
    quals.push("optional");
  if (rec.required === true || rec.isRequired === true) quals.push("required");
  const text = firstString(rec, TEXT_KEYS);
  const dflt = DEFAULT_KEYS.map((k) => rec[k]).find((v) => v != null && typeof v !== "object");
  const line = [
    head ? code(oneLine(head)) : "",
    quals.length ? ` (${quals.join(", ")})` : "",
    text ? `${head ? ": " : ""}${oneLine(text)}` : "",
    dflt != null ? ` Default: ${code(String(dflt))}.` : "",
  ].join("");
  const nested = Object.values(rec).filter(isRecordList);
  return [
    `${"  ".repeat(depth)}- ${line.trim()}`,
    ...nested.flatMap((list) => list.flatMap((r) => recordLines(r, depth + 1))),
  ];
}

const ATTRIBUTE_NAME = /[A-Za-z_][\w:.-]*/y;
const SPACE = /\s*/y;

function skipSpace(text: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.exec(text);
  return SPACE.lastIndex;
}

/** A JSX opening tag's attribute values from `at` (just after its name) and where the tag ends. */
function openingTag(text: string, at: number): { end: number; values: Data[] } | null {
  const values: Data[] = [];
  let i = skipSpace(text, at);
  while (i < text.length) {
    if (text.startsWith("/>", i)) return { end: i + 2, values };
    if (text[i] === ">") return { end: i + 1, values };
    ATTRIBUTE_NAME.lastIndex = i;
    if (!ATTRIBUTE_NAME.exec(text)) return null;
    i = skipSpace(text, ATTRIBUTE_NAME.lastIndex);
    if (text[i] !== "=") continue;
    i = skipSpace(text, i + 1);
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, i + 1);
      if (close < 0) return null;
      i = skipSpace(text, close + 1);
    } else if (quote === "{") {
      const expr = expressionAt(text, i + 1);
      if (!expr) return null;
      if (expr.value !== undefined) values.push(expr.value);
      i = skipSpace(text, expr.end);
      if (text[i] !== "}") return null;
      i = skipSpace(text, i + 1);
    } else return null;
  }
  return null;
}

function expressionAt(text: string, at: number): { value: Data | undefined; end: number } | null {
  try {
    const node = parseExpressionAt(text, at, { ecmaVersion: "latest" }) as unknown as AstNode;
    return { value: literalValue(node, text), end: node.end };
  } catch {
    // JSX inside the expression (`icon={<Check />}`) or a syntax the page got wrong
    return null;
  }
}

/** Character offsets where fenced code starts and ends: components written there are samples. */
function fencedRanges(text: string): [number, number][] {
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  return md
    .parse(text, {})
    .filter((t) => t.type === "fence" && t.map)
    .map((t) => [lineStarts[t.map![0]]!, lineStarts[t.map![1]] ?? text.length]);
}

/** The page with every component's opening tag replaced by the list of the records it is given, if any. */
export function renderJsxDataProps(text: string): string {
  if (!/^[ \t]*<[A-Z][\w.]*\s/m.test(text)) return text;
  const fences = fencedRanges(text);
  const element = /^[ \t]*<([A-Z][\w.]*)(?=\s)/gm;
  let out = "";
  let copied = 0;
  for (let m = element.exec(text); m; m = element.exec(text)) {
    if (m.index < copied || fences.some(([s, e]) => m!.index >= s && m!.index < e)) continue;
    const tag = openingTag(text, m.index + m[0].length);
    if (!tag) continue;
    // a tag with no records goes, as a one-line tag does (`<Snippet\n  text={`…`}\n/>` shows no text)
    const items = tag.values
      .filter(isRecordList)
      .flatMap((list) => list.flatMap((r) => recordLines(r, 0)));
    out += `${text.slice(copied, m.index)}${items.length ? `\n${items.join("\n")}\n\n` : ""}`;
    copied = tag.end;
    element.lastIndex = tag.end;
  }
  return out + text.slice(copied);
}
