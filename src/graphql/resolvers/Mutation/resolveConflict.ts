import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const resolveConflict: NonNullable<MutationResolvers["resolveConflict"]> = (
  _p,
  { input },
  { services, caller },
) => services.resolveConflict(caller, input);
