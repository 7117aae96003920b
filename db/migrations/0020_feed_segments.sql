-- Written by hand. The homes feed (/feeds/trovit.xml, ADR 0026) kept in the database in segments:
-- one gzip member per range of FEED_SEGMENT_SIZE listing ids, rewritten when a listing of its range
-- changes (read from search_changes), so that every server process serves the same current feed.
CREATE TABLE IF NOT EXISTS "feed_segments" (
  "segment" integer PRIMARY KEY NOT NULL,
  "ads" integer NOT NULL,
  "body" bytea NOT NULL,
  "written_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One row: how the segments were cut and for which address, the change log's watermark, and the
-- claim a process takes while it writes (ADR 0009).
CREATE TABLE IF NOT EXISTS "feed_state" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
  "origin" text NOT NULL,
  "segment_size" integer NOT NULL,
  "watermark" text NOT NULL,
  "synced_at" timestamp with time zone NOT NULL,
  "changed_at" timestamp with time zone NOT NULL,
  "locked_until" timestamp with time zone
);--> statement-breakpoint
-- The feed lists a listing's photos: a photo added, moved or removed is a change of its listing too.
CREATE OR REPLACE FUNCTION search_changes_photos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (property_id) SELECT DISTINCT property_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (property_id) SELECT DISTINCT property_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_photos_search_changes_insert" ON "property_photos";--> statement-breakpoint
CREATE TRIGGER "property_photos_search_changes_insert" AFTER INSERT ON "property_photos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_photos();--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_photos_search_changes_update" ON "property_photos";--> statement-breakpoint
CREATE TRIGGER "property_photos_search_changes_update" AFTER UPDATE ON "property_photos"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_photos();--> statement-breakpoint
DROP TRIGGER IF EXISTS "property_photos_search_changes_delete" ON "property_photos";--> statement-breakpoint
CREATE TRIGGER "property_photos_search_changes_delete" AFTER DELETE ON "property_photos"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_photos();
