/**
 * At most MAX_ASKS_PER_OPERATION `ask` fields per operation (aliases and fragments included): one
 * request with fifteen aliased asks would record fifteen answers and cost fifteen model calls
 * while counting once against the rate limit.
 */
import {
  GraphQLError,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

function countAsks(
  set: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  if (!set) return 0;
  let n = 0;
  for (const s of set.selections) {
    if (s.kind === "Field") n += s.name.value === "ask" ? 1 : 0;
    else if (s.kind === "InlineFragment") n += countAsks(s.selectionSet, fragments, seen);
    else if (s.kind === "FragmentSpread" && !seen.has(s.name.value)) {
      seen.add(s.name.value);
      n += countAsks(fragments.get(s.name.value)?.selectionSet, fragments, seen);
    }
  }
  return n;
}

export function maxAsksRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (node.operation !== "mutation") return;
      const fragments = new Map(
        context
          .getDocument()
          .definitions.filter((d): d is FragmentDefinitionNode => d.kind === "FragmentDefinition")
          .map((d) => [d.name.value, d]),
      );
      const asks = countAsks(node.selectionSet, fragments, new Set());
      if (asks > max) {
        context.reportError(
          new GraphQLError(
            `at most ${max} ask per operation (this one has ${asks}): send one question per request`,
            {
              nodes: [node],
              extensions: { field: "ask", max },
            },
          ),
        );
      }
    },
  });
}
