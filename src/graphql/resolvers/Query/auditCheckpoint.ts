import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const auditCheckpoint: NonNullable<QueryResolvers["auditCheckpoint"]> = async (
  _p,
  _a,
  { services, caller },
) => {
  const c = await services.auditCheckpoint(caller);
  return {
    id: c.id,
    answerSequence: c.answerSeq,
    answerHeadHash: c.answerHead,
    eventSequence: c.eventSeq,
    eventHeadHash: c.eventHead,
    createdAt: new Date(c.createdAt),
    publicKey: c.publicKey,
    signature: c.signature,
    takenBy: c.takenBy,
  };
};
