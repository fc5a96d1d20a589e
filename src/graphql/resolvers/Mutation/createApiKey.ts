import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const createApiKey: NonNullable<MutationResolvers["createApiKey"]> = (
  _p,
  { input },
  { services, caller },
) => services.createApiKey(caller, input);
