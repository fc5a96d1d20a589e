-- CreateEnum
CREATE TYPE "Role" AS ENUM ('READER', 'REVIEWER', 'ADMIN');

-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('ACTIVE', 'ARCHIVED');

-- CreateEnum
CREATE TYPE "AnswerStatus" AS ENUM ('SUPPORTED', 'PARTIAL', 'INSUFFICIENT_EVIDENCE', 'CONFLICTING', 'NOT_IN_KNOWLEDGE_BASE', 'MODEL_UNAVAILABLE');

-- CreateEnum
CREATE TYPE "ClaimVerdict" AS ENUM ('SUPPORTED', 'UNSUPPORTED', 'UNKNOWN_CITATION', 'RESTRICTED_CITATION', 'UNCITED');

-- CreateEnum
CREATE TYPE "ReviewVerdict" AS ENUM ('CORRECT', 'INCORRECT', 'PARTIALLY_CORRECT', 'NEEDS_FOLLOW_UP');

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "groups" TEXT[],
    "secretHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "titleKey" TEXT NOT NULL,
    "groups" TEXT[],
    "status" "DocumentStatus" NOT NULL DEFAULT 'ACTIVE',
    "sourceUrl" TEXT,
    "reviewBy" TIMESTAMPTZ(3),
    "currentRevisionId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentTitle" (
    "id" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "titleKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentTitle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentRevision" (
    "id" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "bodyHash" TEXT NOT NULL,
    "effectiveDate" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Chunk" (
    "id" UUID NOT NULL,
    "revisionId" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "breadcrumb" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "searchable" BOOLEAN NOT NULL DEFAULT false,
    "tsv" tsvector,

    CONSTRAINT "Chunk_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Answer" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "question" TEXT NOT NULL,
    "callerKeyId" UUID,
    "callerName" TEXT NOT NULL,
    "callerRole" "Role" NOT NULL,
    "callerGroups" TEXT[],
    "status" "AnswerStatus" NOT NULL,
    "grounded" BOOLEAN NOT NULL,
    "text" TEXT NOT NULL,
    "modelText" TEXT,
    "diagnosis" TEXT[],
    "model" TEXT,
    "promptVersion" TEXT,
    "trace" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "Answer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RetrievalCandidate" (
    "id" UUID NOT NULL,
    "answerId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "chunkId" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "revisionId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "breadcrumb" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "coverage" DOUBLE PRECISION NOT NULL,
    "decision" TEXT NOT NULL,

    CONSTRAINT "RetrievalCandidate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnswerSource" (
    "id" UUID NOT NULL,
    "answerId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "documentId" UUID NOT NULL,
    "revisionId" UUID NOT NULL,
    "revision" INTEGER NOT NULL,
    "chunkId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "breadcrumb" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "effectiveDate" TIMESTAMPTZ(3),

    CONSTRAINT "AnswerSource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Claim" (
    "id" UUID NOT NULL,
    "answerId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "verdict" "ClaimVerdict" NOT NULL,
    "citations" JSONB NOT NULL,
    "checks" JSONB NOT NULL,

    CONSTRAINT "Claim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Limitation" (
    "id" UUID NOT NULL,
    "answerId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,

    CONSTRAINT "Limitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Conflict" (
    "id" UUID NOT NULL,
    "answerId" UUID NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "conflictKey" TEXT NOT NULL,
    "fact" TEXT NOT NULL,
    "sides" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Conflict_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConflictResolution" (
    "id" UUID NOT NULL,
    "conflictKey" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "winningDocumentId" UUID,
    "note" TEXT NOT NULL,
    "reviewerKeyId" UUID,
    "reviewerName" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ConflictResolution_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" UUID NOT NULL,
    "answerId" UUID NOT NULL,
    "verdict" "ReviewVerdict" NOT NULL,
    "note" TEXT NOT NULL,
    "claimMarks" JSONB NOT NULL,
    "reviewerKeyId" UUID,
    "reviewerName" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_secretHash_key" ON "ApiKey"("secretHash");

-- CreateIndex
CREATE UNIQUE INDEX "Document_titleKey_key" ON "Document"("titleKey");

-- CreateIndex
CREATE UNIQUE INDEX "Document_currentRevisionId_key" ON "Document"("currentRevisionId");

-- CreateIndex
CREATE INDEX "Document_status_idx" ON "Document"("status");

-- CreateIndex
CREATE INDEX "DocumentTitle_documentId_createdAt_idx" ON "DocumentTitle"("documentId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentRevision_documentId_number_key" ON "DocumentRevision"("documentId", "number");

-- CreateIndex
CREATE INDEX "Chunk_documentId_idx" ON "Chunk"("documentId");

-- CreateIndex
CREATE INDEX "Chunk_tsv_idx" ON "Chunk" USING GIN ("tsv");

-- CreateIndex
CREATE UNIQUE INDEX "Chunk_revisionId_ordinal_key" ON "Chunk"("revisionId", "ordinal");

-- CreateIndex
CREATE UNIQUE INDEX "Answer_seq_key" ON "Answer"("seq");

-- CreateIndex
CREATE UNIQUE INDEX "Answer_hash_key" ON "Answer"("hash");

-- CreateIndex
CREATE INDEX "Answer_createdAt_idx" ON "Answer"("createdAt");

-- CreateIndex
CREATE INDEX "Answer_status_createdAt_idx" ON "Answer"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Answer_callerKeyId_createdAt_idx" ON "Answer"("callerKeyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RetrievalCandidate_answerId_ordinal_key" ON "RetrievalCandidate"("answerId", "ordinal");

-- CreateIndex
CREATE INDEX "AnswerSource_documentId_idx" ON "AnswerSource"("documentId");

-- CreateIndex
CREATE UNIQUE INDEX "AnswerSource_answerId_ordinal_key" ON "AnswerSource"("answerId", "ordinal");

-- CreateIndex
CREATE INDEX "Claim_verdict_idx" ON "Claim"("verdict");

-- CreateIndex
CREATE UNIQUE INDEX "Claim_answerId_ordinal_key" ON "Claim"("answerId", "ordinal");

-- CreateIndex
CREATE UNIQUE INDEX "Limitation_answerId_ordinal_key" ON "Limitation"("answerId", "ordinal");

-- CreateIndex
CREATE INDEX "Conflict_conflictKey_idx" ON "Conflict"("conflictKey");

-- CreateIndex
CREATE INDEX "Conflict_createdAt_idx" ON "Conflict"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Conflict_answerId_ordinal_key" ON "Conflict"("answerId", "ordinal");

-- CreateIndex
CREATE INDEX "ConflictResolution_conflictKey_createdAt_idx" ON "ConflictResolution"("conflictKey", "createdAt");

-- CreateIndex
CREATE INDEX "Review_answerId_createdAt_idx" ON "Review"("answerId", "createdAt");

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_currentRevisionId_fkey" FOREIGN KEY ("currentRevisionId") REFERENCES "DocumentRevision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentTitle" ADD CONSTRAINT "DocumentTitle_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentRevision" ADD CONSTRAINT "DocumentRevision_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Chunk" ADD CONSTRAINT "Chunk_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "DocumentRevision"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RetrievalCandidate" ADD CONSTRAINT "RetrievalCandidate_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnswerSource" ADD CONSTRAINT "AnswerSource_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Claim" ADD CONSTRAINT "Claim_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Limitation" ADD CONSTRAINT "Limitation_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conflict" ADD CONSTRAINT "Conflict_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
