import DataLoader from "dataloader";
import type { ReviewRecord } from "../core/answers/answer-ports";
import type { DocumentRecord, RevisionRecord } from "../core/documents/document-types";
import type { Principal } from "../core/types";
import type { Services } from "./services";

/** Built per request: who is calling, the services, and per-request batch loaders (no N+1). */
export interface GraphQLContext {
  caller: Principal;
  services: Services;
  requestId: string;
  loaders: {
    document: DataLoader<string, DocumentRecord | null>;
    reviews: DataLoader<string, ReviewRecord[]>;
    revisions: DataLoader<string, RevisionRecord[]>;
  };
}

export function createContext(
  services: Services,
  caller: Principal,
  requestId: string,
): GraphQLContext {
  return {
    caller,
    services,
    requestId,
    loaders: {
      document: new DataLoader(async (ids) => {
        const found = await services.documentsById(caller, ids);
        return ids.map((id) => found.get(id) ?? null);
      }),
      reviews: new DataLoader(async (ids) => {
        const found = await services.reviewsOf(ids);
        return ids.map((id) => found.get(id) ?? []);
      }),
      revisions: new DataLoader(async (ids) => {
        const found = await services.revisionsOf(ids);
        return ids.map((id) => found.get(id) ?? []);
      }),
    },
  };
}
