/**
 * The operations this example client sends. GraphQL Code Generator's client preset reads the
 * `graphql(...)` calls and generates their result and variable types into ./__generated__.
 */
import { graphql } from "./__generated__";

export const AskDocument = graphql(`
  mutation Ask($question: String!) {
    ask(input: { question: $question }) {
      id
      status
      text
      claims {
        text
        verdict
        citations {
          written
          resolution
        }
      }
      sources {
        title
        excerpt
        quotes {
          text
          start
          end
        }
      }
      limitations {
        kind
        message
      }
    }
  }
`);

export const MyAnswersDocument = graphql(`
  query MyAnswers($first: Int) {
    myAnswers(first: $first) {
      edges {
        node {
          id
          question
          status
          createdAt
        }
      }
    }
  }
`);
