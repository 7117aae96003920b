-- What each listing brings (issue 13): per listing and Bogotá day, the counts of views (one per
-- visitor and day, as views_count), phone reveals, WhatsApp clicks, favourites and comparisons.
-- No visitor is named: one row per listing and day, raised by one per event. Messages are the
-- leads themselves (leads.property_id, created_at).
CREATE TABLE IF NOT EXISTS "listing_daily_stats" (
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "views" integer NOT NULL DEFAULT 0,
  "phone_reveals" integer NOT NULL DEFAULT 0,
  "whatsapp_clicks" integer NOT NULL DEFAULT 0,
  "favorites" integer NOT NULL DEFAULT 0,
  "comparisons" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("property_id", "day")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_daily_stats_day_idx" ON "listing_daily_stats" ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_property_created_idx" ON "leads" ("property_id", "created_at") WHERE "property_id" IS NOT NULL;
