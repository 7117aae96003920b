-- Bulk import of listings (ADR 0018). An agency's own code (agency_code) is the upsert key of an
-- import, so it names one listing per agency; the photo a job fetched remembers its address, so
-- the same file again fetches nothing; each import is a job whose progress survives a reload.
CREATE UNIQUE INDEX IF NOT EXISTS "properties_customer_agency_code_uq" ON "properties" ("customer_id", "agency_code")
  WHERE "agency_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "property_photos" ADD COLUMN IF NOT EXISTS "source_url" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_imports" (
  "id" serial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("id"),
  "created_by_user_id" integer REFERENCES "users"("id"),
  "api_key_id" integer REFERENCES "api_keys"("id"),
  "file_name" text NOT NULL,
  "format" text NOT NULL,
  "unpublish_missing" boolean NOT NULL DEFAULT false,
  "status" text NOT NULL DEFAULT 'running',
  "total" integer NOT NULL DEFAULT 0,
  "done" integer NOT NULL DEFAULT 0,
  "created" integer NOT NULL DEFAULT 0,
  "updated" integer NOT NULL DEFAULT 0,
  "unchanged" integer NOT NULL DEFAULT 0,
  "unpublished" integer NOT NULL DEFAULT 0,
  "errors" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "error_count" integer NOT NULL DEFAULT 0,
  "heartbeat_at" timestamp with time zone NOT NULL DEFAULT now(),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_imports_customer_idx" ON "listing_imports" ("customer_id", "created_at");--> statement-breakpoint
-- One running import per agency, decided by the database when two start at once.
CREATE UNIQUE INDEX IF NOT EXISTS "listing_imports_running_uq" ON "listing_imports" ("customer_id") WHERE "status" = 'running';--> statement-breakpoint
-- The portal code is unique whatever its case (codeExists): found by index, not by reading every listing.
CREATE INDEX IF NOT EXISTS "properties_code_lower_idx" ON "properties" (lower("code"));
