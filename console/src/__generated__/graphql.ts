/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Narrows `answers`; all given fields must match. */
export type AnswerFilter = {
  /** API key id of the caller */
  callerKeyId?: string | number | null | undefined;
  /** answers citing this document */
  citedDocumentId?: string | number | null | undefined;
  /** answers with at least one claim of this verdict (for all but ADMIN, UNKNOWN_CITATION and RESTRICTED_CITATION are one class) */
  claimVerdict?: ClaimVerdict | null | undefined;
  /** answers that did (or did not) report a conflict */
  hasConflicts?: boolean | null | undefined;
  /** answers citing a revision that is no longer current */
  hasStaleSources?: boolean | null | undefined;
  /** case-insensitive substring of the question */
  questionContains?: string | null | undefined;
  /** answers whose newest review has this verdict */
  reviewVerdict?: ReviewVerdict | null | undefined;
  /** answers with (or without) a review */
  reviewed?: boolean | null | undefined;
  /** asked at or after */
  since?: string | null | undefined;
  /** answers with one of these statuses */
  status?: Array<AnswerStatus> | null | undefined;
  /** asked at or before */
  until?: string | null | undefined;
};

/** What an answer is, from a full supported answer to an honest "not in the knowledge base". */
export type AnswerStatus =
  /** current sources disagree; both sides are in `conflicts` */
  | 'CONFLICTING'
  /** evidence was found but no claim could be tied to it, or none of it states what the question asks */
  | 'INSUFFICIENT_EVIDENCE'
  /** the model could not be reached: `evidence` holds what was found, and it is NOT an answer */
  | 'MODEL_UNAVAILABLE'
  /** nothing relevant in the documents available to the caller; no model was called */
  | 'NOT_IN_KNOWLEDGE_BASE'
  /**
   * some of the question is answered: supported claims are presented, and a limitation names, in the
   * question's own words, the part that is missing (or unsupported claims were removed)
   */
  | 'PARTIAL'
  /**
   * the answer answers the question: every presented claim was checked and is supported by the
   * document it cites, AND together they cover what the question asks (each of its parts, every
   * entity it names, the kind of thing it asks for)
   */
  | 'SUPPORTED';

/** What the relevance filter decided about a retrieved candidate. */
export type CandidateDecision =
  /** its full-text rank is below RELEVANCE_MIN_SCORE */
  | 'BELOW_SCORE'
  /** it covers less than RELEVANCE_MIN_COVERAGE of the question's weight (terms weighed by rarity) */
  | 'LOW_COVERAGE'
  /** it does not mention an entity the question names (a model, a severity, a year) */
  | 'MISSING_ENTITY'
  /** passed: it is evidence */
  | 'RELEVANT';

/** A check run on a claim; `detail` says what it found. */
export type CheckName =
  /** the claim cites a document among the evidence the caller may read */
  | 'CITATION'
  /** no condition or restriction added or dropped (only, if, at least, up to, ...) */
  | 'CONDITIONS'
  /** the quote is an exact substring of the cited chunk (extractive), or the claim is a verbatim sentence of it */
  | 'EXACT_EXCERPT'
  /** names, flags, environment variables, paths and versions in the claim are in the cited chunk */
  | 'IDENTIFIERS'
  /** the model judge's verdict (MODEL_JUDGE), with its prompt version */
  | 'JUDGE'
  /** the claim and the cited text agree on what is negated */
  | 'NEGATION'
  /** every number, range, date and unit in the claim is in the cited text, about the same thing */
  | 'NUMBERS'
  /** how much of the claim's content the best-matching passage of the cited chunk covers */
  | 'OVERLAP'
  /** no opposite or comparative swapped (more/less, enabled/disabled, before/after, ...) */
  | 'POLARITY'
  /** a reviewer's resolution of a conflict applied to the claim */
  | 'RESOLUTION'
  /** the claim states a fact: not a question, the writer's own view, or an opinion the evidence does not hold */
  | 'STATEMENT';

/** What a `[Title]` citation resolved to. */
export type CitationResolution =
  /** a document among the evidence the caller may read */
  | 'RESOLVED'
  /** ADMIN only: a document the asker may not read (every other viewer sees UNKNOWN) */
  | 'RESTRICTED'
  /** no such document among the evidence */
  | 'UNKNOWN';

/** A reviewer's verdict on one claim of the reviewed answer. */
export type ClaimMarkInput = {
  /** a claim of the reviewed answer (`Claim.id`) */
  claimId: string | number;
  /** the verdict on that claim */
  verdict: ReviewVerdict;
};

