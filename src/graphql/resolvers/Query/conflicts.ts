import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const conflicts: NonNullable<QueryResolvers["conflicts"]> = (
  _p,
  { filter, first, after },
  { services, caller },
) => services.conflicts(caller, filter ?? {}, first, after);
