import { CODE_BLOCKS } from "./config-sample";

/**
 * The defaults a declaration gives its parameters in a code block: `encoding = BINARY` in a C++
 * signature, `timeout: float = 5.0` in Python, `function f(retries = 3)` in JavaScript.
 */

/**
 * A declaration's parameter list opens after its name: `AsyncWorker(`, `def connect(`,
 * `lighten: function(` (a method written as its object's key), `.rotate(`.
 */
const PARAMETER_LIST = /(\b(?:function|def|fn|func)\s+)?([\w$]+)\s*(?::\s*(function)\s*)?\(/g;
const KEYWORD = /^(?:function|def|fn|func)$/;

/** The text of the parenthesised list opening at `open`, or null when it does not close. */
function parenthesised(code: string, open: number): string | null {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === "(") depth++;
    else if (code[i] === ")" && --depth === 0) return code.slice(open + 1, i);
  }
  return null;
}

/** Items of a list split at its own commas, not at those inside brackets or quotes. */
function topLevelItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote = "";
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!;
    if (quote) {
      if (ch === quote && list[i - 1] !== "\\") quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if ("([{<".includes(ch)) depth++;
    else if (")]}>".includes(ch)) depth--;
    else if (ch === "," && depth === 0) {
      items.push(list.slice(from, i));
      from = i + 1;
    }
  }
  items.push(list.slice(from));
  return items;
}

/**
 * An item a declaration may hold and a call would not: a bare name (`color1`), an optional one
 * (`options?`, `...rest`), a name given its default with spaces around the sign (`amount = 50`).
 * A call passes values (`lighten(0.5)`, `"#f00"`) or names one without spaces (`timeout=30`).
 */
const DECLARED_ITEM = /^\s*(?:\.\.\.)?[A-Za-z_$][\w$]*\??(?:\s+=\s+\S.*)?\s*$/s;

/** A parameter list that reads as a declaration though it has no types: each item is one. */
function declarationLike(items: string[]): boolean {
  return items.filter((i) => i.trim()).every((i) => DECLARED_ITEM.test(i));
}

/** A declaration's defaulted parameters, with the function they are of. */
export interface DeclaredDefaults {
  /** the declared function's name (`lighten`), or "" for an anonymous one */
  fn: string;
  defaults: { name: string; value: string }[];
}

