-- Hand-written. A page often titles a class in words: the reference page of `PgVector` is "PG Vector
-- Store", that of `TokenLimiter` "Token Limiter Processor". A question naming the class asks for the
-- one word ('pgvector', 'tokenlimit'), which only the pages that write the class's name held, so
-- chunks of the page titled for it (its createIndex() table, its options) ranked below every page
-- that mentions the class in passing. Two or three adjacent capitalised words of the breadcrumb are
-- now indexed also written as one, as the answer step already reads titles (term-match
-- titleCompounds). Existing chunks are re-indexed once (the content guard is lifted for that
-- statement).
CREATE FUNCTION fieldnote_title_compounds(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(compound, ' '), '')
    FROM (
      SELECT lower(w[i] || w[i + 1]) AS compound
        FROM (SELECT regexp_split_to_array(btrim(seg), '[[:space:]]+') AS w
                FROM regexp_split_to_table(coalesce(t, ''), '[›|:]') AS seg) s,
             generate_series(1, coalesce(array_length(w, 1), 0) - 1) AS i
       WHERE w[i] ~ '^[[:upper:]][[:alnum:]]*$' AND w[i + 1] ~ '^[[:upper:]][[:alnum:]]*$'
      UNION ALL
      SELECT lower(w[i] || w[i + 1] || w[i + 2])
        FROM (SELECT regexp_split_to_array(btrim(seg), '[[:space:]]+') AS w
                FROM regexp_split_to_table(coalesce(t, ''), '[›|:]') AS seg) s,
             generate_series(1, coalesce(array_length(w, 1), 0) - 2) AS i
       WHERE w[i] ~ '^[[:upper:]][[:alnum:]]*$' AND w[i + 1] ~ '^[[:upper:]][[:alnum:]]*$'
         AND w[i + 2] ~ '^[[:upper:]][[:alnum:]]*$'
    ) c
$$;

CREATE OR REPLACE FUNCTION fieldnote_chunk_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  folder text;
BEGIN
  SELECT regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')
    INTO folder FROM "Document" d WHERE d.id = NEW."documentId";
  NEW.tsv := setweight(to_tsvector('english', coalesce(NEW.breadcrumb, '') || ' ' || coalesce(folder, '')
                                   || ' ' || fieldnote_slash_words(NEW.breadcrumb)), 'A')
          || setweight(to_tsvector('english', fieldnote_identifier_words(NEW.breadcrumb) || ' '
                                   || fieldnote_title_compounds(NEW.breadcrumb)), 'C')
          || setweight(to_tsvector('english', coalesce(NEW.text, '') || ' ' || fieldnote_slash_words(NEW.text)), 'B')
          || setweight(to_tsvector('english', fieldnote_identifier_words(NEW.text)), 'D');
  RETURN NEW;
END $$;

ALTER TABLE "Chunk" DISABLE TRIGGER chunk_guard;
UPDATE "Chunk" c
   SET tsv = setweight(to_tsvector('english', coalesce(c.breadcrumb, '') || ' ' ||
               regexp_replace(regexp_replace(coalesce(d."sourcePath", ''), '^[^/]*/|[^/]*$', '', 'g'), '/', ' ', 'g')
               || ' ' || fieldnote_slash_words(c.breadcrumb)), 'A')
          || setweight(to_tsvector('english', fieldnote_identifier_words(c.breadcrumb) || ' '
                                   || fieldnote_title_compounds(c.breadcrumb)), 'C')
          || setweight(to_tsvector('english', coalesce(c.text, '') || ' ' || fieldnote_slash_words(c.text)), 'B')
          || setweight(to_tsvector('english', fieldnote_identifier_words(c.text)), 'D')
  FROM "Document" d WHERE d.id = c."documentId"
   AND c.breadcrumb ~ '[[:upper:]][[:alnum:]]*[[:space:]]+[[:upper:]]';
ALTER TABLE "Chunk" ENABLE TRIGGER chunk_guard;
