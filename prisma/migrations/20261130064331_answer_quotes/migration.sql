-- AlterTable
ALTER TABLE "AnswerSource" ADD COLUMN     "quotes" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "Claim" ADD COLUMN     "quote" JSONB;
