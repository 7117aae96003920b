-- Issue 32: a visitor follows a project (its progress updates, price drops and stage changes
-- reach them by e-mail, queued in the event's transaction: ADR 0029), and a saved search is of
-- listings or of projects (the same alerts job reads both).
CREATE TABLE IF NOT EXISTS "project_follows" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "project_follows_user_project_idx" ON "project_follows" ("user_id", "project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_follows_project_idx" ON "project_follows" ("project_id");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'listings' NOT NULL;
