/**
 * Misspelled question words ("how do i rollbak a relase"): a word that is neither English nor a term
 * of the knowledge base is read as the knowledge base's term it is one or two edits from. Only the
 * corpus statistics every caller may read are consulted (TermStats are public-only), so restricted
 * documents never change how a reader's question is read. A real word the knowledge base lacks
 * ("fuzz") is never "corrected": it stays a term nothing matches, and the question abstains.
 */
import { distance } from "fastest-levenshtein";
import { isEnglishWord, isEverydayWord } from "./english-frequency";
import { stem } from "./terms";

export interface Vocabulary {
  total: number;
  df: ReadonlyMap<string, number>;
}

// candidates by first letter, built once per statistics snapshot
const byInitial = new WeakMap<ReadonlyMap<string, number>, Map<string, string[]>>();

function candidates(vocabulary: Vocabulary, initial: string): string[] {
  let index = byInitial.get(vocabulary.df);
  if (!index) {
    index = new Map();
    for (const term of vocabulary.df.keys()) {
      if (!/^[a-z]+$/.test(term)) continue;
      const list = index.get(term[0]!) ?? [];
      list.push(term);
      index.set(term[0]!, list);
    }
    byInitial.set(vocabulary.df, index);
  }
  return index.get(initial) ?? [];
}

/**
 * The corpus term a misspelled word stands for, or null. `term` is the word's stem; edits are
 * counted between stems (a typo rarely hits the first letter, so only terms sharing it are tried).
 * Ties go to the more frequent term, then alphabetical order, so the reading is deterministic.
 */
export function correctionFor(word: string, term: string, vocabulary: Vocabulary): string | null {
  if (!/^[a-z]{5,}$/.test(word) || vocabulary.df.has(term) || isEnglishWord(word)) return null;
  // a stem of four letters or fewer is too little to judge by: the stemmer reads "brotli" as
  // "brot", one letter from "boot"
  if (term.length < 5) return null;
  // a derivation of an English word is a word, not a slip: "serializer" (serial-izer) is no
  // misspelling of "special", two edits from its stem
  if (isEnglishWord(term) && word.length > term.length + 2) return null;
  if (pluralOfWord(word) || compoundOfWords(word)) return null;
  const budget = term.length >= 6 ? 2 : 1;
  let best: { term: string; d: number; df: number } | null = null;
  for (const c of candidates(vocabulary, term[0]!)) {
    if (Math.abs(c.length - term.length) > budget || namedAfter(word, c)) continue;
    const d = distance(c, term);
    if (d > budget) continue;
    const df = vocabulary.df.get(c) ?? 0;
    if (
      !best ||
      d < best.d ||
      (d === best.d && (df > best.df || (df === best.df && c < best.term)))
    )
      best = { term: c, d, df };
  }
  if (best) return best.term;
  // a misspelled suffix changes the whole stem ("automaticaly" -> automaticali, not automat): the
  // longest corpus term of six letters or more that the word starts with
  let prefix: string | null = null;
  for (const c of candidates(vocabulary, term[0]!)) {
    if (
      c.length >= 6 &&
      !namedAfter(word, c) &&
      word.startsWith(c) &&
      word.length - c.length <= 6 &&
      (!prefix || c.length > prefix.length)
    )
      prefix = c;
  }
  return prefix;
}

/**
 * "permissions" is the plural of a word, not a slip two letters from "permit": the frequency list
 * holds few plurals, so a word it lacks is judged by its singular too.
 */
function pluralOfWord(word: string): boolean {
  return singularsOf(word).some((s) => s.length >= 3 && isEnglishWord(s));
}

/** The singulars a word ending in "s" may be plural of: "policies" -> "policy", "boxes" -> "box". */
function singularsOf(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * "maxsize", "maxcount", "keepalive": two everyday words run together name a setting; a slip of
 * the keyboard does not make two words ("rollbak" is "roll" and no word). Read as a typo, "maxsize"
 * became "maxim", and the question took "maximum level" for what it asked.
 */
function compoundOfWords(word: string): boolean {
  for (let i = 3; i <= word.length - 3; i++)
    if (isEverydayWord(word.slice(0, i)) && isEverydayWord(word.slice(i))) return true;
  return false;
}

/**
 * "systemd", "nodejs": an English word with a letter or two added at its end is a name made from
 * the word, not a slip of the keyboard (a typo drops or swaps letters: "rollbak", "relase").
 */
function namedAfter(word: string, candidate: string): boolean {
  return (
    word.startsWith(candidate) && word.length - candidate.length <= 2 && isEnglishWord(candidate)
  );
}

/**
 * The stem the knowledge base uses for another inflection of the word, when the word's own stem is
 * not in it: the stemmer reads "alias" as "alia" but "Aliases" as "alias", so "What is the alias of
 * rule MD009?" would never meet its page's "Aliases: `no-trailing-spaces`". The singular and plural
 * are one word.
 */
export function inflectionFor(word: string, term: string, vocabulary: Vocabulary): string | null {
  if (!/^[a-z]{3,}$/.test(word) || vocabulary.df.has(term)) return null;
  for (const form of [`${word}es`, `${word}s`, ...singularsOf(word)]) {
    const s = stem(form);
    if (s !== term && (vocabulary.df.get(s) ?? 0) > 0) return s;
  }
  return null;
}

/**
 * The stem of the agent noun of a verb the knowledge base never uses: asked when a client "is
 * constructed", its page says "when constructor is called" (the stemmer keeps "constructor" whole,
 * as it does "iterator" beside "iterate").
 */
export function agentNounFor(word: string, term: string, vocabulary: Vocabulary): string | null {
  if (!/^[a-z]{5,}$/.test(word) || vocabulary.df.has(term)) return null;
  for (const noun of [`${term}or`, `${term}er`])
    if ((vocabulary.df.get(noun) ?? 0) > 0) return noun;
  return null;
}

/**
 * The knowledge base's name for a program written with its version: "SQLite" is `sqlite3` there
 * ("please replace it with `sqlite3`"), when it never writes the bare name.
 */
export function numberedFor(word: string, term: string, vocabulary: Vocabulary): string | null {
  if (!/^[a-z]{3,}$/.test(word) || vocabulary.df.has(term)) return null;
  for (const n of ["2", "3", "4", "5", "6"])
    if (vocabulary.df.has(`${word}${n}`)) return `${word}${n}`;
  return null;
}
