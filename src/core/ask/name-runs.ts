/**
 * The capitalised names a question writes: which words are names ("Which port does Zipkin use?"),
 * and which of them are only a multi-word name's frame ("Google Cloud Function").
 */
import { isEverydayWord } from "../text/english-frequency";

/** Words a question opens with, capitalised as any sentence's first word or a title's. */
const QUESTION_OPENERS = new Set([
  "what",
  "which",
  "how",
  "when",
  "where",
  "why",
  "who",
  "is",
  "are",
  "can",
  "does",
  "do",
  "in",
  "since",
  "by",
  "if",
  "for",
  "on",
  "with",
  "should",
  "i",
  "the",
  "a",
  "an",
]);

/** A word of the question without its surrounding quotes and punctuation, or its "'s". */
export const bare = (raw: string) =>
  raw.replace(/^[("'`“‘[]+|[)"'`”’?!,;:.]+$/g, "").replace(/['’]s$/i, "");

export function isCapitalisedName(w: string, i: number): boolean {
  return /^[A-Z][a-z]/.test(w) && i > 0 && !QUESTION_OPENERS.has(w.toLowerCase());
}

/**
 * For each word, whether it is in a run of capitalised words that also holds a word no everyday
 * English has ("Google Cloud": "Google"); a run of everyday words ("Hot Module") keeps them all.
 */
export function nameRuns(words: readonly string[], capital: readonly boolean[]): boolean[] {
  const out = words.map(() => false);
  for (let i = 0; i < words.length;) {
    let j = i;
    while (j < words.length && capital[j]) j++;
    const run = words.slice(i, j);
    if (run.length > 1 && run.some((w) => !isEverydayWord(w) && !/[^A-Za-z]/.test(w)))
      for (let k = i; k < j; k++) out[k] = true;
    i = Math.max(j, i + 1);
  }
  return out;
}

const CAPITALISED_RUN = /\b[A-Z][A-Za-z0-9]*(?:[ \t]+[A-Z][A-Za-z0-9]*)+/g;

/**
 * "Better Queue" for the product filed as `better-queue/`: capitalised words that, joined by
 * hyphens, are a product's folder name are read as that name, as "p-queue" is written, so they
 * name the product. Apart, "better" and "queue" are words another product's page says too, and
 * bee-queue's README gave its Redis port for Better Queue's. The pairs are [as written, as read].
 */
export function productNamesWritten(
  question: string,
  isProduct: (name: string) => boolean,
): { text: string; read: [string, string][] } {
  const read: [string, string][] = [];
  const text = question.replace(CAPITALISED_RUN, (run) => {
    const words = run.split(/[ \t]+/);
    for (let n = Math.min(words.length, 4); n >= 2; n--)
      for (let i = 0; i + n <= words.length; i++) {
        const name = words.slice(i, i + n);
        if (!isProduct(name.join("-").toLowerCase())) continue;
        read.push([name.join(" "), name.join("-")]);
        return [...words.slice(0, i), name.join("-"), ...words.slice(i + n)].join(" ");
      }
    return run;
  });
  return { text, read };
}
