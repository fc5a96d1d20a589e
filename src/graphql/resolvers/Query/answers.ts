import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const answers: NonNullable<QueryResolvers["answers"]> = (
  _p,
  { filter, first, after },
  { services, caller },
) => services.answers(caller, filter ?? {}, first, after);
