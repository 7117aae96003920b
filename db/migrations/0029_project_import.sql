-- Written by hand. A builder's own code of a project (unique per builder), what the projects' CSV
-- import updates a project by (docs/project-import.md); and which kind of file an import job read
-- (the listing imports' jobs and report serve the projects' imports too).
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "projects_customer_code_uq" ON "projects" ("customer_id","code") WHERE code IS NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'listings' NOT NULL;
