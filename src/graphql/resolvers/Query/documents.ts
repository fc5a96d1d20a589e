import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const documents: NonNullable<QueryResolvers["documents"]> = (
  _p,
  { filter, first, after },
  { services, caller },
) => services.documents(caller, filter ?? {}, first, after);
