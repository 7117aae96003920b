-- Written by hand: Drizzle's index builder has no INCLUDE. A narrow covering index of the
-- published, not deleted listings so the search's count and facet scan (core/search,
-- facetsQuery) is an index-only scan instead of a read of the wide properties table
-- (see docs/search-explain.md).
CREATE INDEX IF NOT EXISTS "properties_pub_facets_idx" ON "properties" USING btree ("department_id", "municipality_id", "property_type_id")
  INCLUDE ("business_type", "rent_price", "sale_price", "stratum", "bedrooms", "bathrooms", "parking", "build_area", "sector_id", "customer_id")
  WHERE status = 'published' and deleted_at is null;
