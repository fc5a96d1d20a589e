-- DropIndex
DROP INDEX "Answer_status_createdAt_idx";

-- DropIndex
DROP INDEX "Claim_verdict_idx";
