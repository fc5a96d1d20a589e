-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "actorKeyId" UUID,
    "actorName" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "hashVersion" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditCheckpoint" (
    "id" UUID NOT NULL,
    "answerSeq" BIGINT NOT NULL,
    "answerHead" TEXT NOT NULL,
    "eventSeq" BIGINT NOT NULL,
    "eventHead" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "publicKey" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "takenBy" TEXT NOT NULL,

    CONSTRAINT "AuditCheckpoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AuditEvent_seq_key" ON "AuditEvent"("seq");

-- CreateIndex
CREATE UNIQUE INDEX "AuditEvent_hash_key" ON "AuditEvent"("hash");

-- CreateIndex
CREATE INDEX "AuditEvent_type_createdAt_idx" ON "AuditEvent"("type", "createdAt");

-- Hand-written: the audit log and the checkpoints are append-only, like answers.
CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER audit_event_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "AuditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER audit_checkpoint_append_only BEFORE UPDATE OR DELETE ON "AuditCheckpoint"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER audit_checkpoint_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "AuditCheckpoint"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
