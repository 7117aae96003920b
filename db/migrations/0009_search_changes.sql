-- Written by hand (Drizzle models neither triggers nor xid8 defaults).
-- search_changes: which listings changed, by which transaction, so that every server process
-- keeps its in-process search index (core/search/search-index.infra.ts, ADR 0013) exact within
-- one round trip. A process reads the changes of transactions at or after its watermark, the
-- oldest transaction still running when it last read (pg_snapshot_xmin), so a transaction that
-- commits late is never missed. Rows older than ten minutes are deleted by the readers.
CREATE TABLE IF NOT EXISTS "search_changes" (
  "txid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "property_id" integer NOT NULL,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_changes_txid_idx" ON "search_changes" ("txid");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_changes_changed_at_idx" ON "search_changes" ("changed_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changes_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM new_rows WHERE status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM old_rows WHERE status = 'published';
  ELSE
    -- Only what the search reads: a view count or a photo is not a change of the search.
    INSERT INTO search_changes (property_id)
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.status = 'published' OR o.status = 'published')
       AND (n.status, n.deleted_at, n.customer_id, n.property_type_id, n.business_type, n.rent_price, n.sale_price,
            n.admin_price, n.build_area, n.stratum, n.bedrooms, n.bathrooms, n.parking, n.department_id,
            n.municipality_id, n.sector_id, n.published_at, n.search_document, n.code)
           IS DISTINCT FROM
           (o.status, o.deleted_at, o.customer_id, o.property_type_id, o.business_type, o.rent_price, o.sale_price,
            o.admin_price, o.build_area, o.stratum, o.bedrooms, o.bathrooms, o.parking, o.department_id,
            o.municipality_id, o.sector_id, o.published_at, o.search_document, o.code);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_changes_insert" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_changes_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_properties();--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_changes_update" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_changes_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_properties();--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_changes_delete" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_changes_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_properties();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changes_features() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (property_id) SELECT DISTINCT property_id FROM new_rows;
  ELSE
    INSERT INTO search_changes (property_id) SELECT DISTINCT property_id FROM old_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_features_search_changes_insert" ON "property_features";--> statement-breakpoint
CREATE TRIGGER "property_features_search_changes_insert" AFTER INSERT ON "property_features"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_features();--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_features_search_changes_delete" ON "property_features";--> statement-breakpoint
CREATE TRIGGER "property_features_search_changes_delete" AFTER DELETE ON "property_features"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_features();--> statement-breakpoint
-- Emptying the listings (the seed's --reset) asks every process to rebuild: property 0.
CREATE OR REPLACE FUNCTION search_changes_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (property_id) VALUES (0);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_changes_truncate" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_changes_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_truncate();--> statement-breakpoint
-- An agency switched off or on (or deleted) hides or shows all its published listings.
CREATE OR REPLACE FUNCTION search_changes_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (property_id)
  SELECT p.id FROM properties p JOIN new_rows n ON n.id = p.customer_id JOIN old_rows o ON o.id = n.id
   WHERE p.status = 'published' AND (n.is_active, n.deleted_at) IS DISTINCT FROM (o.is_active, o.deleted_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "customers_search_changes_update" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_search_changes_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_customers();--> statement-breakpoint
-- The summary table of migration 0006 is replaced by the index.
DROP TRIGGER IF EXISTS "properties_search_counts_insert" ON "properties";--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_counts_update" ON "properties";--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_counts_delete" ON "properties";--> statement-breakpoint
DROP TRIGGER IF EXISTS "properties_search_counts_truncate" ON "properties";--> statement-breakpoint
DROP FUNCTION IF EXISTS search_counts_apply();--> statement-breakpoint
DROP FUNCTION IF EXISTS search_counts_truncate();--> statement-breakpoint
DROP TABLE IF EXISTS "search_counts";
