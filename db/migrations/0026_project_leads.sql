-- Written by hand. Leads from new-homes projects and their statistics (issue 32 point 5): a message or a visit request
-- to a builder's sales room is a lead about the project, and optionally one of its unit types,
-- never about a listing too. A deleted unit type leaves the lead about its project.
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "project_id" integer REFERENCES "projects"("id");--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "unit_type_id" integer REFERENCES "project_unit_types"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_one_subject";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_one_subject" CHECK (property_id is null or project_id is null);--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_unit_type_of_project";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_unit_type_of_project" CHECK (unit_type_id is null or project_id is not null);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_project_created_idx" ON "leads" ("project_id", "created_at") WHERE project_id is not null;
--> statement-breakpoint
-- Project statistics, defined as a listing's (docs/statistics.md, migration 0018): one row per
-- visitor, project and Bogotá day whose bits say what they did (1 viewed, 2 sent a message,
-- 4 revealed the phone, 8 opened WhatsApp, 16 asked for a visit to the sales room); the trigger
-- raises project_daily_stats by what a row newly gained. Rows are pruned after two days.
CREATE TABLE IF NOT EXISTS "project_visitor_days" (
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "visitor" text NOT NULL,
  "events" smallint NOT NULL DEFAULT 0,
  PRIMARY KEY ("project_id", "day", "visitor")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_visitor_days_day_idx" ON "project_visitor_days" ("day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "project_daily_stats" (
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "views" integer NOT NULL DEFAULT 0,
  "contacts" integer NOT NULL DEFAULT 0,
  "messages" integer NOT NULL DEFAULT 0,
  "phone_reveals" integer NOT NULL DEFAULT 0,
  "whatsapp_clicks" integer NOT NULL DEFAULT 0,
  "visit_requests" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("project_id", "day")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_daily_stats_day_idx" ON "project_daily_stats" ("day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "project_visitor_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_events integer := CASE WHEN TG_OP = 'UPDATE' THEN OLD."events" ELSE 0 END;
  added integer := NEW."events" & ~before_events;
  contact_bits constant integer := 2 | 4 | 8 | 16;
BEGIN
  IF added = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO "project_daily_stats" AS s
    ("project_id", "day", "views", "contacts", "messages", "phone_reveals", "whatsapp_clicks", "visit_requests")
  VALUES (
    NEW."project_id", NEW."day",
    ((added & 1) <> 0)::int,
    ((NEW."events" & contact_bits) <> 0 AND (before_events & contact_bits) = 0)::int,
    ((added & 2) <> 0)::int,
    ((added & 4) <> 0)::int,
    ((added & 8) <> 0)::int,
    ((added & 16) <> 0)::int
  )
  ON CONFLICT ("project_id", "day") DO UPDATE SET
    "views" = s."views" + excluded."views",
    "contacts" = s."contacts" + excluded."contacts",
    "messages" = s."messages" + excluded."messages",
    "phone_reveals" = s."phone_reveals" + excluded."phone_reveals",
    "whatsapp_clicks" = s."whatsapp_clicks" + excluded."whatsapp_clicks",
    "visit_requests" = s."visit_requests" + excluded."visit_requests";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_visitor_days_count" ON "project_visitor_days";--> statement-breakpoint
CREATE TRIGGER "project_visitor_days_count" AFTER INSERT OR UPDATE ON "project_visitor_days"
  FOR EACH ROW EXECUTE FUNCTION "project_visitor_days_count"();
