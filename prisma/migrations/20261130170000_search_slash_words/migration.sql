-- Hand-written. PostgreSQL's parser reads "Frontend/UI" or "TCP/UDP" as ONE file-path token
-- ('frontend/ui'), so a question naming "UI" never matched a page titled "Frontend/UI
-- Configuration" unless its body said "UI" too. The words of such slash-joined terms (not of URLs)
-- are now indexed as words as well, next to the path token. Existing chunks are re-indexed once
-- (the content guard is lifted for that statement).
CREATE FUNCTION fieldnote_slash_words(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(translate(m[1], '/', ' '), ' '), '')
    FROM regexp_matches(coalesce(t, ''),
      '(?<![/:[:alnum:]_.-])([[:alpha:]][[:alnum:]_.-]*(?:/[[:alpha:]][[:alnum:]_.-]*)+)', 'g') AS m
$$;

CREATE OR REPLACE FUNCTION fieldnote_chunk_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  folder text;
BEGIN
  SELECT regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')
    INTO folder FROM "Document" d WHERE d.id = NEW."documentId";
  NEW.tsv := setweight(to_tsvector('english', coalesce(NEW.breadcrumb, '') || ' ' || coalesce(folder, '')
                                   || ' ' || fieldnote_slash_words(NEW.breadcrumb)), 'A')
          || setweight(to_tsvector('english', coalesce(NEW.text, '') || ' ' || fieldnote_slash_words(NEW.text)), 'B');
  RETURN NEW;
END $$;

ALTER TABLE "Chunk" DISABLE TRIGGER chunk_guard;
UPDATE "Chunk" c
   SET tsv = setweight(to_tsvector('english', coalesce(c.breadcrumb, '') || ' ' ||
               regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')
               || ' ' || fieldnote_slash_words(c.breadcrumb)), 'A')
          || setweight(to_tsvector('english', coalesce(c.text, '') || ' ' || fieldnote_slash_words(c.text)), 'B')
  FROM "Document" d WHERE d.id = c."documentId"
   AND (c.breadcrumb LIKE '%/%' OR c.text LIKE '%/%');
ALTER TABLE "Chunk" ENABLE TRIGGER chunk_guard;
