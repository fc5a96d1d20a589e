-- AlterTable
ALTER TABLE "Answer" ADD COLUMN     "hashVersion" INTEGER NOT NULL DEFAULT 1;
