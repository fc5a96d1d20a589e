import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const apiKeys: NonNullable<QueryResolvers["apiKeys"]> = (
  _p,
  { includeRevoked },
  { services, caller },
) => services.apiKeys(caller, includeRevoked ?? false);
