/**
 * GraphQL without HTTP: the same schema, resolvers, validation rules, error formatting and
 * per-request context as the service, called with Apollo's executeOperation. For resolver tests
 * where no HTTP behaviour (status codes, headers, body limits, CORS) is under test.
 */
import { randomUUID } from "node:crypto";
import pino from "pino";
import type { App } from "../../src/app";
import { createContext } from "../../src/graphql/context";
import { createApolloServer } from "../../src/graphql/server";

export interface InProcess {
  /** `key`: an API key's secret, or null (the default) for the anonymous caller */
  op<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    key?: string | null,
  ): Promise<{ data?: T; errors?: any[]; status: number }>;
  stop(): Promise<void>;
}

export async function inProcess(app: App): Promise<InProcess> {
  const server = createApolloServer(app.config.graphql, pino({ level: "silent" }));
  await server.start();
  return {
    async op(query, variables = {}, key = null) {
      const caller = await app.services.authenticate(key ? `Bearer ${key}` : undefined);
      const response = await server.executeOperation(
        { query, variables },
        { contextValue: createContext(app.services, caller, randomUUID()) },
      );
      if (response.body.kind !== "single") throw new Error("incremental delivery is not used here");
      // the status Apollo would send (set by errors such as RATE_LIMITED or SERVICE_UNAVAILABLE)
      const status = response.http.status ?? 200;
      return { ...(response.body.singleResult as { data?: any; errors?: any[] }), status };
    },
    stop: () => server.stop(),
  };
}
