/**
 * Reader-facing limitation messages. Seed 003: say what is known and what is missing and what
 * kind of source would resolve it; never claim absence from the index means non-existence; never
 * reveal restricted material. Every message is built from the question, the caller's own
 * evidence and fixed text, so it cannot carry a restricted title, excerpt or count.
 */
import { contentTerms, contentWords, coverage } from "../text/terms";
import type { Limitation } from "../types";
import type { ConflictResolutionRecord } from "../conflicts/conflict-types";

export const NOT_IN_KNOWLEDGE_BASE_MESSAGE =
  "I couldn't find this in the knowledge base available to you, so I can't answer it.";

export const MODEL_UNAVAILABLE_MESSAGE =
  "The answer service is unavailable right now. Below is the evidence I found; it is not an answer, and nothing in it has been checked against your question.";

/** The question's parts ("X and Y", "X, Y?"), each with its content terms. */
export function questionParts(
  question: string,
): { text: string; terms: string[]; words: string[] }[] {
  return question
    .split(/\?|;|,|\band\b|\balso\b/i)
    .map((p) => p.trim())
    .map((text) => {
      const cw = contentWords(text);
      return { text, terms: cw.map((c) => c.term), words: cw.map((c) => c.word) };
    })
    .filter((p) => p.terms.length > 0);
}

/** Share of a one-part question's terms the supported claims must cover to count as answering it. */
export const ANSWERED_COVERAGE = 0.75;

/**
 * Parts of the question the supported claims leave unanswered: for "X and Y" each part on its own;
 * for a one-part question, its uncovered terms when the claims cover too little of it (the claims
 * may be true and still answer a neighbouring question, e.g. filter replacement vs filter price).
 */
export function missingParts(question: string, supportedText: string, threshold = 0.5): string[] {
  const answered = new Set(contentTerms(supportedText));
  const parts = questionParts(question);
  if (parts.length > 1)
    return parts
      .filter((p) => coverage(p.terms, answered) < threshold)
      .map((p) => p.words.join(" "));
  const part = parts[0];
  if (!part || coverage(part.terms, answered) >= ANSWERED_COVERAGE) return [];
  return [part.words.filter((_w, i) => !answered.has(part.terms[i]!)).join(" ")];
}

/** The question's content words as the user wrote them (case and spelling kept). */
function ownWords(question: string): string {
  const content = new Set(contentWords(question).map((w) => w.word));
  return question
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => content.has(w.toLowerCase()))
    .slice(0, 8)
    .join(" ");
}

export function notInKnowledgeBase(question: string): Limitation {
  const terms = ownWords(question);
  return {
    kind: "NOT_IN_KNOWLEDGE_BASE",
    message:
      `${NOT_IN_KNOWLEDGE_BASE_MESSAGE} That does not mean the information does not exist` +
      (terms ? `; a current document covering "${terms}" would resolve it.` : "."),
  };
}

export function missingEvidence(found: string[], missing: string[]): Limitation {
  const known = found.length
    ? `I found evidence about ${found.map((f) => `"${f}"`).join(", ")}`
    : "I found related evidence";
  return {
    kind: "MISSING_EVIDENCE",
    message:
      `${known} but none about ${missing.map((m) => `"${m}"`).join(", ")} in the documents available to you. ` +
      `That part is left unanswered rather than guessed; a current document covering ${missing.map((m) => `"${m}"`).join(", ")} would resolve it.`,
  };
}

/** The quotes bear on the question through their headings; their own text does not say it. */
export function saidOnlyAround(words: string): Limitation {
  return {
    kind: "MISSING_EVIDENCE",
    message:
      `The quoted passages come from sections about this, but their own text does not say ${words ? `"${words}"` : "what the question asks"}, ` +
      "so they may not answer it exactly. A current document that states it would resolve it.",
  };
}

export function unsupportedRemoved(count: number): Limitation {
  return {
    kind: "UNSUPPORTED_CLAIMS_REMOVED",
    message: `${count} statement(s) in the draft answer could not be verified against the cited documents and were left out of the answer text (they are listed as claims with their verdicts).`,
  };
}

/**
 * `drafted`: the model wrote statements that could not be tied to the evidence; otherwise none was
 * quotable — `asked` says what no passage states, in the question's terms ("the default asked for").
 */
export function noCitations(drafted = true, asked = "what the question asks for"): Limitation {
  return {
    kind: "NO_CITATIONS",
    message: drafted
      ? "Relevant documents were found, but no statement of the draft answer could be tied to them, so nothing is presented as an answer. The evidence may only partly cover the question."
      : `Documents on the subject were found, but no passage in them states ${asked}, so nothing is presented as an answer.`,
  };
}

export function conflicting(count: number): Limitation {
  return {
    kind: "CONFLICTING_SOURCES",
    message: `${count === 1 ? "Two current sources disagree" : `${count} disagreements between current sources`} on this. Both sides are shown with their dates; no side was picked. A reviewer's resolution, or a corrected document, would settle it.`,
  };
}

export function conflictResolved(
  fact: string,
  r: ConflictResolutionRecord,
  winner: string | null,
): Limitation {
  return {
    kind: "CONFLICT_RESOLVED",
    message:
      r.decision === "SOURCE_WINS"
        ? `Sources disagreed on ${fact}; a reviewer (${r.reviewer}, ${r.createdAt.toISOString().slice(0, 10)}) resolved it in favour of ${winner ? `"${winner}"` : "one source"}: ${r.note}`
        : `Sources differ on ${fact}; a reviewer (${r.reviewer}, ${r.createdAt.toISOString().slice(0, 10)}) judged both valid: ${r.note}`,
  };
}

/** Parallel pages ("Exporters (Go)", "Exporters (Python)") say different things and the question names none. */
export function sectionDependent(titles: string[], quoted: string[]): Limitation {
  const list = titles.map((t) => `"${t}"`).join(", ");
  const from = quoted.length
    ? ` This answer quotes ${quoted.map((t) => `"${t}"`).join(", ")}.`
    : "";
  return {
    kind: "SECTION_DEPENDENT",
    message: `The answer differs by section: ${list} each give their own.${from} Name the one you mean in the question for its answer.`,
  };
}

export function modelUnavailable(): Limitation {
  return { kind: "MODEL_UNAVAILABLE", message: MODEL_UNAVAILABLE_MESSAGE };
}

export function staleSource(titles: string[]): Limitation {
  return {
    kind: "STALE_SOURCE",
    message: `${titles.map((t) => `"${t}"`).join(", ")} changed while this answer was being prepared; the answer rests on the previous revision. Ask again for an answer from the current text.`,
  };
}

export function reviewOverdue(titles: string[]): Limitation {
  return {
    kind: "REVIEW_OVERDUE",
    message: `${titles.map((t) => `"${t}"`).join(", ")} ${titles.length === 1 ? "is" : "are"} past its review-by date and may be out of date.`,
  };
}

/** The status model rates the quotes unlikely to answer the question fully (answer-confidence.ts). */
export function lowConfidence(probability: number): Limitation {
  return {
    kind: "LOW_CONFIDENCE",
    message: `The quoted passages match the question, but a check fitted on labelled questions rates them as answering it with probability ${probability.toFixed(2)}, below the bar for "supported". Read them before relying on them as the answer.`,
  };
}
