/** Tokens of a sentence and the numbers in them, in digits or in words. */
import type { QuantityKind } from "./claim-quantities";
import { APPROX, ORDINALS, SCALES, SMALL } from "./quantity-words";

export interface Token {
  text: string;
  lower: string;
  /** a numeric token's value */
  num?: number;
}

// an identifier that mixes digits and letters ("1d8oz4", "7d15v7", "2x4") is one token, not "1 d"
const TOKEN =
  /(?<![\p{L}\p{N}])\d+(?:\.\d+)?\p{L}+\d[\p{L}\p{N}]*|(?:us\$|[$£€¥])|(?<![\p{L}\p{N}])-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\p{L}\p{N}])-?\d+(?:\.\d+)?(?:st|nd|rd|th|s|'s)?|°[cf]\b|%|[\p{L}][\p{L}'’]*|[–—-]|[^\s\p{L}\p{N}]/giu;

export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.normalize("NFKC").matchAll(TOKEN)) {
    const t = m[0];
    out.push({ text: t, lower: t.toLowerCase() });
  }
  return out;
}

const DIGITS = /^(-?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(st|nd|rd|th|s|'s)?$/i;

export interface Read {
  value: number;
  kind: QuantityKind;
  approximate: boolean;
  qualifier: string;
  /** index after the number */
  next: number;
}

function readDigits(ts: readonly Token[], i: number, d: RegExpExecArray): Read {
  // "-5" only when the minus is not a hyphen glued to a word before it
  let value = Number(d[2]!.replace(/,/g, "")) * (d[1] ? -1 : 1);
  const suffix = (d[3] ?? "").toLowerCase();
  let j = i + 1;
  if (suffix === "s" || suffix === "'s") {
    const qualifier =
      i > 0 && /^(early|mid|late)$/.test(ts[i - 1]!.lower)
        ? ts[i - 1]!.lower
        : i > 1 && ts[i - 1]!.lower === "-" && /^(early|mid|late)$/.test(ts[i - 2]!.lower)
          ? ts[i - 2]!.lower
          : "";
    return { value, kind: "decade", approximate: false, qualifier, next: j };
  }
  if (suffix) return { value, kind: "ordinal", approximate: false, qualifier: "", next: j };
  while (j < ts.length && SCALES[ts[j]!.lower] !== undefined) value *= SCALES[ts[j++]!.lower]!;
  const kind: QuantityKind =
    j === i + 1 && !d[1] && /^\d{4}$/.test(d[2]!) && value >= 1000 && value <= 2100
      ? "year"
      : "number";
  return { value, kind, approximate: false, qualifier: "", next: j };
}

/** "once", "twice", "fourth", "tens of thousands", "dozens": single words with a value. */
function readWord(ts: readonly Token[], i: number): Read | null {
  const w = ts[i]!.lower;
  const times: Record<string, number> = { once: 1, twice: 2, thrice: 3 };
  if (times[w] !== undefined)
    return {
      value: times[w]!,
      kind: "number",
      approximate: false,
      qualifier: "times",
      next: i + 1,
    };
  if (ORDINALS[w] !== undefined)
    return { value: ORDINALS[w]!, kind: "ordinal", approximate: false, qualifier: "", next: i + 1 };
  if (w !== "tens" && w !== "dozens" && APPROX[w] === undefined) return null;
  // "tens of thousands", "hundreds of millions", "dozens"
  let value = w === "tens" ? 10 : APPROX[w]!;
  let j = i + 1;
  if (ts[j]?.lower === "of" && APPROX[ts[j + 1]?.lower ?? ""] !== undefined) {
    value *= APPROX[ts[j + 1]!.lower]!;
    j += 2;
  } else if (w === "tens") return null;
  return { value, kind: "number", approximate: true, qualifier: "", next: j };
}

/** A count in words: "seven million", "twenty-one", "a hundred and five". */
function readCount(ts: readonly Token[], i: number): Read | null {
  const t = ts[i]!;
  const start = t.lower === "a" && SCALES[ts[i + 1]?.lower ?? ""] !== undefined ? i + 1 : i;
  let total = 0;
  let current = start === i + 1 ? 1 : 0;
  let j = start;
  let read = false;
  for (; j < ts.length; j++) {
    const w = ts[j]!.lower;
    if (SMALL[w] !== undefined) {
      current += SMALL[w]!;
      read = true;
    } else if (SCALES[w] !== undefined && (read || j === start)) {
      current = (current || 1) * SCALES[w]!;
      if (SCALES[w]! >= 1000) {
        total += current;
        current = 0;
      }
      read = true;
    } else if ((w === "-" || w === "and") && read && SMALL[ts[j + 1]?.lower ?? ""] !== undefined) {
      continue;
    } else break;
  }
  if (!read) return null;
  const value = total + current;
  // "one of the steps", "one day he" are not counts; "one" counts only before a unit
  const weak = value === 1 && j === i + 1 && t.lower === "one";
  return { value, kind: "number", approximate: false, qualifier: weak ? "weak" : "", next: j };
}

/** Reads a number (digits, words, "tens of thousands", "1970s", "4th") starting at token i. */
export function readNumber(ts: readonly Token[], i: number): Read | null {
  const d = DIGITS.exec(ts[i]!.text);
  if (d) return readDigits(ts, i, d);
  const word = readWord(ts, i);
  if (word || ["tens", "dozens"].includes(ts[i]!.lower)) return word;
  return readCount(ts, i);
}
