import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const archiveDocument: NonNullable<MutationResolvers["archiveDocument"]> = (
  _p,
  { id },
  { services, caller },
) => services.archiveDocument(caller, id);
