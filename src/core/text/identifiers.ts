/**
 * Names and identifiers a claim states: proper names ("Nepal", "Kurtenbach"), flags
 * ("--sampling.rate"), environment variables (OTEL_EXPORTER), paths ("/etc/hosts"), file names,
 * versions ("v2.1") and code-like tokens ("AX-4", "maxConnections"). A model that swaps one name for
 * another keeps a sentence plausible; these must be found in the evidence as written.
 */
import { stem } from "./terms";

/** Capitalised words that are not names: sentence openers, titles of address, days and months. */
const NOT_NAMES = new Set(
  (
    "i a an the this that these those it its he she they we you his her their our my your there here in on at by for " +
    "of to from with and or but as if when while after before since during however although though also then so " +
    "mr mrs ms dr st monday tuesday wednesday thursday friday saturday sunday january february march april may june " +
    "july august september october november december"
  ).split(" "),
);

// Written so no run is scanned again from inside itself (issue 57 item 4): an environment
// variable starts where no capital precedes it (one that starts inside a run of capitals would
// have matched from the run's start), a path's first segment is at most 256 characters (none
// longer is written in prose), a code-like token's digits are one run with its letters.
const IDENTIFIER =
  /(?:(?<![\w-])--?[a-z][\w.-]*|\$?(?<![A-Z])[A-Z][A-Z0-9]*_[A-Z0-9_]+|(?:\.{0,2}\/)?[\w.-]{1,256}\/[\w./-]+|\b[\w-]+\.(?:ya?ml|json|toml|md|ts|js|go|rs|py|conf|ini|txt|html|sh)\b|\bv?\d+\.\d+(?:\.\d+)*\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Za-z]+-\d[A-Za-z0-9]*\b)/g;

export interface NamedThing {
  text: string;
  kind: "name" | "identifier";
}

/** `word.replace(/[.-]+$/, "")`, without rescanning a run of dots from each of its characters */
function withoutTrailingDots(word: string): string {
  let end = word.length;
  while (end > 0 && (word[end - 1] === "." || word[end - 1] === "-")) end--;
  return word.slice(0, end);
}

function wordsWithPosition(text: string): { word: string; opener: boolean }[] {
  const out: { word: string; opener: boolean }[] = [];
  let opener = true;
  for (const m of text.matchAll(/[\p{L}][\p{L}\p{N}'’.-]*|[.!?:;"“”()]/gu)) {
    const w = m[0];
    if (/^[.!?:;"“”()]$/.test(w)) {
      if (/[.!?:]/.test(w)) opener = true;
      continue;
    }
    out.push({ word: withoutTrailingDots(w.replace(/['’]s$/, "")), opener });
    opener = false;
  }
  return out;
}

/** The names and identifiers a text states, each once. */
export function namedThings(text: string): NamedThing[] {
  const out = new Map<string, NamedThing>();
  for (const m of text.matchAll(IDENTIFIER))
    out.set(m[0].toLowerCase(), { text: m[0], kind: "identifier" });
  for (const { word, opener } of wordsWithPosition(text)) {
    if (opener || !/^\p{Lu}/u.test(word) || NOT_NAMES.has(word.toLowerCase()) || word.length < 2)
      continue;
    const key = word.toLowerCase();
    if (![...out.keys()].some((k) => k.includes(key))) out.set(key, { text: word, kind: "name" });
  }
  return [...out.values()];
}

/** Lower-cased words and stems of a text, for finding a name in it. */
export interface NameIndex {
  raw: string;
  words: Set<string>;
  stems: Set<string>;
  /** the letter runs in order, for acronyms */
  sequence: string[];
  /** the text without spaces and hyphens, for compounds ("end zone" -> "endzone") */
  squashed: string;
}

export function nameIndex(text: string): NameIndex {
  const raw = text.normalize("NFKC").toLowerCase();
  const words = new Set(raw.match(/[\p{L}\p{N}]+/gu) ?? []);
  return {
    raw,
    words,
    stems: new Set([...words].map(stem)),
    sequence: raw.match(/\p{L}+/gu) ?? [],
    squashed: raw.replace(/[\s-]+/g, ""),
  };
}

/** "US" for "United States", "LA" for "Los Angeles": an acronym of consecutive evidence words. */
function spelledOut(acronym: string, words: readonly string[]): boolean {
  for (let i = 0; i + acronym.length <= words.length; i++)
    // "of the" does not spell "OT": every word of the expansion is a content word
    if ([...acronym].every((ch, k) => words[i + k]![0] === ch && !NOT_NAMES.has(words[i + k]!)))
      return true;
  return false;
}

/**
 * A name is found when the evidence has it as a word, by stem ("Canadian" and "Canada" share
 * "canad"), or — for identifiers — verbatim.
 */
export function foundIn(thing: NamedThing, index: NameIndex): boolean {
  const key = thing.text.toLowerCase();
  if (thing.kind === "identifier") return index.raw.includes(key);
  if (/^\p{Lu}{2,5}$/u.test(thing.text) && spelledOut(key, index.sequence)) return true;
  // "endzone" is the evidence's "end zone", "middle-aged" its "middle aged"
  if (/^\p{L}{6,}$/u.test(key) && index.squashed.includes(key)) return true;
  const parts = key.split(/[-.'’]+/).filter(Boolean);
  return parts.every((part) => {
    if (index.words.has(part) || index.stems.has(stem(part))) return true;
    if (part.length < 6) return false;
    const prefix = part.slice(0, 5);
    for (const w of index.words) if (w.startsWith(prefix)) return true;
    return false;
  });
}
