/** The one mapping from a draft to the content that is stored and hashed. */
import { excerpt } from "../text/sentences";
import type { AnswerDraft } from "../types";
import type { AnswerContent } from "./stored-answer";
import { storable } from "../text/well-formed";

/** Dates inside JSON columns come back as strings: hash them as strings from the start. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Every string is made storable first, so the hash is taken over exactly what the database keeps. */
export function draftToContent(id: string, draft: AnswerDraft): AnswerContent {
  return storable(contentOf(id, draft));
}

function contentOf(id: string, draft: AnswerDraft): AnswerContent {
  return {
    id,
    question: draft.question,
    callerKeyId: draft.caller.keyId,
    callerName: draft.caller.name,
    callerRole: draft.caller.role,
    callerGroups: [...draft.caller.groups],
    status: draft.status,
    grounded: draft.grounded,
    text: draft.text,
    modelText: draft.modelText,
    diagnosis: [...draft.diagnosis],
    model: draft.model,
    promptVersion: draft.promptVersion,
    trace: plain(draft.trace),
    createdAt: draft.createdAt.toISOString(),
    candidates: candidatesOf(draft),
    sources: sourcesOf(draft),
    claims: draft.claims.map((c, ordinal) => ({
      ordinal,
      text: c.text,
      quote: c.quote ? plain(c.quote) : null,
      verdict: c.verdict,
      citations: plain(c.citations),
      checks: plain(c.checks),
    })),
    limitations: draft.limitations.map((l, ordinal) => ({
      ordinal,
      kind: l.kind,
      message: l.message,
    })),
    conflicts: draft.conflicts.map((c, ordinal) => ({
      ordinal,
      conflictKey: c.key,
      fact: c.fact,
      sides: plain(c.sides) as AnswerContent["conflicts"][number]["sides"],
    })),
  };
}

function candidatesOf(draft: AnswerDraft): AnswerContent["candidates"] {
  return draft.candidates.map((c, ordinal) => ({
    ordinal,
    chunkId: c.passage.chunkId,
    documentId: c.passage.documentId,
    revisionId: c.passage.revisionId,
    title: c.passage.title,
    breadcrumb: c.passage.breadcrumb,
    excerpt: excerpt(c.passage.text, 600),
    score: c.passage.score,
    coverage: c.coverage,
    decision: c.decision,
  }));
}

function sourcesOf(draft: AnswerDraft): AnswerContent["sources"] {
  return draft.sources.map((s, ordinal) => ({
    ordinal,
    documentId: s.documentId,
    revisionId: s.revisionId,
    revision: s.revision,
    chunkId: s.chunkId,
    title: s.title,
    breadcrumb: s.breadcrumb,
    excerpt: s.excerpt,
    quotes: plain(s.quotes),
    rank: s.rank,
    score: s.score,
    effectiveDate: s.effectiveDate ? s.effectiveDate.toISOString() : null,
  }));
}
