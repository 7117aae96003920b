-- One definition per number (issue 29, docs/statistics.md). Each visitor (the wi_id_client cookie,
-- or the account when signed in) has at most one row per listing and Bogotá day, whose bits say
-- what they did that day: 1 viewed, 2 sent a message, 4 revealed the phone, 8 opened WhatsApp,
-- 16 asked for a visit, 32 saved it as a favourite, 64 added it to a comparison (the values of
-- LISTING_EVENT in core/dashboard/listing-stats.rules.ts). Recording is one upsert that only ORs bits in;
-- the trigger below raises listing_daily_stats by what the row newly gained, so the aggregate every
-- screen, the API and the CSV read counts each visitor once per listing, day and kind, exactly, even
-- when two requests of one visitor race. Rows are only needed on their own day (to tell a new
-- visitor from one coming back) and are pruned after two days; the daily counts stay.
CREATE TABLE IF NOT EXISTS "listing_visitor_days" (
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "visitor" text NOT NULL,
  "events" smallint NOT NULL DEFAULT 0,
  PRIMARY KEY ("property_id", "day", "visitor")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_visitor_days_day_idx" ON "listing_visitor_days" ("day");--> statement-breakpoint
-- contacts: visitors who contacted (any of message, phone, WhatsApp, visit request), the numerator
-- of the contact rate; messages and visit requests: visitors who sent one.
ALTER TABLE "listing_daily_stats" ADD COLUMN IF NOT EXISTS "contacts" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN IF NOT EXISTS "messages" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN IF NOT EXISTS "visit_requests" integer NOT NULL DEFAULT 0;--> statement-breakpoint
-- The past, as well as it can be told: messages from the leads; contacting visitors at least the
-- largest of one day's channels; every contacting visitor also viewed.
INSERT INTO "listing_daily_stats" AS s ("property_id", "day", "messages", "visit_requests")
SELECT l."property_id", ((l."created_at" at time zone 'UTC') - interval '5 hours')::date,
       (count(*) FILTER (WHERE l."kind" = 'agency_message'))::int, (count(*) FILTER (WHERE l."kind" = 'visit'))::int
  FROM "leads" l
 WHERE l."property_id" IS NOT NULL AND l."kind" IN ('agency_message', 'visit')
 GROUP BY 1, 2
ON CONFLICT ("property_id", "day") DO UPDATE SET "messages" = excluded."messages", "visit_requests" = excluded."visit_requests";--> statement-breakpoint
UPDATE "listing_daily_stats" SET "contacts" = greatest("phone_reveals", "whatsapp_clicks", "messages", "visit_requests");--> statement-breakpoint
UPDATE "listing_daily_stats" SET "views" = "contacts" WHERE "views" < "contacts";--> statement-breakpoint
-- Today's visitors carry over, so a visitor who viewed before the upgrade is not counted twice today.
INSERT INTO "listing_visitor_days" ("property_id", "day", "visitor", "events")
SELECT "property_id", "day"::date, 'client:' || "client_id", 1
  FROM "property_views"
 WHERE "day" >= to_char(now() - interval '1 day', 'YYYY-MM-DD')
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE IF EXISTS "property_views";--> statement-breakpoint
-- A total that no screen may show beside the period's figures: gone, the daily counts are the source.
ALTER TABLE "properties" DROP COLUMN IF EXISTS "views_count";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_visitor_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_events integer := CASE WHEN TG_OP = 'UPDATE' THEN OLD."events" ELSE 0 END;
  added integer := NEW."events" & ~before_events;
  contact_bits constant integer := 2 | 4 | 8 | 16;
BEGIN
  IF added = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO "listing_daily_stats" AS s
    ("property_id", "day", "views", "contacts", "messages", "phone_reveals", "whatsapp_clicks", "visit_requests", "favorites", "comparisons")
  VALUES (
    NEW."property_id", NEW."day",
    ((added & 1) <> 0)::int,
    ((NEW."events" & contact_bits) <> 0 AND (before_events & contact_bits) = 0)::int,
    ((added & 2) <> 0)::int,
    ((added & 4) <> 0)::int,
    ((added & 8) <> 0)::int,
    ((added & 16) <> 0)::int,
    ((added & 32) <> 0)::int,
    ((added & 64) <> 0)::int
  )
  ON CONFLICT ("property_id", "day") DO UPDATE SET
    "views" = s."views" + excluded."views",
    "contacts" = s."contacts" + excluded."contacts",
    "messages" = s."messages" + excluded."messages",
    "phone_reveals" = s."phone_reveals" + excluded."phone_reveals",
    "whatsapp_clicks" = s."whatsapp_clicks" + excluded."whatsapp_clicks",
    "visit_requests" = s."visit_requests" + excluded."visit_requests",
    "favorites" = s."favorites" + excluded."favorites",
    "comparisons" = s."comparisons" + excluded."comparisons";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "listing_visitor_days_count" ON "listing_visitor_days";--> statement-breakpoint
CREATE TRIGGER "listing_visitor_days_count" AFTER INSERT OR UPDATE ON "listing_visitor_days"
  FOR EACH ROW EXECUTE FUNCTION "listing_visitor_days_count"();
