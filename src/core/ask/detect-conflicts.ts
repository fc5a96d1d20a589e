/**
 * Seed 003: "If two allowed, current-looking sources conflict, return their dates and excerpts for
 * review instead of selecting the answer that sounds more confident." Two evidence sentences from
 * different documents are about the same fact when they share most of their (non-number) terms
 * and the question's; they disagree when they give different values in the same unit, or the same
 * statement with opposite polarity.
 */
import { splitSentences } from "../text/sentences";
import { contentTerms } from "../text/terms";
import { extractQuantities, type Quantity } from "../text/quantities";
import { isNegated } from "./validate-claim";
import type { ConflictFinding, Passage } from "../types";

const SAME_FACT = 0.6;
const SAME_STATEMENT = 0.8;

interface FactSentence {
  passage: Passage;
  sentence: string;
  terms: Set<string>;
  quantities: Quantity[];
  negated: boolean;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let hit = 0;
  for (const t of a) if (b.has(t)) hit++;
  return hit / Math.min(a.size, b.size);
}

function factSentences(question: string, passage: Passage): FactSentence[] {
  const q = new Set(contentTerms(question));
  return splitSentences(passage.text)
    .map((sentence) => ({
      passage,
      sentence,
      terms: new Set(contentTerms(sentence).filter((t) => !/^\d/.test(t))),
      quantities: extractQuantities(sentence).filter((x) => x.unit !== ""),
      negated: isNegated(sentence),
    }))
    .filter((f) => [...f.terms].some((t) => q.has(t)));
}

function disputedUnit(a: FactSentence, b: FactSentence): string | null {
  for (const qa of a.quantities) {
    const sameUnit = b.quantities.filter((qb) => qb.unit === qa.unit);
    if (sameUnit.length && !sameUnit.some((qb) => qb.value === qa.value)) {
      const aValues = a.quantities.filter((x) => x.unit === qa.unit).map((x) => x.value);
      if (!sameUnit.some((qb) => aValues.includes(qb.value))) return qa.unit;
    }
  }
  return null;
}

export function detectConflicts(question: string, evidence: readonly Passage[]): ConflictFinding[] {
  const byDoc = new Map<string, FactSentence[]>();
  for (const p of evidence) byDoc.set(p.documentId, [...(byDoc.get(p.documentId) ?? []), ...factSentences(question, p)]);
  const docs = [...byDoc.keys()];
  const found = new Map<string, ConflictFinding>();
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      for (const a of byDoc.get(docs[i]!)!) {
        for (const b of byDoc.get(docs[j]!)!) {
          const shared = overlap(a.terms, b.terms);
          const unit = shared >= SAME_FACT ? disputedUnit(a, b) : null;
          const polarity = shared >= SAME_STATEMENT && a.negated !== b.negated;
          if (!unit && !polarity) continue;
          const units = new Set(a.quantities.map((x) => x.unit));
          const facts = [...a.terms].filter((t) => b.terms.has(t) && !units.has(t));
          const sides = [a, b].sort((x, y) => x.passage.revisionId.localeCompare(y.passage.revisionId));
          const key = `${sides.map((s) => s.passage.revisionId).join("+")}:${unit ?? "polarity"}`;
          if (found.has(key)) continue;
          found.set(key, {
            key,
            fact: `${facts.slice(0, 6).join(" ")}${unit ? ` (${unit})` : " (yes/no)"}`,
            sides: sides.map((s) => ({
              documentId: s.passage.documentId,
              title: s.passage.title,
              revisionId: s.passage.revisionId,
              revision: s.passage.revision,
              effectiveDate: s.passage.effectiveDate,
              excerpt: s.sentence,
              values: unit ? s.quantities.filter((x) => x.unit === unit).map((x) => x.raw) : [s.negated ? "no" : "yes"],
            })),
          });
        }
      }
    }
  }
  return [...found.values()];
}
