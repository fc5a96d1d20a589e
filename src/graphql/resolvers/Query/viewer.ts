import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const viewer: NonNullable<QueryResolvers["viewer"]> = (_p, _a, { caller }) => ({
  name: caller.name,
  role: caller.role,
  groups: [...caller.groups],
  authenticated: caller.keyId !== null,
});
