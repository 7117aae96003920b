-- Written by hand (not in db/schema: Drizzle models neither triggers nor NULLS NOT DISTINCT).
-- search_counts: how many published, not deleted listings there are per combination of the
-- dimensions the search's facets count (agency, department, municipality, type, rent/sale,
-- estrato, bedrooms capped at 5). A search that filters only by those dimensions takes its
-- total and facets from this table (about 10,000 rows for 1,000,000 listings) instead of a
-- scan of the listings (core/search/search.queries.ts, summaryFacetsQuery). Statement
-- triggers with transition tables keep it exact on every insert, update, delete and truncate
-- of properties; an agency's active flag is applied when reading (customer_id is a dimension).
CREATE TABLE IF NOT EXISTS "search_counts" (
  "customer_id" integer NOT NULL,
  "department_id" integer,
  "municipality_id" integer,
  "property_type_id" integer NOT NULL,
  "has_rent" boolean NOT NULL,
  "has_sale" boolean NOT NULL,
  "stratum" smallint,
  "bedrooms" smallint,
  "n" integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "search_counts_key" ON "search_counts"
  ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_counts AS c ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms", "n")
    SELECT r.customer_id, r.department_id, r.municipality_id, r.property_type_id,
           r.business_type IN ('rent', 'sale_rent') AND r.rent_price IS NOT NULL,
           r.business_type IN ('sale', 'sale_rent') AND r.sale_price IS NOT NULL,
           r.stratum, least(r.bedrooms, 5), count(*)
      FROM new_rows r WHERE r.status = 'published' AND r.deleted_at IS NULL
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms")
    DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_counts AS c ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms", "n")
    SELECT r.customer_id, r.department_id, r.municipality_id, r.property_type_id,
           r.business_type IN ('rent', 'sale_rent') AND r.rent_price IS NOT NULL,
           r.business_type IN ('sale', 'sale_rent') AND r.sale_price IS NOT NULL,
           r.stratum, least(r.bedrooms, 5), -count(*)
      FROM old_rows r WHERE r.status = 'published' AND r.deleted_at IS NULL
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms")
    DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO search_counts AS c ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms", "n")
    SELECT customer_id, department_id, municipality_id, property_type_id, has_rent, has_sale, stratum, bedrooms, sum(d)
      FROM (
        SELECT r.customer_id, r.department_id, r.municipality_id, r.property_type_id,
               r.business_type IN ('rent', 'sale_rent') AND r.rent_price IS NOT NULL AS has_rent,
               r.business_type IN ('sale', 'sale_rent') AND r.sale_price IS NOT NULL AS has_sale,
               r.stratum, least(r.bedrooms, 5) AS bedrooms, 1 AS d
          FROM new_rows r WHERE r.status = 'published' AND r.deleted_at IS NULL
        UNION ALL
        SELECT r.customer_id, r.department_id, r.municipality_id, r.property_type_id,
               r.business_type IN ('rent', 'sale_rent') AND r.rent_price IS NOT NULL,
               r.business_type IN ('sale', 'sale_rent') AND r.sale_price IS NOT NULL,
               r.stratum, least(r.bedrooms, 5), -1
          FROM old_rows r WHERE r.status = 'published' AND r.deleted_at IS NULL
      ) delta
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    HAVING sum(d) <> 0
    ON CONFLICT ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms")
    DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_counts_insert" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_counts_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_counts_update" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_counts_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_counts_delete" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_counts_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_counts_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_counts_truncate" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_counts_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION search_counts_truncate();--> statement-breakpoint
-- The listings already there (a few seconds for 1,000,000).
DELETE FROM "search_counts";--> statement-breakpoint
INSERT INTO "search_counts" ("customer_id", "department_id", "municipality_id", "property_type_id", "has_rent", "has_sale", "stratum", "bedrooms", "n")
SELECT customer_id, department_id, municipality_id, property_type_id,
       business_type IN ('rent', 'sale_rent') AND rent_price IS NOT NULL,
       business_type IN ('sale', 'sale_rent') AND sale_price IS NOT NULL,
       stratum, least(bedrooms, 5), count(*)
  FROM "properties" WHERE status = 'published' AND deleted_at IS NULL
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
