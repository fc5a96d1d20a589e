-- Hand-written: Prisma's schema language has no triggers. The schema engine ignores triggers and
-- functions when diffing, so later generated migrations leave these alone.

-- Full-text vector of a chunk, computed by the database so every writer (app, ingest, bench) agrees.
CREATE FUNCTION fieldnote_chunk_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tsv := setweight(to_tsvector('english', coalesce(NEW.breadcrumb, '')), 'A')
          || setweight(to_tsvector('english', coalesce(NEW.text, '')), 'B');
  RETURN NEW;
END $$;

CREATE TRIGGER chunk_tsv BEFORE INSERT ON "Chunk"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_chunk_tsv();

-- Append-only audit trail: no code path and no database user (short of disabling the trigger,
-- which the hash chain then exposes) can rewrite or remove what was recorded.
CREATE FUNCTION fieldnote_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fieldnote: % is append-only; % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER answer_append_only BEFORE UPDATE OR DELETE ON "Answer"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER retrieval_candidate_append_only BEFORE UPDATE OR DELETE ON "RetrievalCandidate"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER answer_source_append_only BEFORE UPDATE OR DELETE ON "AnswerSource"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER claim_append_only BEFORE UPDATE OR DELETE ON "Claim"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER limitation_append_only BEFORE UPDATE OR DELETE ON "Limitation"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER conflict_append_only BEFORE UPDATE OR DELETE ON "Conflict"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER conflict_resolution_append_only BEFORE UPDATE OR DELETE ON "ConflictResolution"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER review_append_only BEFORE UPDATE OR DELETE ON "Review"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER document_title_append_only BEFORE UPDATE OR DELETE ON "DocumentTitle"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();
CREATE TRIGGER document_revision_append_only BEFORE UPDATE OR DELETE ON "DocumentRevision"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_refuse_change();

-- A chunk's text is immutable (answers cite it); only its searchable flag follows the current revision.
CREATE FUNCTION fieldnote_chunk_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.text IS DISTINCT FROM OLD.text OR NEW.breadcrumb IS DISTINCT FROM OLD.breadcrumb
     OR NEW."revisionId" IS DISTINCT FROM OLD."revisionId" OR NEW."documentId" IS DISTINCT FROM OLD."documentId"
     OR NEW.ordinal IS DISTINCT FROM OLD.ordinal OR NEW.tsv IS DISTINCT FROM OLD.tsv THEN
    RAISE EXCEPTION 'fieldnote: chunk content is immutable; % refused', TG_OP
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER chunk_guard BEFORE UPDATE OR DELETE ON "Chunk"
  FOR EACH ROW EXECUTE FUNCTION fieldnote_chunk_guard();

-- Search touches only searchable chunks: a partial index keeps superseded revisions out of it.
CREATE INDEX "Chunk_searchable_tsv_idx" ON "Chunk" USING GIN ("tsv") WHERE searchable;
