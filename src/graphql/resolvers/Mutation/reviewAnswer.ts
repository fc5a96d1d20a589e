import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const reviewAnswer: NonNullable<MutationResolvers["reviewAnswer"]> = (
  _p,
  { input },
  { services, caller },
) => services.reviewAnswer(caller, input);
