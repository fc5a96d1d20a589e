import { CODE_BLOCKS } from "./config-sample";

/**
 * The defaults a declaration gives its parameters in a code block: `encoding = BINARY` in a C++
 * signature, `timeout: float = 5.0` in Python, `function f(retries = 3)` in JavaScript.
 */

/** A declaration's parameter list opens after its name: `AsyncWorker(`, `def connect(`. */
const PARAMETER_LIST = /(\b(?:function|def|fn|func)\s+)?[\w$]+\s*\(/g;

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
 * The parameters a declaration gives a default in a code block: `const char* resource_name =
 * "nan:AsyncWorker"`, `enum Nan::Encoding encoding = BINARY`, `timeout: float = 5.0`, `function
 * f(retries = 3)`. A parameter is declared when it has a type (or the list follows `function`,
 * `def`): a call that passes a value by name (`get(url, timeout=30)`) chose it and states no default.
 */
export function signatureDefaults(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(PARAMETER_LIST)) {
    const list = parenthesised(code, m.index + m[0].length - 1);
    if (list === null) continue;
    for (const item of topLevelItems(list)) {
      // (an arrow, `(socket, req) => {`, is a function passed, not a default)
      const d = /^\s*([^=]*?)\s*=(?![=>])\s*\S/.exec(item.replace(/\s+/g, " "));
      if (!d) continue;
      const left = d[1]!;
      // (an object passed, `connect(url, { recovery: { … setup() { const ch = … } } })`, holds
      // statements, not a parameter; a destructured one, `{ retries = 3 }`, opens with its brace)
      if (/[;{}]/.test(left.replace(/^\s*\{/, ""))) continue;
      // (an annotation follows one colon, `port: int`; two qualify a type, `Nan::Encoding`)
      const declared = left.replace(/\s*(?<!:):(?!:).*$/, "");
      const name = /([A-Za-z_$][\w$]*)$/.exec(declared)?.[1];
      const typed = declared !== left || /\S[\s*&]+[*&]?[A-Za-z_$][\w$]*$/.test(declared);
      if (name && (typed || m[1])) names.push(name);
    }
  }
  return names;
}

/** Whether the question names a parameter: as written (`resource_name`) or as its words ("encoding"). */
export function namedIn(question: string, name: string): boolean {
  const words: string[] = question.toLowerCase().match(/[\w$]+/g) ?? [];
  return words.includes(name.toLowerCase());
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

/**
 * Whether the text declares the default of a parameter the question names: a declaration's
 * signature in a code block (`encoding = BINARY`) or an optional parameter's brackets ("[`offset` = 0]").
 */
export function declaresDefaultOf(text: string, question: string): boolean {
  return (
    (text.match(CODE_BLOCKS) ?? []).some((block) =>
      signatureDefaults(block).some((p) => namedIn(question, p)),
    ) || bracketedDefaults(text).some((p) => namedIn(question, p))
  );
}
