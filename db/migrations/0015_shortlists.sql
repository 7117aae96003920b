-- Shareable shortlists (issue 14): a visitor's read-only link to a comparison or to some
-- favourites, /s/{token}. The token is random (144 bits, base64url); revoking deletes the row
-- and its items. A listing deleted for good leaves the list; an unpublished one stays and
-- the page shows it as no longer available.
CREATE TABLE IF NOT EXISTS "shortlists" (
  "id" serial PRIMARY KEY,
  "token" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "source" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shortlists_token_unique" ON "shortlists" ("token");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shortlists_user_idx" ON "shortlists" ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "shortlist_items" (
  "shortlist_id" integer NOT NULL REFERENCES "shortlists"("id") ON DELETE CASCADE,
  "position" smallint NOT NULL,
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
  PRIMARY KEY ("shortlist_id", "position")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shortlist_items_property_idx" ON "shortlist_items" ("property_id");
