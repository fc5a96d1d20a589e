/**
 * Every operation the console sends: the public GraphQL API only. GraphQL Code Generator's client
 * preset (codegen.ts, "console/src/__generated__") types their results and variables from
 * schema.graphql; `documentMode: "string"` keeps the graphql runtime out of the bundle.
 */
import { graphql } from "./__generated__";

export const ViewerDocument = graphql(`
  query Viewer {
    viewer {
      name
      role
      groups
      authenticated
    }
  }
`);

export const PacketFields = graphql(`
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
`);

export const AskDocument = graphql(`
  mutation ConsoleAsk($question: String!) {
    ask(input: { question: $question }) {
      ...PacketFields
    }
  }
`);

export const AnswersDocument = graphql(`
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
`);

export const AnswerDetailDocument = graphql(`
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
`);

export const ReviewDocument = graphql(`
  mutation ConsoleReview($input: ReviewInput!) {
    reviewAnswer(input: $input) {
      id
    }
  }
`);

export const ConflictsDocument = graphql(`
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
`);

export const ResolveDocument = graphql(`
  mutation ConsoleResolve($input: ResolveConflictInput!) {
    resolveConflict(input: $input) {
      id
      decision
    }
  }
`);

export const DocumentsDocument = graphql(`
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
`);

export const ArchiveDocument = graphql(`
  mutation ConsoleArchive($id: ID!) {
    archiveDocument(id: $id) {
      id
      status
    }
  }
`);

export const RenameDocument = graphql(`
  mutation ConsoleRename($id: ID!, $title: String!) {
    renameDocument(id: $id, title: $title) {
      id
      title
    }
  }
`);

export const TitleReportDocument = graphql(`
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
  }
`);

export const IntegrityDocument = graphql(`
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
`);

export const CheckpointDocument = graphql(`
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
`);

export const ReceiptAnswerDocument = graphql(`
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
`);
