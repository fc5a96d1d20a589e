/** Field resolvers of object types: batched through the request's DataLoaders. */
import type { Resolvers } from "../__generated__/resolvers-types";
import { answerSegments } from "../../core/answers/answer-segments";
import { groupEvidence } from "../../core/answers/evidence-groups";
import { visibleSourceUrl } from "../../core/documents/read-documents";

export const typeResolvers: Pick<
  Resolvers,
  "Answer" | "Citation" | "Source" | "Document" | "Review"
> = {
  Answer: {
    reviews: (a, _args, { loaders }) => loaders.reviews.load(a.id),
    // grouped from the (already redacted) evidence, so it withholds exactly what `evidence` does
    evidenceByDocument: (a) => groupEvidence(a.evidence),
    segments: (a) => answerSegments(a),
  },
  Citation: {
    document: (c, _args, { loaders }) =>
      c.documentId ? loaders.document.load(c.documentId) : null,
  },
  Source: {
    document: (s, _args, { loaders }) => loaders.document.load(s.documentId),
  },
  Document: {
    revision: (d) => d.revision?.number ?? null,
    revisionId: (d) => d.revision?.id ?? null,
    effectiveDate: (d) => d.revision?.effectiveDate ?? null,
    titleHistory: (d, _args, { services, caller }) => services.titleHistory(caller, d.id),
    sourceUrl: (d, _args, { caller }) => visibleSourceUrl(caller, d),
    body: async (d, _args, { loaders }) =>
      (await loaders.revisions.load(d.id)).find((r) => r.current)?.body ?? "",
    revisions: (d, _args, { loaders }) => loaders.revisions.load(d.id),
  },
  Review: {
    claimMarks: (r) => r.claimMarks,
  },
};
