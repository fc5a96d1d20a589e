-- Hand-written. PostgreSQL's parser reads a camelCase identifier as ONE word ('devIndicators' ->
-- 'devind'), so "Where does the dev indicator render?" never reached the page titled devIndicators
-- whose text says "the indicator": the question's "dev" matched every page saying "dev" instead.
-- A dotted name is one host or file token to it ('option.changeorigin'), so the entry
-- "**option.changeOrigin**: true/false, Default: false" lacked the word 'changeorigin' that a
-- question naming changeOrigin asks for. The words of such identifiers are now indexed as words as
-- well, next to the identifier, as the answer step already reads them (term-match identifierWords:
-- `maxBatchSize` speaks of a batch size, `--collector.zipkin.host-port` of zipkin). Only
-- lower-case-first camelCase is split: a PascalCase name (`ServerRouter`) is a component's name,
-- written so in questions. Existing chunks are re-indexed once (the content guard is lifted for
-- that statement).
CREATE FUNCTION fieldnote_identifier_words(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg(translate(m[1], '.', ' '), ' ')
       FROM regexp_matches(coalesce(t, ''),
         '(?<![[:alnum:]_$./:@-])([[:alpha:]_$][[:alnum:]_$-]*(?:\.[[:alpha:]_$][[:alnum:]_$-]*)+)', 'g') AS m),
    (SELECT string_agg(regexp_replace(m[1], '([[:lower:][:digit:]])([[:upper:]])', '\1 \2', 'g'), ' ')
       FROM regexp_matches(coalesce(t, ''),
         '(?<![[:alnum:]_])([[:lower:]]+(?:[[:upper:]][[:lower:][:digit:]]+)+)(?![[:alnum:]_])', 'g') AS m))
$$;

CREATE OR REPLACE FUNCTION fieldnote_chunk_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  folder text;
BEGIN
  SELECT regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')
    INTO folder FROM "Document" d WHERE d.id = NEW."documentId";
  NEW.tsv := setweight(to_tsvector('english', coalesce(NEW.breadcrumb, '') || ' ' || coalesce(folder, '')
                                   || ' ' || fieldnote_slash_words(NEW.breadcrumb)), 'A')
          || setweight(to_tsvector('english', fieldnote_identifier_words(NEW.breadcrumb)), 'C')
          || setweight(to_tsvector('english', coalesce(NEW.text, '') || ' ' || fieldnote_slash_words(NEW.text)), 'B')
          || setweight(to_tsvector('english', fieldnote_identifier_words(NEW.text)), 'D');
  RETURN NEW;
END $$;

ALTER TABLE "Chunk" DISABLE TRIGGER chunk_guard;
UPDATE "Chunk" c
   SET tsv = setweight(to_tsvector('english', coalesce(c.breadcrumb, '') || ' ' ||
               regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')
               || ' ' || fieldnote_slash_words(c.breadcrumb)), 'A')
          || setweight(to_tsvector('english', fieldnote_identifier_words(c.breadcrumb)), 'C')
          || setweight(to_tsvector('english', coalesce(c.text, '') || ' ' || fieldnote_slash_words(c.text)), 'B')
          || setweight(to_tsvector('english', fieldnote_identifier_words(c.text)), 'D')
  FROM "Document" d WHERE d.id = c."documentId"
   AND (c.breadcrumb ~ '[[:lower:]][[:upper:]]|[[:alpha:]]\.[[:alpha:]]' OR c.text ~ '[[:lower:]][[:upper:]]|[[:alpha:]]\.[[:alpha:]]');
ALTER TABLE "Chunk" ENABLE TRIGGER chunk_guard;
