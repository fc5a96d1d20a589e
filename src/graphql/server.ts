/** Builds the Apollo server: schema from schema.graphql, typed resolvers, limits, masked errors. */
import fs from "node:fs";
import path from "node:path";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type http from "node:http";
import type { GraphQLContext } from "./context";
import { createFormatError, type ErrorLogger } from "./errors";
import { resolvers } from "./resolvers";
import { maxAsksRule } from "./one-ask-rule";

export interface GraphQLLimits {
  introspection: boolean;
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  maxAsksPerOperation: number;
}

function findSchema(start = __dirname): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "schema.graphql");
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`schema.graphql not found above ${start}`);
  }
}

export const typeDefs = fs.readFileSync(findSchema(), "utf8");

export function createApolloServer(limits: GraphQLLimits, logger: ErrorLogger, httpServer?: http.Server): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    costLimit: { maxCost: limits.maxCost },
    maxAliases: { n: limits.maxAliases },
    maxTokens: { n: 5_000 },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: !limits.introspection },
  }).protect();
  return new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers,
    introspection: limits.introspection,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // CSRF prevention stays on (Apollo's default): simple cross-site requests are refused.
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT: Apollo's own handlers would race our graceful shutdown.
    stopOnTerminationSignals: false,
    formatError: createFormatError(logger),
    validationRules: [...armor.validationRules, maxAsksRule(limits.maxAsksPerOperation)],
    plugins: [...armor.plugins, ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : [])],
    logger: { debug: () => {}, info: () => {}, warn: (m) => logger.error({ warn: m }, "apollo warning"), error: (m) => logger.error({ err: m }, "apollo error") },
  });
}
