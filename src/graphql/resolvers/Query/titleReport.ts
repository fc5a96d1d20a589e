import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const titleReport: NonNullable<QueryResolvers["titleReport"]> = (
  _p,
  _a,
  { services, caller },
) => services.titleReport(caller);
