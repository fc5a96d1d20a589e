/**
 * The query limits (depth, cost, aliases, directives) as validation rules whose refusals carry their
 * own code and a sentence a person can act on. graphql-armor's own refusals are worded as syntax
 * errors ("Syntax Error: Query Cost limit …") and share Apollo's GRAPHQL_VALIDATION_FAILED; its token
 * plugin re-parses inside `parsingDidStart`, where a plain syntax error became a 500. Tokens are
 * counted before Apollo instead (http-server.ts). Introspection has a depth limit of its own (the
 * standard introspection query is 15 levels deep; a 44-level one was accepted before).
 */
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";

export interface QueryLimits {
  maxDepth: number;
  /** introspection's own depth: the standard introspection query needs 15 levels (its type references) */
  maxIntrospectionDepth: number;
  maxCost: number;
  maxAliases: number;
  maxDirectives: number;
}

/** A refused query: `code` goes to `extensions.code`, with the limit and what was found. */
export class QueryLimitError extends GraphQLError {
  constructor(
    message: string,
    readonly code: string,
    readonly limit: number,
  ) {
    super(message, { extensions: { code, limit } });
  }
}

/** What armor's message says was found ("… found 1287500."), when it says it. */
function foundIn(err: GraphQLError): number | null {
  const m = /found (\d+)/.exec(err.message);
  return m ? Number(m[1]) : null;
}

type Refusal = (limit: number, found: number | null) => QueryLimitError;

const REFUSALS = {
  depth: (limit, found) =>
    new QueryLimitError(
      `the query nests fields ${found ?? "too many"} levels deep; the limit is ${limit}: ask for fewer nested levels, or split the query`,
      "QUERY_TOO_DEEP",
      limit,
    ),
  cost: (limit, found) =>
    new QueryLimitError(
      `the query's shape costs ${found ?? "more than the limit"} (each field, weighted by how deep it is); the limit is ${limit}: ask for fewer fields or fragments, or split the query`,
      "QUERY_TOO_COSTLY",
      limit,
    ),
  aliases: (limit, found) =>
    new QueryLimitError(
      `the query uses ${found ?? "too many"} aliases; the limit is ${limit}: send separate requests instead`,
      "TOO_MANY_ALIASES",
      limit,
    ),
  directives: (limit, found) =>
    new QueryLimitError(
      `the query uses ${found ?? "too many"} directives; the limit is ${limit}: remove repeated directives`,
      "TOO_MANY_DIRECTIVES",
      limit,
    ),
} satisfies Record<string, Refusal>;

/** armor reports through `onReject`; the refusal is reported on the validation context instead of thrown. */
function reporter(refusal: Refusal, limit: number) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, err: GraphQLError) => {
        ctx?.reportError(refusal(limit, foundIn(err)));
      },
    ],
  };
}

/** The deepest field below `set`, fragments flattened (a fragment cycle is refused by graphql-js itself). */
function depthOf(
  set: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: ReadonlySet<string> = new Set(),
): number {
  if (!set) return 0;
  let deepest = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD)
      deepest = Math.max(deepest, 1 + depthOf(s.selectionSet, fragments, seen));
    else if (s.kind === Kind.INLINE_FRAGMENT)
      deepest = Math.max(deepest, depthOf(s.selectionSet, fragments, seen));
    else if (!seen.has(s.name.value))
      deepest = Math.max(
        deepest,
        depthOf(
          fragments.get(s.name.value)?.selectionSet,
          fragments,
          new Set([...seen, s.name.value]),
        ),
      );
  }
  return deepest;
}

const INTROSPECTION_ROOTS = new Set(["__schema", "__type"]);

/** Depth of each root field: introspection roots against their own limit, every other against maxDepth. */
function depthRule(limits: QueryLimits): ValidationRule {
  return (ctx) => {
    const fragments = new Map(
      ctx
        .getDocument()
        .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return {
      OperationDefinition(op) {
        let data = 0;
        let introspection = 0;
        for (const s of op.selectionSet.selections) {
          const depth = depthOf({ kind: Kind.SELECTION_SET, selections: [s] }, fragments);
          if (s.kind === Kind.FIELD && INTROSPECTION_ROOTS.has(s.name.value))
            introspection = Math.max(introspection, depth);
          else data = Math.max(data, depth);
        }
        if (data > limits.maxDepth) ctx.reportError(REFUSALS.depth(limits.maxDepth, data));
        if (introspection > limits.maxIntrospectionDepth)
          ctx.reportError(REFUSALS.depth(limits.maxIntrospectionDepth, introspection));
      },
    };
  };
}

export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [
    depthRule(limits),
    // introspection is bounded by its own depth instead: the standard introspection query costs ~87,000
    costLimitRule({
      maxCost: limits.maxCost,
      ...reporter(REFUSALS.cost, limits.maxCost),
    }),
    maxAliasesRule({ n: limits.maxAliases, ...reporter(REFUSALS.aliases, limits.maxAliases) }),
    maxDirectivesRule({
      n: limits.maxDirectives,
      ...reporter(REFUSALS.directives, limits.maxDirectives),
    }),
  ] as ValidationRule[];
}

/** The refusal behind an Apollo validation error, if a limit refused the query. */
export function queryLimitErrorOf(error: unknown): QueryLimitError | null {
  if (error instanceof QueryLimitError) return error;
  if (error instanceof GraphQLError && error.originalError instanceof QueryLimitError)
    return error.originalError;
  return null;
}
