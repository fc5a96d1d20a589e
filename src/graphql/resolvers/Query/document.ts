import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const document: NonNullable<QueryResolvers["document"]> = (
  _p,
  { id },
  { services, caller },
) => services.document(caller, id);