/** The default of one item of a declared list, if it gives one and is declared so. */
function itemDefault(item: string, declared: boolean): { name: string; value: string } | null {
  // (an arrow, `(socket, req) => {`, is a function passed, not a default)
  const d = /^\s*([^=]*?)\s*=(?![=>])\s*(\S.*)$/s.exec(item.replace(/\s+/g, " "));
  if (!d) return null;
  const left = d[1]!;
  // (an object passed, `connect(url, { recovery: { … setup() { const ch = … } } })`, holds
  // statements, not a parameter; a destructured one, `{ retries = 3 }`, opens with its brace)
  if (/[;{}]/.test(left.replace(/^\s*\{/, ""))) return null;
  // (an annotation follows one colon, `port: int`; two qualify a type, `Nan::Encoding`)
  const bare = left.replace(/\s*(?<!:):(?!:).*$/, "");
  const name = /([A-Za-z_$][\w$]*)$/.exec(bare)?.[1];
  const typed = bare !== left || /\S[\s*&]+[*&]?[A-Za-z_$][\w$]*$/.test(bare);
  return name && (typed || declared) ? { name, value: d[2]!.trim() } : null;
}

/**
 * The declarations in a program or a code span that give parameters defaults: `const char*
 * resource_name = "nan:AsyncWorker"`, `timeout: float = 5.0`, `function f(retries = 3)`,
 * `lighten: function(amount = 10)`, `.mix(color2, ratio = 0.5, space = "lab")`. A parameter is
 * declared when it has a type, the list follows `function` or `def`, or every item of the list is
 * one a declaration holds: a call that passes a value by name (`get(url, timeout=30)`) chose it
 * and states no default.
 */
export function declaredDefaults(code: string): DeclaredDefaults[] {
  const found: DeclaredDefaults[] = [];
  for (const m of code.matchAll(PARAMETER_LIST)) {
    const list = parenthesised(code, m.index + m[0].length - 1);
    if (list === null) continue;
    const items = topLevelItems(list);
    const keyword = !!(m[1] || m[3] || KEYWORD.test(m[2]!));
    const declared = keyword || declarationLike(items);
    const defaults = items.flatMap((i) => itemDefault(i, declared) ?? []);
    if (defaults.length) found.push({ fn: KEYWORD.test(m[2]!) ? "" : m[2]!, defaults });
  }
  return found;
}

/** The names of the parameters declarations give defaults in a program (see `declaredDefaults`). */
export function signatureDefaults(code: string): string[] {
  return declaredDefaults(code).flatMap((d) => d.defaults.map((p) => p.name));
}

/**
 * Whether the question names a parameter: as written (`resource_name`), as its words ("encoding"),
 * or without the number that tells it from another of its kind ("color" of `color2`).
 */
export function namedIn(question: string, name: string): boolean {
  const words: string[] = question.toLowerCase().match(/[\w$]+/g) ?? [];
  const lower = name.toLowerCase();
  return (
    words.includes(lower) ||
    (/\D\d$/.test(lower) && words.includes(lower.slice(0, -1))) ||
    saidApart(words, name)
  );
}

/** A camelCase name said as its words: "How many decimal places …?" names `decimalPlaces`. */
function saidApart(words: readonly string[], name: string): boolean {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ");
  if (parts.length < 2) return false;
  return words.some((_, i) => parts.every((p, j) => words[i + j] === p));
}

/**
 * An optional parameter written in brackets with its default, as JSDoc and API tables write it:
 * "[`offset` = 0]", "[`options.nsecs = 0`]", "@param {number} [retries=3]". The names, without
 * the object they are a key of (`nsecs` of `options.nsecs`).
 */
export function bracketedDefaults(text: string): string[] {
  return [...text.matchAll(BRACKETED_DEFAULT)].map((m) => m[1]!.replace(/^.*\./, ""));
}
const BRACKETED_DEFAULT = /\[\s*`?([A-Za-z_$][\w$.]*)`?\s*=(?![=>])\s*`?[^\]\n`]+`?\s*\]/g;

/** "By how much …?", "How many tints …?": a question asking a quantity, and what it counts. */
const HOW_MUCH = /\bhow much\b/i;
const HOW_MANY = /\bhow many ([a-z]+)/i;
const NUMBER = /^[-+]?\d*\.?\d+$/;

/**
 * "By how much does lighten lighten a color by default?" of `lighten: function(amount = 10)`, and
 * "How many tints does tints generate by default?" of `.tints(count = 5, space = "lab")`: a question
 * on the quantity a function names asks the one number its declaration defaults, though it does
 * not say the parameter's name — not when it counts something else ("How many slices …?").
 */
function asksItsOnlyNumber(question: string, d: DeclaredDefaults): boolean {
  if (!d.fn || !namedIn(question, d.fn)) return false;
  if (d.defaults.filter((p) => NUMBER.test(p.value)).length !== 1) return false;
  const counted = HOW_MANY.exec(question)?.[1]?.toLowerCase();
  return HOW_MUCH.test(question) || counted === d.fn.toLowerCase();
}

/** A declaration gives a default the question asks: of a parameter it names, or the one it counts. */
function answersAsked(code: string, question: string): boolean {
  return declaredDefaults(code).some(
    (d) => d.defaults.some((p) => namedIn(question, p.name)) || asksItsOnlyNumber(question, d),
  );
}

/** The code spans of a text's prose: `lighten: function(amount = 10) -> TinyColor`. */
const CODE_SPAN = /`([^`\n]+)`/g;

/**
 * Whether the text declares the default of a parameter the question asks: a declaration's
 * signature in a code block or a code span (`encoding = BINARY`, `.lighten(amount = 0.1, options?)`)
 * or an optional parameter's brackets ("[`offset` = 0]").
 */
export function declaresDefaultOf(text: string, question: string): boolean {
  const spans = [...text.replace(CODE_BLOCKS, " ").matchAll(CODE_SPAN)].map((m) => m[1]!);
  return (
    [...(text.match(CODE_BLOCKS) ?? []), ...spans].some((code) => answersAsked(code, question)) ||
    bracketedDefaults(text).some((p) => namedIn(question, p)) ||
    onlyBracketedDefaultOf(text, question)
  );
}

/** `simplify([eps=0.001])`: a function whose one optional parameter is written with its default. */
const ONE_BRACKETED_DEFAULT = /([A-Za-z_$][\w$]*)\(\s*\[\s*[A-Za-z_$][\w$]*\s*=[^\]\n]+\]\s*\)/g;

/**
 * "What is the default error threshold of simplify?" of "### Fraction simplify([eps=0.001])": a
 * question naming a function asks the default of its only optional parameter, though it does not
 * say the parameter's name.
 */
function onlyBracketedDefaultOf(text: string, question: string): boolean {
  return [...text.matchAll(ONE_BRACKETED_DEFAULT)].some((m) => namedIn(question, m[1]!));
}
