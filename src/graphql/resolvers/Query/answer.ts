import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const answer: NonNullable<QueryResolvers["answer"]> = (_p, { id }, { services, caller }) =>
  services.answer(caller, id);
