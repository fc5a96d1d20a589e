import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const upsertDocument: NonNullable<MutationResolvers["upsertDocument"]> = (
  _p,
  { input },
  { services, caller },
) => services.upsertDocument(caller, input);
