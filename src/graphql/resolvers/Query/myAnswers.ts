import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const myAnswers: NonNullable<QueryResolvers["myAnswers"]> = (
  _p,
  { filter, first, after },
  { services, caller },
) => services.myAnswers(caller, filter ?? {}, first, after);
