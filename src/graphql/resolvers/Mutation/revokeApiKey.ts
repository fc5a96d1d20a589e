import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const revokeApiKey: NonNullable<MutationResolvers["revokeApiKey"]> = (
  _p,
  { id },
  { services, caller },
) => services.revokeApiKey(caller, id);