/** The outcome of a claim's checks. */
export type ClaimVerdict =
  /** ADMIN only: cites a document the asker may not read (every other viewer sees UNKNOWN_CITATION) */
  | 'RESTRICTED_CITATION'
  /** the cited document supports it: every check passed */
  | 'SUPPORTED'
  /** it cites nothing */
  | 'UNCITED'
  /** cites something that is not among the evidence (also shown for citations the caller may not see) */
  | 'UNKNOWN_CITATION'
  /** it cites evidence that does not support it */
  | 'UNSUPPORTED';

/** How a reviewer settles a disagreement. */
export type ConflictDecision =
  /** both are right under different conditions (explained in the note) */
  | 'BOTH_VALID'
  /** one side is right: winningDocumentId names it */
  | 'SOURCE_WINS';

/** Narrows `conflicts`; all given fields must match. */
export type ConflictFilter = {
  /** disagreements involving this document (one the caller may not read is treated as unknown) */
  documentId?: string | number | null | undefined;
  /** disagreements with (or without) a resolution */
  resolved?: boolean | null | undefined;
  /** first found at or after */
  since?: string | null | undefined;
  /** first found at or before */
  until?: string | null | undefined;
};

/** Internal reasons for an answer's status, shown to reviewers and admins. */
export type Diagnosis =
  /** current sources disagree */
  | 'CONFLICT'
  /** the knowledge base holds no searchable document the asker may read */
  | 'EMPTY_CORPUS'
  /** the model call failed */
  | 'MODEL_ERROR'
  /** nothing the caller may read matched the question */
  | 'NO_MATCH'
  /** ADMIN only: retrieval handed back only documents the asker may not read, and they were removed (every other viewer sees NO_MATCH; nothing counts restricted matches) */
  | 'RESTRICTED_ONLY'
  /** a cited revision was replaced while the answer was made */
  | 'STALE_REVISION';

/** Narrows `documents`; all given fields must match. */
export type DocumentFilter = {
  /** documents restricted to this access group */
  group?: string | null | undefined;
  /** an ingested document's source path ("<root>/<path>"), or every document under a prefix ending in "/" */
  sourcePath?: string | null | undefined;
  /** ACTIVE or ARCHIVED */
  status?: DocumentStatus | null | undefined;
  /** substring of the normalised title */
  title?: string | null | undefined;
};

/** Whether a document is searchable. */
export type DocumentStatus =
  /** searchable */
  | 'ACTIVE'
  /** no longer searchable; revisions stay for the audit trail */
  | 'ARCHIVED';

/** Why an answer is less than a full, supported answer. */
export type LimitationKind =
  /** current sources disagree; both sides are in `conflicts` */
  | 'CONFLICTING_SOURCES'
  /** a reviewer has settled a disagreement this answer touches; the resolution is named */
  | 'CONFLICT_RESOLVED'
  /** the status model (fitted on labelled questions) rates the quotes unlikely to answer the question fully: the answer is PARTIAL, not SUPPORTED; the probability is in the message and in `retrieval.confidence` */
  | 'LOW_CONFIDENCE'
  /** a part of the question, named in the question's own words, has no supporting evidence */
  | 'MISSING_EVIDENCE'
  /** the model could not be reached; `evidence` is what retrieval found, not an answer */
  | 'MODEL_UNAVAILABLE'
  /** nothing in the documents the caller may read answers the question */
  | 'NOT_IN_KNOWLEDGE_BASE'
  /** no statement could be tied to the evidence (or no passage states what is asked), so nothing could be presented */
  | 'NO_CITATIONS'
  /** a cited document is past its review date (reviewBy) */
  | 'REVIEW_OVERDUE'
  /** the answer differs by section of the site (a language, a product, a version) and the question names none: the sections are named, and the answer quotes one of them */
  | 'SECTION_DEPENDENT'
  /** a cited revision is no longer the document's current one */
  | 'STALE_SOURCE'
  /** claims that failed their checks were left out of the answer */
  | 'UNSUPPORTED_CLAIMS_REMOVED';

/** A reviewer's settlement of a disagreement between sources. */
export type ResolveConflictInput = {
  /** a Conflict id from an answer or the conflicts list ("<answerId>:c<n>"), or the disagreement's conflictKey */
  conflictId: string | number;
  /** SOURCE_WINS or BOTH_VALID */
  decision: ConflictDecision;
  /** why (required, at most 10,000 characters) */
  note: string;
  /** SOURCE_WINS only: the document whose value holds */
  winningDocumentId?: string | number | null | undefined;
};

