/**
 * The candidates of the learned answer step (issue 55): every span the extractive step may quote
 * from the relevant evidence (core/ask/quote-windows.ts windowsOf: blocks, sentence pairs, a colon's
 * lead-in with what it introduces, a sample's commented segments), with the passage's retrieval rank.
 * Each is an exact substring of its passage by construction (start/end into passage.text).
 */
import type { Passage, QuoteBlock } from "../types";
import { windowsOf, windowText } from "../ask/quote-windows";

export interface Candidate {
  passage: Passage;
  /** 0 for the best retrieved passage */
  rank: number;
  start: number;
  end: number;
  kind: QuoteBlock["kind"];
  /** what a reader needs with it: a row's header, an item's lead-in */
  context: string | null;
  text: string;
}

export function candidatesOf(evidence: readonly Passage[]): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  evidence.forEach((passage, rank) => {
    for (const w of windowsOf(passage)) {
      const key = `${passage.chunkId}:${w.start}:${w.end}`;
      if (seen.has(key) || w.end <= w.start) continue;
      seen.add(key);
      const text = windowText(w);
      if (!text.trim()) continue;
      out.push({
        passage,
        rank,
        start: w.start,
        end: w.end,
        kind: w.kind,
        context: w.context,
        text,
      });
    }
  });
  return out;
}
