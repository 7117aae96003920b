-- Written by hand. Leads from new-homes projects (issue 32 point 5): a message or a visit request
-- to a builder's sales room is a lead about the project, and optionally one of its unit types,
-- never about a listing too. A deleted unit type leaves the lead about its project.
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "project_id" integer REFERENCES "projects"("id");--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "unit_type_id" integer REFERENCES "project_unit_types"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_one_subject";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_one_subject" CHECK (property_id is null or project_id is null);--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_unit_type_of_project";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_unit_type_of_project" CHECK (unit_type_id is null or project_id is not null);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_project_created_idx" ON "leads" ("project_id", "created_at") WHERE project_id is not null;
