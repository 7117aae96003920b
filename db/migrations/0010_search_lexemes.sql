-- Written by hand (Drizzle models neither triggers nor C-collated keys).
-- search_lexemes: every word form (lexeme) the listings' text has held, so that a word typed as
-- the start of words ("balcon" → balcon:*) can be split into the common forms the in-process
-- search index holds (core/search/search-text.ts) and the rare ones PostgreSQL finds in its text
-- index. Numbers (prices, and codes, read as negative numbers: WI-000001 → -000001) are left out:
-- a number typed is searched by PostgreSQL alone.
-- Lexemes are never removed: a form no listing holds any more matches nothing.
-- The C collation makes "starts with" a range of the primary key.
CREATE TABLE IF NOT EXISTS "search_lexemes" (
  "lexeme" text COLLATE "C" PRIMARY KEY
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexemes_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) l
     WHERE l !~ '^-?[0-9]+$'
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) l
     WHERE n.search_document IS DISTINCT FROM o.search_document AND l !~ '^-?[0-9]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_lexemes_insert" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_lexemes_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_properties();--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_lexemes_update" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_lexemes_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_properties();--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT l FROM properties, unnest(tsvector_to_array(search_vector)) l WHERE l !~ '^-?[0-9]+$'
ON CONFLICT DO NOTHING;
