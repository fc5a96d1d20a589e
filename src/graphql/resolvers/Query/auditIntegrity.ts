import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const auditIntegrity: NonNullable<QueryResolvers["auditIntegrity"]> = (
  _p,
  _a,
  { services, caller },
) => services.auditIntegrity(caller);
