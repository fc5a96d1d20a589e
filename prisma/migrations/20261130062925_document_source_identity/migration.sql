-- AlterTable
ALTER TABLE "Chunk" ADD COLUMN     "blocks" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sourcePath" TEXT,
ADD COLUMN     "sourceTitle" TEXT,
ADD COLUMN     "titleNotes" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "titleOrigin" TEXT NOT NULL DEFAULT 'SOURCE';

-- CreateIndex
CREATE UNIQUE INDEX "Document_sourcePath_key" ON "Document"("sourcePath");
