-- Hand-written. A chunk's full-text vector also holds the words of its document's folder path
-- ("v2/2.19/deployment/x.md" -> "v2 2.19 deployment"): a question that names a version or a section
-- of a documentation site ("in Jaeger v1") finds the pages under that folder. Weight A, like the
-- breadcrumb. Existing chunks are re-indexed once (the content guard is lifted for that statement).
CREATE OR REPLACE FUNCTION fieldnote_chunk_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  folder text;
BEGIN
  SELECT regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')
    INTO folder FROM "Document" d WHERE d.id = NEW."documentId";
  NEW.tsv := setweight(to_tsvector('english', coalesce(NEW.breadcrumb, '') || ' ' || coalesce(folder, '')), 'A')
          || setweight(to_tsvector('english', coalesce(NEW.text, '')), 'B');
  RETURN NEW;
END $$;

-- The quotable blocks are part of a chunk's immutable content too.
CREATE OR REPLACE FUNCTION fieldnote_chunk_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.text IS DISTINCT FROM OLD.text OR NEW.breadcrumb IS DISTINCT FROM OLD.breadcrumb
     OR NEW."revisionId" IS DISTINCT FROM OLD."revisionId" OR NEW."documentId" IS DISTINCT FROM OLD."documentId"
     OR NEW.ordinal IS DISTINCT FROM OLD.ordinal OR NEW.tsv IS DISTINCT FROM OLD.tsv
     OR NEW.blocks IS DISTINCT FROM OLD.blocks THEN
    RAISE EXCEPTION 'fieldnote: chunk content is immutable; % refused', TG_OP
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;

ALTER TABLE "Chunk" DISABLE TRIGGER chunk_guard;
UPDATE "Chunk" c
   SET tsv = setweight(to_tsvector('english', coalesce(c.breadcrumb, '') || ' ' ||
               regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')), 'A')
          || setweight(to_tsvector('english', coalesce(c.text, '')), 'B')
  FROM "Document" d WHERE d.id = c."documentId" AND d."sourcePath" IS NOT NULL;
ALTER TABLE "Chunk" ENABLE TRIGGER chunk_guard;
