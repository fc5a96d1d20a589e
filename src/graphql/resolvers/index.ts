import type { Resolvers } from "../__generated__/resolvers-types";
import { answer } from "./Query/answer";
import { answers } from "./Query/answers";
import { auditIntegrity } from "./Query/auditIntegrity";
import { auditCheckpoint } from "./Query/auditCheckpoint";
import { auditPublicKey } from "./Query/auditPublicKey";
import { document } from "./Query/document";
import { documents } from "./Query/documents";
import { viewer } from "./Query/viewer";
import { conflicts } from "./Query/conflicts";
import { titleReport } from "./Query/titleReport";
import { apiKeys } from "./Query/apiKeys";
import { myAnswers } from "./Query/myAnswers";
import { resolveConflict } from "./Mutation/resolveConflict";
import { archiveDocument } from "./Mutation/archiveDocument";
import { ask } from "./Mutation/ask";
import { createApiKey } from "./Mutation/createApiKey";
import { renameDocument } from "./Mutation/renameDocument";
import { reviewAnswer } from "./Mutation/reviewAnswer";
import { revokeApiKey } from "./Mutation/revokeApiKey";
import { upsertDocument } from "./Mutation/upsertDocument";
import { DateTime, JSON } from "./scalars";
import { typeResolvers } from "./types";

export const resolvers: Resolvers = {
  DateTime,
  JSON,
  Query: {
    answer,
    answers,
    myAnswers,
    apiKeys,
    auditIntegrity,
    auditCheckpoint,
    auditPublicKey,
    conflicts,
    document,
    documents,
    titleReport,
    viewer,
  },
  Mutation: {
    ask,
    resolveConflict,
    upsertDocument,
    renameDocument,
    archiveDocument,
    reviewAnswer,
    createApiKey,
    revokeApiKey,
  },
  ...typeResolvers,
};
