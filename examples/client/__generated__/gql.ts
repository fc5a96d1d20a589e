/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Ask($question: String!) {\n    ask(input: { question: $question }) {\n      id\n      status\n      text\n      claims {\n        text\n        verdict\n        citations {\n          written\n          resolution\n        }\n      }\n      sources {\n        title\n        excerpt\n        quotes {\n          text\n          start\n          end\n        }\n      }\n      limitations {\n        kind\n        message\n      }\n    }\n  }\n": typeof types.AskDocument,
    "\n  query MyAnswers($first: Int) {\n    myAnswers(first: $first) {\n      edges {\n        node {\n          id\n          question\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.MyAnswersDocument,
};
const documents: Documents = {
    "\n  mutation Ask($question: String!) {\n    ask(input: { question: $question }) {\n      id\n      status\n      text\n      claims {\n        text\n        verdict\n        citations {\n          written\n          resolution\n        }\n      }\n      sources {\n        title\n        excerpt\n        quotes {\n          text\n          start\n          end\n        }\n      }\n      limitations {\n        kind\n        message\n      }\n    }\n  }\n": types.AskDocument,
    "\n  query MyAnswers($first: Int) {\n    myAnswers(first: $first) {\n      edges {\n        node {\n          id\n          question\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": types.MyAnswersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Ask($question: String!) {\n    ask(input: { question: $question }) {\n      id\n      status\n      text\n      claims {\n        text\n        verdict\n        citations {\n          written\n          resolution\n        }\n      }\n      sources {\n        title\n        excerpt\n        quotes {\n          text\n          start\n          end\n        }\n      }\n      limitations {\n        kind\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Ask($question: String!) {\n    ask(input: { question: $question }) {\n      id\n      status\n      text\n      claims {\n        text\n        verdict\n        citations {\n          written\n          resolution\n        }\n      }\n      sources {\n        title\n        excerpt\n        quotes {\n          text\n          start\n          end\n        }\n      }\n      limitations {\n        kind\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAnswers($first: Int) {\n    myAnswers(first: $first) {\n      edges {\n        node {\n          id\n          question\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAnswers($first: Int) {\n    myAnswers(first: $first) {\n      edges {\n        node {\n          id\n          question\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;