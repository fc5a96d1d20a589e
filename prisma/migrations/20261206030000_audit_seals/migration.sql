-- AlterTable: answers and audit events are sealed with AUDIT_SIGNING_KEY when they are written
ALTER TABLE "Answer" ADD COLUMN     "chainRef" TEXT,
ADD COLUMN     "signature" TEXT;

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "signature" TEXT;