/** A review to append to an answer. */
export type ReviewInput = {
  /** the reviewed answer */
  answerId: string | number;
  /** verdicts on single claims of this answer */
  claimMarks?: Array<ClaimMarkInput> | null | undefined;
  /** why (at most 10,000 characters) */
  note: string;
  /** the verdict on the whole answer */
  verdict: ReviewVerdict;
};

/** A reviewer's verdict on an answer or on one of its claims. */
export type ReviewVerdict =
  /** right and fully supported */
  | 'CORRECT'
  /** wrong */
  | 'INCORRECT'
  /** needs a document change or another look */
  | 'NEEDS_FOLLOW_UP'
  /** partly right */
  | 'PARTIALLY_CORRECT';

/** What an API key may do. Roles grant actions; access groups grant reading. */
export type Role =
  /** also manages documents and API keys; reads every document */
  | 'ADMIN'
  /** asks questions and reads the documents of its groups */
  | 'READER'
  /** also reads recorded answers, reviews them and settles conflicts */
  | 'REVIEWER';

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { name: string, role: Role, groups: Array<string>, authenticated: boolean } };

export type PacketFieldsFragment = { id: string, question: string, status: AnswerStatus, grounded: boolean, text: string, createdAt: string, withheldParts: number, claims: Array<{ id: string, text: string, verdict: ClaimVerdict, withheld: boolean, citations: Array<{ written: string, resolution: CitationResolution }> }>, sources: Array<{ id: string, title: string, breadcrumb: string, excerpt: string, revision: number, effectiveDate: string | null, stale: boolean, currentRevision: number | null, quotes: Array<{ text: string, start: number, end: number }>, document: { id: string, sourceUrl: string | null } | null }>, evidence: Array<{ title: string, breadcrumb: string, excerpt: string }>, limitations: Array<{ kind: LimitationKind, message: string }>, conflicts: Array<{ id: string, fact: string, withheld: boolean, sides: Array<{ title: string, documentId: string, revision: number, effectiveDate: string | null, excerpt: string, values: Array<string> }>, resolution: { decision: ConflictDecision, winningDocumentId: string | null, note: string, reviewer: string, createdAt: string } | null }>, receipt: { answerId: string, hash: string, hashVersion: number } | null };

export type ConsoleAskMutationVariables = Exact<{
  question: string;
}>;


export type ConsoleAskMutation = { ask: { id: string, question: string, status: AnswerStatus, grounded: boolean, text: string, createdAt: string, withheldParts: number, claims: Array<{ id: string, text: string, verdict: ClaimVerdict, withheld: boolean, citations: Array<{ written: string, resolution: CitationResolution }> }>, sources: Array<{ id: string, title: string, breadcrumb: string, excerpt: string, revision: number, effectiveDate: string | null, stale: boolean, currentRevision: number | null, quotes: Array<{ text: string, start: number, end: number }>, document: { id: string, sourceUrl: string | null } | null }>, evidence: Array<{ title: string, breadcrumb: string, excerpt: string }>, limitations: Array<{ kind: LimitationKind, message: string }>, conflicts: Array<{ id: string, fact: string, withheld: boolean, sides: Array<{ title: string, documentId: string, revision: number, effectiveDate: string | null, excerpt: string, values: Array<string> }>, resolution: { decision: ConflictDecision, winningDocumentId: string | null, note: string, reviewer: string, createdAt: string } | null }>, receipt: { answerId: string, hash: string, hashVersion: number } | null } };

