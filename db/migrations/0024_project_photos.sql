-- Written by hand. Project photos (issue 32, ADR 0027): the gallery of a project and the photos
-- of a progress update share one table, in the shape of property_photos (the same image pipeline,
-- storage keys `projects/{id}/…`); a row with progress_update_id belongs to that update only.
-- A unit type's floor plan keeps its storage key in floor_plan_path (0023) and its widths here.
CREATE TABLE IF NOT EXISTS "project_photos" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "progress_update_id" integer REFERENCES "project_progress_updates"("id") ON DELETE CASCADE,
  "position" smallint DEFAULT 0 NOT NULL,
  "storage_key" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "widths" text DEFAULT '480,800,1200' NOT NULL,
  "alt" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_photos_project_idx" ON "project_photos" ("project_id", "position");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_photos_progress_idx" ON "project_photos" ("progress_update_id") WHERE progress_update_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "project_unit_types" ADD COLUMN IF NOT EXISTS "floor_plan_widths" text;
