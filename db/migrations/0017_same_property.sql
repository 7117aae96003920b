-- Issue 14, one property, one card: listings that are the same property (several agencies
-- listing one apartment) share `property_group`, the smallest id among them; NULL for a
-- listing alone. Written by the application (core/listings/same-property.*): the rule is in
-- core/listings/same-property.rules.ts and docs/same-property.md.
ALTER TABLE "properties" ADD COLUMN "property_group" integer;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_property_group_idx" ON "properties" ("property_group")
  WHERE "property_group" IS NOT NULL;--> statement-breakpoint
-- The candidates of a listing: same place, type, operation, estrato and bedrooms.
CREATE INDEX IF NOT EXISTS "properties_same_property_idx"
  ON "properties" ("municipality_id", "property_type_id", "business_type", "stratum", "bedrooms")
  WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The search index reads the group too (a search shows one card per property).
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
            n.municipality_id, n.sector_id, n.published_at, n.search_document, n.code,
            n.floor, n.age, n.private_area, n.rental_guarantees, n.property_group)
           IS DISTINCT FROM
           (o.status, o.deleted_at, o.customer_id, o.property_type_id, o.business_type, o.rent_price, o.sale_price,
            o.admin_price, o.build_area, o.stratum, o.bedrooms, o.bathrooms, o.parking, o.department_id,
            o.municipality_id, o.sector_id, o.published_at, o.search_document, o.code,
            o.floor, o.age, o.private_area, o.rental_guarantees, o.property_group);
  END IF;
  RETURN NULL;
END
$$;
