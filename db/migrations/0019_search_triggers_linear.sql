-- Issue 29, point 7: the statement-level triggers over properties and customers compared each
-- updated row with its old self by joining the transition tables (new_rows JOIN old_rows). A
-- PL/pgSQL function plans its statements once per connection and keeps the plan, planned for
-- the row counts of its first call: the seed's first update touched no row, so every later
-- update reused a nested loop that re-read old_rows (spilled to disk) once per new row,
-- quadratic in the rows updated (35 minutes and counting for Medellín's 449,290 listings).
-- Now old and new rows are never joined: both are read once, side by side (UNION ALL), and
-- grouped by id; a listing changed when its group holds two different values. Whatever plan
-- the first call leaves (a sort or a hash), the cost grows with the rows updated, not their
-- square. The regrouping also writes in batches of 10,000 (core/listings/same-property.queries.ts).
CREATE OR REPLACE FUNCTION search_changes_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM new_rows WHERE status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM old_rows WHERE status = 'published';
  ELSE
    -- Only what the search reads: a view count or a photo is not a change of the search.
    INSERT INTO search_changes (property_id)
    SELECT id
      FROM (SELECT id, status,
                   ROW(status, deleted_at, customer_id, property_type_id, business_type, rent_price, sale_price,
                       admin_price, build_area, stratum, bedrooms, bathrooms, parking, department_id,
                       municipality_id, sector_id, published_at, search_document, code,
                       floor, age, private_area, rental_guarantees, property_group) AS read
              FROM old_rows
            UNION ALL
            SELECT id, status,
                   ROW(status, deleted_at, customer_id, property_type_id, business_type, rent_price, sale_price,
                       admin_price, build_area, stratum, bedrooms, bathrooms, parking, department_id,
                       municipality_id, sector_id, published_at, search_document, code,
                       floor, age, private_area, rental_guarantees, property_group)
              FROM new_rows) AS both_sides
     GROUP BY id
    HAVING bool_or(status = 'published') AND count(DISTINCT read) > 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexemes_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) l
     WHERE l !~ '^-?[0-9]+$'
    ON CONFLICT DO NOTHING;
  ELSE
    -- The words of the listings whose text changed, read from their new side.
    INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l
      FROM (SELECT (array_agg(vector) FILTER (WHERE is_new))[1] AS vector
              FROM (SELECT id, ROW(search_document) AS document, NULL::tsvector AS vector, false AS is_new FROM old_rows
                    UNION ALL
                    SELECT id, ROW(search_document), search_vector, true FROM new_rows) AS both_sides
             GROUP BY id
            HAVING count(DISTINCT document) > 1) AS changed,
           unnest(tsvector_to_array(changed.vector)) l
     WHERE l !~ '^-?[0-9]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An agency switched off or on (or deleted) hides or shows all its published listings.
CREATE OR REPLACE FUNCTION search_changes_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (property_id)
  SELECT p.id
    FROM (SELECT id
            FROM (SELECT id, ROW(is_active, deleted_at) AS shown FROM old_rows
                  UNION ALL
                  SELECT id, ROW(is_active, deleted_at) FROM new_rows) AS both_sides
           GROUP BY id
          HAVING count(DISTINCT shown) > 1) AS switched
    JOIN properties p ON p.customer_id = switched.id
   WHERE p.status = 'published';
  RETURN NULL;
END
$$;
