-- An import's report tells apart what stopped a row (errors, the rows `failed`) from what a kept
-- row should know (warnings: a barrio the catalogue does not know, a draft without a photo), so
-- created + updated + unchanged + failed = the rows read (docs/listing-import.md).
ALTER TABLE "listing_imports" ADD COLUMN IF NOT EXISTS "failed" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN IF NOT EXISTS "warnings" jsonb NOT NULL DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN IF NOT EXISTS "warning_count" integer NOT NULL DEFAULT 0;
