-- Search orders that the place indexes did not cover (docs/search-explain.md): rentals of a
-- municipality by monthly total (rent + administración), and a barrio's newest listings.
CREATE INDEX IF NOT EXISTS "properties_pub_municipality_monthly_idx" ON "properties" USING btree ("municipality_id", "monthly_total")
  WHERE status = 'published' and rent_price is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_pub_sector_published_idx" ON "properties" USING btree ("sector_id", "published_at" DESC)
  WHERE status = 'published';
