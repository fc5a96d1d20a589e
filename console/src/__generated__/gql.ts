/* eslint-disable */
import * as types from './graphql';



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
    "\n  query Viewer {\n    viewer {\n      name\n      role\n      groups\n      authenticated\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  fragment PacketFields on Answer {\n    id\n    question\n    status\n    grounded\n    text\n    createdAt\n    withheldParts\n    claims {\n      id\n      text\n      verdict\n      withheld\n      citations {\n        written\n        resolution\n      }\n    }\n    sources {\n      id\n      title\n      breadcrumb\n      excerpt\n      quotes {\n        text\n        start\n        end\n      }\n      revision\n      effectiveDate\n      stale\n      currentRevision\n      document {\n        id\n        sourceUrl\n      }\n    }\n    evidence {\n      title\n      breadcrumb\n      excerpt\n    }\n    limitations {\n      kind\n      message\n    }\n    conflicts {\n      id\n      fact\n      withheld\n      sides {\n        title\n        documentId\n        revision\n        effectiveDate\n        excerpt\n        values\n      }\n      resolution {\n        decision\n        winningDocumentId\n        note\n        reviewer\n        createdAt\n      }\n    }\n    receipt {\n      answerId\n      hash\n      hashVersion\n    }\n  }\n": typeof types.PacketFieldsFragmentDoc,
    "\n  mutation ConsoleAsk($question: String!) {\n    ask(input: { question: $question }) {\n      ...PacketFields\n    }\n  }\n": typeof types.ConsoleAskDocument,
    "\n  query ConsoleAnswers($filter: AnswerFilter, $first: Int, $after: String) {\n    answers(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          question\n          status\n          grounded\n          createdAt\n          caller {\n            keyId\n            name\n            role\n          }\n          reviews {\n            id\n            verdict\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConsoleAnswersDocument,
    "\n  query ConsoleAnswer($id: ID!) {\n    answer(id: $id) {\n      ...PacketFields\n      diagnosis\n      model\n      promptVersion\n      modelText\n      hash\n      caller {\n        keyId\n        name\n        role\n        groups\n      }\n      claims {\n        id\n        checks {\n          name\n          passed\n          detail\n        }\n      }\n      retrieval {\n        withheldCount\n        settings\n        timingsMs\n        modelError\n        answered\n        candidates {\n          rank\n          title\n          breadcrumb\n          excerpt\n          score\n          coverage\n          decision\n        }\n      }\n      reviews {\n        id\n        verdict\n        note\n        reviewer\n        createdAt\n        claimMarks {\n          claimId\n          verdict\n        }\n      }\n    }\n  }\n": typeof types.ConsoleAnswerDocument,
    "\n  mutation ConsoleReview($input: ReviewInput!) {\n    reviewAnswer(input: $input) {\n      id\n    }\n  }\n": typeof types.ConsoleReviewDocument,
    "\n  query ConsoleConflicts($filter: ConflictFilter, $first: Int, $after: String) {\n    conflicts(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          conflictKey\n          fact\n          hits\n          createdAt\n          withheld\n          answerIds\n          sides {\n            title\n            documentId\n            revision\n            effectiveDate\n            excerpt\n            values\n          }\n          resolution {\n            decision\n            winningDocumentId\n            note\n            reviewer\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConsoleConflictsDocument,
    "\n  mutation ConsoleResolve($input: ResolveConflictInput!) {\n    resolveConflict(input: $input) {\n      id\n      decision\n    }\n  }\n": typeof types.ConsoleResolveDocument,
    "\n  query ConsoleDocuments($filter: DocumentFilter, $first: Int, $after: String) {\n    documents(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          groups\n          status\n          revision\n          effectiveDate\n          sourcePath\n          updatedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConsoleDocumentsDocument,
    "\n  mutation ConsoleArchive($id: ID!) {\n    archiveDocument(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ConsoleArchiveDocument,
    "\n  mutation ConsoleRename($id: ID!, $title: String!) {\n    renameDocument(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": typeof types.ConsoleRenameDocument,
    "\n  query ConsoleTitleReport {\n    titleReport {\n      qualified {\n        ...Finding\n      }\n      collisions {\n        ...Finding\n      }\n      lookalikes {\n        ...Finding\n      }\n      nearDuplicates {\n        ...Finding\n      }\n      indistinct {\n        ...Finding\n      }\n    }\n  }\n  fragment Finding on TitleFinding {\n    titles\n    documentIds\n    reason\n    suggestedAction\n    proposals {\n      documentId\n      title\n    }\n  }\n": typeof types.ConsoleTitleReportDocument,
    "\n  query ConsoleIntegrity {\n    auditIntegrity {\n      ok\n      checked\n      firstBrokenAnswerId\n      brokenIds\n      brokenCount\n      eventsChecked\n      brokenEventIds\n    }\n  }\n": typeof types.ConsoleIntegrityDocument,
    "\n  query ConsoleCheckpoint {\n    auditCheckpoint {\n      id\n      answerSequence\n      answerHeadHash\n      eventSequence\n      eventHeadHash\n      createdAt\n      publicKey\n      signature\n      takenBy\n    }\n  }\n": typeof types.ConsoleCheckpointDocument,
    "\n  query ConsoleReceiptAnswer($id: ID!) {\n    answer(id: $id) {\n      id\n      createdAt\n      hash\n      receipt {\n        answerId\n        hash\n        hashVersion\n      }\n    }\n  }\n": typeof types.ConsoleReceiptAnswerDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    viewer {\n      name\n      role\n      groups\n      authenticated\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment PacketFields on Answer {\n    id\n    question\n    status\n    grounded\n    text\n    createdAt\n    withheldParts\n    claims {\n      id\n      text\n      verdict\n      withheld\n      citations {\n        written\n        resolution\n      }\n    }\n    sources {\n      id\n      title\n      breadcrumb\n      excerpt\n      quotes {\n        text\n        start\n        end\n      }\n      revision\n      effectiveDate\n      stale\n      currentRevision\n      document {\n        id\n        sourceUrl\n      }\n    }\n    evidence {\n      title\n      breadcrumb\n      excerpt\n    }\n    limitations {\n      kind\n      message\n    }\n    conflicts {\n      id\n      fact\n      withheld\n      sides {\n        title\n        documentId\n        revision\n        effectiveDate\n        excerpt\n        values\n      }\n      resolution {\n        decision\n        winningDocumentId\n        note\n        reviewer\n        createdAt\n      }\n    }\n    receipt {\n      answerId\n      hash\n      hashVersion\n    }\n  }\n": types.PacketFieldsFragmentDoc,
    "\n  mutation ConsoleAsk($question: String!) {\n    ask(input: { question: $question }) {\n      ...PacketFields\n    }\n  }\n": types.ConsoleAskDocument,
    "\n  query ConsoleAnswers($filter: AnswerFilter, $first: Int, $after: String) {\n    answers(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          question\n          status\n          grounded\n          createdAt\n          caller {\n            keyId\n            name\n            role\n          }\n          reviews {\n            id\n            verdict\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConsoleAnswersDocument,
    "\n  query ConsoleAnswer($id: ID!) {\n    answer(id: $id) {\n      ...PacketFields\n      diagnosis\n      model\n      promptVersion\n      modelText\n      hash\n      caller {\n        keyId\n        name\n        role\n        groups\n      }\n      claims {\n        id\n        checks {\n          name\n          passed\n          detail\n        }\n      }\n      retrieval {\n        withheldCount\n        settings\n        timingsMs\n        modelError\n        answered\n        candidates {\n          rank\n          title\n          breadcrumb\n          excerpt\n          score\n          coverage\n          decision\n        }\n      }\n      reviews {\n        id\n        verdict\n        note\n        reviewer\n        createdAt\n        claimMarks {\n          claimId\n          verdict\n        }\n      }\n    }\n  }\n": types.ConsoleAnswerDocument,
    "\n  mutation ConsoleReview($input: ReviewInput!) {\n    reviewAnswer(input: $input) {\n      id\n    }\n  }\n": types.ConsoleReviewDocument,
    "\n  query ConsoleConflicts($filter: ConflictFilter, $first: Int, $after: String) {\n    conflicts(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          conflictKey\n          fact\n          hits\n          createdAt\n          withheld\n          answerIds\n          sides {\n            title\n            documentId\n            revision\n            effectiveDate\n            excerpt\n            values\n          }\n          resolution {\n            decision\n            winningDocumentId\n            note\n            reviewer\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConsoleConflictsDocument,
    "\n  mutation ConsoleResolve($input: ResolveConflictInput!) {\n    resolveConflict(input: $input) {\n      id\n      decision\n    }\n  }\n": types.ConsoleResolveDocument,
    "\n  query ConsoleDocuments($filter: DocumentFilter, $first: Int, $after: String) {\n    documents(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          groups\n          status\n          revision\n          effectiveDate\n          sourcePath\n          updatedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConsoleDocumentsDocument,
    "\n  mutation ConsoleArchive($id: ID!) {\n    archiveDocument(id: $id) {\n      id\n      status\n    }\n  }\n": types.ConsoleArchiveDocument,
    "\n  mutation ConsoleRename($id: ID!, $title: String!) {\n    renameDocument(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n": types.ConsoleRenameDocument,
    "\n  query ConsoleTitleReport {\n    titleReport {\n      qualified {\n        ...Finding\n      }\n      collisions {\n        ...Finding\n      }\n      lookalikes {\n        ...Finding\n      }\n      nearDuplicates {\n        ...Finding\n      }\n      indistinct {\n        ...Finding\n      }\n    }\n  }\n  fragment Finding on TitleFinding {\n    titles\n    documentIds\n    reason\n    suggestedAction\n    proposals {\n      documentId\n      title\n    }\n  }\n": types.ConsoleTitleReportDocument,
    "\n  query ConsoleIntegrity {\n    auditIntegrity {\n      ok\n      checked\n      firstBrokenAnswerId\n      brokenIds\n      brokenCount\n      eventsChecked\n      brokenEventIds\n    }\n  }\n": types.ConsoleIntegrityDocument,
    "\n  query ConsoleCheckpoint {\n    auditCheckpoint {\n      id\n      answerSequence\n      answerHeadHash\n      eventSequence\n      eventHeadHash\n      createdAt\n      publicKey\n      signature\n      takenBy\n    }\n  }\n": types.ConsoleCheckpointDocument,
    "\n  query ConsoleReceiptAnswer($id: ID!) {\n    answer(id: $id) {\n      id\n      createdAt\n      hash\n      receipt {\n        answerId\n        hash\n        hashVersion\n      }\n    }\n  }\n": types.ConsoleReceiptAnswerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      name\n      role\n      groups\n      authenticated\n    }\n  }\n"): typeof import('./graphql').ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PacketFields on Answer {\n    id\n    question\n    status\n    grounded\n    text\n    createdAt\n    withheldParts\n    claims {\n      id\n      text\n      verdict\n      withheld\n      citations {\n        written\n        resolution\n      }\n    }\n    sources {\n      id\n      title\n      breadcrumb\n      excerpt\n      quotes {\n        text\n        start\n        end\n      }\n      revision\n      effectiveDate\n      stale\n      currentRevision\n      document {\n        id\n        sourceUrl\n      }\n    }\n    evidence {\n      title\n      breadcrumb\n      excerpt\n    }\n    limitations {\n      kind\n      message\n    }\n    conflicts {\n      id\n      fact\n      withheld\n      sides {\n        title\n        documentId\n        revision\n        effectiveDate\n        excerpt\n        values\n      }\n      resolution {\n        decision\n        winningDocumentId\n        note\n        reviewer\n        createdAt\n      }\n    }\n    receipt {\n      answerId\n      hash\n      hashVersion\n    }\n  }\n"): typeof import('./graphql').PacketFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAsk($question: String!) {\n    ask(input: { question: $question }) {\n      ...PacketFields\n    }\n  }\n"): typeof import('./graphql').ConsoleAskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAnswers($filter: AnswerFilter, $first: Int, $after: String) {\n    answers(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          question\n          status\n          grounded\n          createdAt\n          caller {\n            keyId\n            name\n            role\n          }\n          reviews {\n            id\n            verdict\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAnswer($id: ID!) {\n    answer(id: $id) {\n      ...PacketFields\n      diagnosis\n      model\n      promptVersion\n      modelText\n      hash\n      caller {\n        keyId\n        name\n        role\n        groups\n      }\n      claims {\n        id\n        checks {\n          name\n          passed\n          detail\n        }\n      }\n      retrieval {\n        withheldCount\n        settings\n        timingsMs\n        modelError\n        answered\n        candidates {\n          rank\n          title\n          breadcrumb\n          excerpt\n          score\n          coverage\n          decision\n        }\n      }\n      reviews {\n        id\n        verdict\n        note\n        reviewer\n        createdAt\n        claimMarks {\n          claimId\n          verdict\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReview($input: ReviewInput!) {\n    reviewAnswer(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ConsoleReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConflicts($filter: ConflictFilter, $first: Int, $after: String) {\n    conflicts(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          conflictKey\n          fact\n          hits\n          createdAt\n          withheld\n          answerIds\n          sides {\n            title\n            documentId\n            revision\n            effectiveDate\n            excerpt\n            values\n          }\n          resolution {\n            decision\n            winningDocumentId\n            note\n            reviewer\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleConflictsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleResolve($input: ResolveConflictInput!) {\n    resolveConflict(input: $input) {\n      id\n      decision\n    }\n  }\n"): typeof import('./graphql').ConsoleResolveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDocuments($filter: DocumentFilter, $first: Int, $after: String) {\n    documents(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          groups\n          status\n          revision\n          effectiveDate\n          sourcePath\n          updatedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleArchive($id: ID!) {\n    archiveDocument(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ConsoleArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRename($id: ID!, $title: String!) {\n    renameDocument(id: $id, title: $title) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').ConsoleRenameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTitleReport {\n    titleReport {\n      qualified {\n        ...Finding\n      }\n      collisions {\n        ...Finding\n      }\n      lookalikes {\n        ...Finding\n      }\n      nearDuplicates {\n        ...Finding\n      }\n      indistinct {\n        ...Finding\n      }\n    }\n  }\n  fragment Finding on TitleFinding {\n    titles\n    documentIds\n    reason\n    suggestedAction\n    proposals {\n      documentId\n      title\n    }\n  }\n"): typeof import('./graphql').ConsoleTitleReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleIntegrity {\n    auditIntegrity {\n      ok\n      checked\n      firstBrokenAnswerId\n      brokenIds\n      brokenCount\n      eventsChecked\n      brokenEventIds\n    }\n  }\n"): typeof import('./graphql').ConsoleIntegrityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCheckpoint {\n    auditCheckpoint {\n      id\n      answerSequence\n      answerHeadHash\n      eventSequence\n      eventHeadHash\n      createdAt\n      publicKey\n      signature\n      takenBy\n    }\n  }\n"): typeof import('./graphql').ConsoleCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleReceiptAnswer($id: ID!) {\n    answer(id: $id) {\n      id\n      createdAt\n      hash\n      receipt {\n        answerId\n        hash\n        hashVersion\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleReceiptAnswerDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
