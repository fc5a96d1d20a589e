import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const ask: NonNullable<MutationResolvers["ask"]> = (_p, { input }, { services, caller }) =>
  services.ask(caller, input.question);
