/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** What a `[Title]` citation resolved to. */
export type CitationResolution =
  /** a document among the evidence the caller may read */
  | 'RESOLVED'
  /** ADMIN only: a document the asker may not read (every other viewer sees UNKNOWN) */
  | 'RESTRICTED'
  /** no such document among the evidence */
  | 'UNKNOWN';

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

export type AskMutationVariables = Exact<{
  question: string;
}>;


export type AskMutation = { ask: { id: string, status: AnswerStatus, text: string, claims: Array<{ text: string, verdict: ClaimVerdict, citations: Array<{ written: string, resolution: CitationResolution }> }>, sources: Array<{ title: string, excerpt: string, quotes: Array<{ text: string, start: number, end: number }> }>, limitations: Array<{ kind: LimitationKind, message: string }> } };

export type MyAnswersQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MyAnswersQuery = { myAnswers: { edges: Array<{ node: { id: string, question: string, status: AnswerStatus, createdAt: string } }> } };


export const AskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Ask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"written"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"limitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AskMutation, AskMutationVariables>;
export const MyAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyAnswersQuery, MyAnswersQueryVariables>;