import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const renameDocument: NonNullable<MutationResolvers["renameDocument"]> = (
  _p,
  { id, title },
  { services, caller },
) => services.renameDocument(caller, id, title);
