-- The commonest price-ordered search names a type too ("apartamentos en arriendo en Medellín,
-- mayor precio"): with the type in the index the walk no longer skips houses and offices.
CREATE INDEX IF NOT EXISTS "properties_pub_municipality_type_rent_idx" ON "properties" USING btree ("municipality_id", "property_type_id", "rent_price")
  WHERE status = 'published' and rent_price is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_pub_municipality_type_sale_idx" ON "properties" USING btree ("municipality_id", "property_type_id", "sale_price")
  WHERE status = 'published' and sale_price is not null;
