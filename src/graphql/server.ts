/** Builds the Apollo server: schema from schema.graphql, typed resolvers, limits, masked errors. */
import fs from "node:fs";
import path from "node:path";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type http from "node:http";
import type { GraphQLContext } from "./context";
import { createFormatError, type ErrorLogger } from "./errors";
import { resolvers } from "./resolvers";
import type { ApolloServerPlugin } from "@apollo/server";
import { statusFor } from "./error-codes";
import { maxAsksRule } from "./one-ask-rule";
import { queryLimitRules } from "./query-limits";

export interface GraphQLLimits {
  introspection: boolean;
  maxDepth: number;
  maxIntrospectionDepth: number;
  maxCost: number;
  maxAliases: number;
  maxAsksPerOperation: number;
}

/** Tokens a query may have (counted before Apollo, see http-server.ts). */
export const MAX_TOKENS = 5_000;
const MAX_DIRECTIVES = 20;

function findSchema(start = __dirname): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "schema.graphql");
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`schema.graphql not found above ${start}`);
  }
}

export const typeDefs = fs.readFileSync(findSchema(), "utf8");

/** A response that lost its data to an error gets the status the error table gives its code. */
const statusFromErrorTable: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== "single") return;
        const { data, errors } = response.body.singleResult;
        if (!errors?.length || (data !== null && data !== undefined)) return;
        const status = statusFor(
          errors.map((e) => String(e.extensions?.code ?? "INTERNAL_SERVER_ERROR")),
        );
        if (status) response.http.status = status;
      },
    };
  },
};

/** GET /graphql is src/http/explorer.ts (offline), not Apollo's Sandbox, which loads from a CDN */
const noLandingPage = ApolloServerPluginLandingPageDisabled();

const drain = (httpServer?: http.Server) =>
  httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer })] : [];

export function createApolloServer(
  limits: GraphQLLimits,
  logger: ErrorLogger,
  httpServer?: http.Server,
): ApolloServer<GraphQLContext> {
  // armor only hides field suggestions here; the limits are queryLimitRules (own codes and sentences)
  const armor = new ApolloArmor({
    maxDepth: { enabled: false },
    costLimit: { enabled: false },
    maxAliases: { enabled: false },
    maxTokens: { enabled: false },
    maxDirectives: { enabled: false },
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
    validationRules: [
      ...armor.validationRules,
      ...queryLimitRules({ ...limits, maxDirectives: MAX_DIRECTIVES }),
      maxAsksRule(limits.maxAsksPerOperation),
    ],
    plugins: [...armor.plugins, statusFromErrorTable, noLandingPage, ...drain(httpServer)],
    logger: {
      debug: () => {},
      info: () => {},
      warn: (m) => logger.error({ warn: m }, "apollo warning"),
      error: (m) => logger.error({ err: m }, "apollo error"),
    },
  });
}