export type ConsoleAnswersQueryVariables = Exact<{
  filter?: AnswerFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleAnswersQuery = { answers: { edges: Array<{ cursor: string, node: { id: string, question: string, status: AnswerStatus, grounded: boolean, createdAt: string, caller: { keyId: string | null, name: string, role: Role } | null, reviews: Array<{ id: string, verdict: ReviewVerdict }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleAnswerQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleAnswerQuery = { answer: { diagnosis: Array<Diagnosis> | null, model: string | null, promptVersion: string | null, modelText: string | null, hash: string | null, id: string, question: string, status: AnswerStatus, grounded: boolean, text: string, createdAt: string, withheldParts: number, caller: { keyId: string | null, name: string, role: Role, groups: Array<string> } | null, claims: Array<{ id: string, text: string, verdict: ClaimVerdict, withheld: boolean, checks: Array<{ name: CheckName, passed: boolean, detail: string }>, citations: Array<{ written: string, resolution: CitationResolution }> }>, retrieval: { withheldCount: number, settings: unknown, timingsMs: unknown, modelError: string | null, answered: unknown, candidates: Array<{ rank: number, title: string, breadcrumb: string, excerpt: string, score: number, coverage: number, decision: CandidateDecision }> } | null, reviews: Array<{ id: string, verdict: ReviewVerdict, note: string, reviewer: string, createdAt: string, claimMarks: Array<{ claimId: string, verdict: ReviewVerdict }> }>, sources: Array<{ id: string, title: string, breadcrumb: string, excerpt: string, revision: number, effectiveDate: string | null, stale: boolean, currentRevision: number | null, quotes: Array<{ text: string, start: number, end: number }>, document: { id: string, sourceUrl: string | null } | null }>, evidence: Array<{ title: string, breadcrumb: string, excerpt: string }>, limitations: Array<{ kind: LimitationKind, message: string }>, conflicts: Array<{ id: string, fact: string, withheld: boolean, sides: Array<{ title: string, documentId: string, revision: number, effectiveDate: string | null, excerpt: string, values: Array<string> }>, resolution: { decision: ConflictDecision, winningDocumentId: string | null, note: string, reviewer: string, createdAt: string } | null }>, receipt: { answerId: string, hash: string, hashVersion: number } | null } | null };

export type ConsoleReviewMutationVariables = Exact<{
  input: ReviewInput;
}>;


export type ConsoleReviewMutation = { reviewAnswer: { id: string } };

export type ConsoleConflictsQueryVariables = Exact<{
  filter?: ConflictFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleConflictsQuery = { conflicts: { edges: Array<{ cursor: string, node: { id: string, conflictKey: string, fact: string, hits: number, createdAt: string, withheld: boolean, answerIds: Array<string> | null, sides: Array<{ title: string, documentId: string, revision: number, effectiveDate: string | null, excerpt: string, values: Array<string> }>, resolution: { decision: ConflictDecision, winningDocumentId: string | null, note: string, reviewer: string, createdAt: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleResolveMutationVariables = Exact<{
  input: ResolveConflictInput;
}>;


export type ConsoleResolveMutation = { resolveConflict: { id: string, decision: ConflictDecision } };

export type ConsoleDocumentsQueryVariables = Exact<{
  filter?: DocumentFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleDocumentsQuery = { documents: { edges: Array<{ cursor: string, node: { id: string, title: string, groups: Array<string>, status: DocumentStatus, revision: number | null, effectiveDate: string | null, sourcePath: string | null, updatedAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleArchiveMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleArchiveMutation = { archiveDocument: { id: string, status: DocumentStatus } };

export type ConsoleRenameMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type ConsoleRenameMutation = { renameDocument: { id: string, title: string } };

export type ConsoleTitleReportQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleTitleReportQuery = { titleReport: { qualified: Array<{ titles: Array<string>, documentIds: Array<string>, reason: string, suggestedAction: string, proposals: Array<{ documentId: string, title: string }> }>, collisions: Array<{ titles: Array<string>, documentIds: Array<string>, reason: string, suggestedAction: string, proposals: Array<{ documentId: string, title: string }> }>, lookalikes: Array<{ titles: Array<string>, documentIds: Array<string>, reason: string, suggestedAction: string, proposals: Array<{ documentId: string, title: string }> }>, nearDuplicates: Array<{ titles: Array<string>, documentIds: Array<string>, reason: string, suggestedAction: string, proposals: Array<{ documentId: string, title: string }> }>, indistinct: Array<{ titles: Array<string>, documentIds: Array<string>, reason: string, suggestedAction: string, proposals: Array<{ documentId: string, title: string }> }> } };

export type FindingFragment = { titles: Array<string>, documentIds: Array<string>, reason: string, suggestedAction: string, proposals: Array<{ documentId: string, title: string }> };

export type ConsoleIntegrityQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleIntegrityQuery = { auditIntegrity: { ok: boolean, checked: number, firstBrokenAnswerId: string | null, brokenIds: Array<string>, brokenCount: number, eventsChecked: number, brokenEventIds: Array<string> } };

export type ConsoleCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCheckpointQuery = { auditCheckpoint: { id: string, answerSequence: number, answerHeadHash: string, eventSequence: number, eventHeadHash: string, createdAt: string, publicKey: string, signature: string, takenBy: string } };

export type ConsoleReceiptAnswerQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsoleReceiptAnswerQuery = { answer: { id: string, createdAt: string, hash: string | null, receipt: { answerId: string, hash: string, hashVersion: number } | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PacketFieldsFragmentDoc = new TypedDocumentString(`
    fragment PacketFields on Answer {
  id
  question
  status
  grounded
  text
  createdAt
  withheldParts
  claims {
    id
    text
    verdict
    withheld
    citations {
      written
      resolution
    }
  }
  sources {
    id
    title
    breadcrumb
    excerpt
    quotes {
      text
      start
      end
    }
    revision
    effectiveDate
    stale
    currentRevision
    document {
      id
      sourceUrl
    }
  }
  evidence {
    title
    breadcrumb
    excerpt
  }
  limitations {
    kind
    message
  }
  conflicts {
    id
    fact
    withheld
    sides {
      title
      documentId
      revision
      effectiveDate
      excerpt
      values
    }
    resolution {
      decision
      winningDocumentId
      note
      reviewer
      createdAt
    }
  }
  receipt {
    answerId
    hash
    hashVersion
  }
}
    `, {"fragmentName":"PacketFields"}) as unknown as TypedDocumentString<PacketFieldsFragment, unknown>;
export const FindingFragmentDoc = new TypedDocumentString(`
    fragment Finding on TitleFinding {
  titles
  documentIds
  reason
  suggestedAction
  proposals {
    documentId
    title
  }
}
    `, {"fragmentName":"Finding"}) as unknown as TypedDocumentString<FindingFragment, unknown>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    name
    role
    groups
    authenticated
  }
}
    `) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const ConsoleAskDocument = new TypedDocumentString(`
    mutation ConsoleAsk($question: String!) {
  ask(input: {question: $question}) {
    ...PacketFields
  }
}
    fragment PacketFields on Answer {
  id
  question
  status
  grounded
  text
  createdAt
  withheldParts
  claims {
    id
    text
    verdict
    withheld
    citations {
      written
      resolution
    }
  }
  sources {
    id
    title
    breadcrumb
    excerpt
    quotes {
      text
      start
      end
    }
    revision
    effectiveDate
    stale
    currentRevision
    document {
      id
      sourceUrl
    }
  }
  evidence {
    title
    breadcrumb
    excerpt
  }
  limitations {
    kind
    message
  }
  conflicts {
    id
    fact
    withheld
    sides {
      title
      documentId
      revision
      effectiveDate
      excerpt
      values
    }
    resolution {
      decision
      winningDocumentId
      note
      reviewer
      createdAt
    }
  }
  receipt {
    answerId
    hash
    hashVersion
  }
}`) as unknown as TypedDocumentString<ConsoleAskMutation, ConsoleAskMutationVariables>;
export const ConsoleAnswersDocument = new TypedDocumentString(`
    query ConsoleAnswers($filter: AnswerFilter, $first: Int, $after: String) {
  answers(filter: $filter, first: $first, after: $after) {
    edges {
      cursor
      node {
        id
        question
        status
        grounded
        createdAt
        caller {
          keyId
          name
          role
        }
        reviews {
          id
          verdict
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleAnswersQuery, ConsoleAnswersQueryVariables>;
export const ConsoleAnswerDocument = new TypedDocumentString(`
    query ConsoleAnswer($id: ID!) {
  answer(id: $id) {
    ...PacketFields
    diagnosis
    model
    promptVersion
    modelText
    hash
    caller {
      keyId
      name
      role
      groups
    }
    claims {
      id
      checks {
        name
        passed
        detail
      }
    }
    retrieval {
      withheldCount
      settings
      timingsMs
      modelError
      answered
      candidates {
        rank
        title
        breadcrumb
        excerpt
        score
        coverage
        decision
      }
    }
    reviews {
      id
      verdict
      note
      reviewer
      createdAt
      claimMarks {
        claimId
        verdict
      }
    }
  }
}
    fragment PacketFields on Answer {
  id
  question
  status
  grounded
  text
  createdAt
  withheldParts
  claims {
    id
    text
    verdict
    withheld
    citations {
      written
      resolution
    }
  }
  sources {
    id
    title
    breadcrumb
    excerpt
    quotes {
      text
      start
      end
    }
    revision
    effectiveDate
    stale
    currentRevision
    document {
      id
      sourceUrl
    }
  }
  evidence {
    title
    breadcrumb
    excerpt
  }
  limitations {
    kind
    message
  }
  conflicts {
    id
    fact
    withheld
    sides {
      title
      documentId
      revision
      effectiveDate
      excerpt
      values
    }
    resolution {
      decision
      winningDocumentId
      note
      reviewer
      createdAt
    }
  }
  receipt {
    answerId
    hash
    hashVersion
  }
}`) as unknown as TypedDocumentString<ConsoleAnswerQuery, ConsoleAnswerQueryVariables>;
export const ConsoleReviewDocument = new TypedDocumentString(`
    mutation ConsoleReview($input: ReviewInput!) {
  reviewAnswer(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConsoleReviewMutation, ConsoleReviewMutationVariables>;
export const ConsoleConflictsDocument = new TypedDocumentString(`
    query ConsoleConflicts($filter: ConflictFilter, $first: Int, $after: String) {
  conflicts(filter: $filter, first: $first, after: $after) {
    edges {
      cursor
      node {
        id
        conflictKey
        fact
        hits
        createdAt
        withheld
        answerIds
        sides {
          title
          documentId
          revision
          effectiveDate
          excerpt
          values
        }
        resolution {
          decision
          winningDocumentId
          note
          reviewer
          createdAt
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleConflictsQuery, ConsoleConflictsQueryVariables>;
export const ConsoleResolveDocument = new TypedDocumentString(`
    mutation ConsoleResolve($input: ResolveConflictInput!) {
  resolveConflict(input: $input) {
    id
    decision
  }
}
    `) as unknown as TypedDocumentString<ConsoleResolveMutation, ConsoleResolveMutationVariables>;
export const ConsoleDocumentsDocument = new TypedDocumentString(`
    query ConsoleDocuments($filter: DocumentFilter, $first: Int, $after: String) {
  documents(filter: $filter, first: $first, after: $after) {
    edges {
      cursor
      node {
        id
        title
        groups
        status
        revision
        effectiveDate
        sourcePath
        updatedAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDocumentsQuery, ConsoleDocumentsQueryVariables>;
export const ConsoleArchiveDocument = new TypedDocumentString(`
    mutation ConsoleArchive($id: ID!) {
  archiveDocument(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ConsoleArchiveMutation, ConsoleArchiveMutationVariables>;
export const ConsoleRenameDocument = new TypedDocumentString(`
    mutation ConsoleRename($id: ID!, $title: String!) {
  renameDocument(id: $id, title: $title) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<ConsoleRenameMutation, ConsoleRenameMutationVariables>;
export const ConsoleTitleReportDocument = new TypedDocumentString(`
    query ConsoleTitleReport {
  titleReport {
    qualified {
      ...Finding
    }
    collisions {
      ...Finding
    }
    lookalikes {
      ...Finding
    }
    nearDuplicates {
      ...Finding
    }
    indistinct {
      ...Finding
    }
  }
}
    fragment Finding on TitleFinding {
  titles
  documentIds
  reason
  suggestedAction
  proposals {
    documentId
    title
  }
}`) as unknown as TypedDocumentString<ConsoleTitleReportQuery, ConsoleTitleReportQueryVariables>;
export const ConsoleIntegrityDocument = new TypedDocumentString(`
    query ConsoleIntegrity {
  auditIntegrity {
    ok
    checked
    firstBrokenAnswerId
    brokenIds
    brokenCount
    eventsChecked
    brokenEventIds
  }
}
    `) as unknown as TypedDocumentString<ConsoleIntegrityQuery, ConsoleIntegrityQueryVariables>;
export const ConsoleCheckpointDocument = new TypedDocumentString(`
    query ConsoleCheckpoint {
  auditCheckpoint {
    id
    answerSequence
    answerHeadHash
    eventSequence
    eventHeadHash
    createdAt
    publicKey
    signature
    takenBy
  }
}
    `) as unknown as TypedDocumentString<ConsoleCheckpointQuery, ConsoleCheckpointQueryVariables>;
export const ConsoleReceiptAnswerDocument = new TypedDocumentString(`
    query ConsoleReceiptAnswer($id: ID!) {
  answer(id: $id) {
    id
    createdAt
    hash
    receipt {
      answerId
      hash
      hashVersion
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleReceiptAnswerQuery, ConsoleReceiptAnswerQueryVariables>;