-- "Menor precio por m²" within a municipality, for rent and for sale: the same expression
-- the search orders by (core/search/search.queries.ts, price_m2_asc).
CREATE INDEX IF NOT EXISTS "properties_pub_municipality_rent_m2_idx" ON "properties" USING btree ("municipality_id", (("rent_price")::float8 / nullif("build_area", 0)))
  WHERE status = 'published' and rent_price is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_pub_municipality_sale_m2_idx" ON "properties" USING btree ("municipality_id", (("sale_price")::float8 / nullif("build_area", 0)))
  WHERE status = 'published' and sale_price is not null;
