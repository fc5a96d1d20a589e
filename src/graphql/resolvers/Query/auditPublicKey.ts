import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const auditPublicKey: NonNullable<QueryResolvers["auditPublicKey"]> = (
  _p,
  _a,
  { services },
) => services.auditPublicKey();
