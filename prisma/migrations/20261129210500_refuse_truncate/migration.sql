-- Row-level triggers do not fire on TRUNCATE (which would empty the audit trail in one statement,
-- CASCADE included) nor on an UPDATE/DELETE that matches no row. Statement-level triggers close
-- both: any UPDATE, DELETE or TRUNCATE statement on an append-only table is refused.
CREATE FUNCTION fieldnote_refuse_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fieldnote: % is append-only; % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER answer_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "Answer"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER retrieval_candidate_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "RetrievalCandidate"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER answer_source_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "AnswerSource"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER claim_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "Claim"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER limitation_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "Limitation"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER conflict_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "Conflict"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER conflict_resolution_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "ConflictResolution"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER review_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "Review"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER document_title_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "DocumentTitle"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
CREATE TRIGGER document_revision_append_only_stmt BEFORE UPDATE OR DELETE OR TRUNCATE ON "DocumentRevision"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
-- Chunks may change their searchable flag (row trigger guards the content) but never be truncated.
CREATE TRIGGER chunk_no_truncate BEFORE TRUNCATE ON "Chunk"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
-- Documents are archived, never deleted: their revisions and the answers citing them stay.
CREATE TRIGGER document_no_delete BEFORE DELETE OR TRUNCATE ON "Document"
  FOR EACH STATEMENT EXECUTE FUNCTION fieldnote_refuse_statement();
