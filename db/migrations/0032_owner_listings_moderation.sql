-- Written by hand (issue 33: owners publish, moderation, visitors report). An owner publishes
-- through an account record of kind 'owner' bound to their user (customers.owner_user_id), so
-- that visibility, leads, statistics and search treat an owner's listing as any other. A listing
-- waiting for staff has status 'in_review'; one staff turned down, 'rejected'. A listing closed
-- by its owner keeps why (closed_as: rented or sold). Fraud signals are stored with their
-- evidence (listing_signals, one row per listing and code, rewritten when the listing changes);
-- each stay in the staff queue is a moderation_reviews row (open while decided_at is null);
-- visitors' reports are listing_reports (one open report per listing and reporter).
ALTER TABLE "customers" DROP CONSTRAINT IF EXISTS "customers_kind_ck";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kind_ck" CHECK ("kind" IN ('agency', 'builder', 'owner'));--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "owner_user_id" integer REFERENCES "users"("id") ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customers_owner_user_uq" ON "customers" ("owner_user_id") WHERE "owner_user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT IF EXISTS "customers_owner_ck";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_ck" CHECK (("kind" = 'owner') = ("owner_user_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN IF NOT EXISTS "closed_as" text;--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT IF EXISTS "properties_closed_as_ck";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_closed_as_ck" CHECK ("closed_as" IS NULL OR "closed_as" IN ('rented', 'sold'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_signals" (
  "id" serial PRIMARY KEY,
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
  "code" text NOT NULL,
  "evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "listing_signals_code_ck" CHECK ("code" IN ('price_below_median', 'reused_photo', 'contact_in_text', 'payment_request', 'copied_text', 'burst_publishing', 'reported'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "listing_signals_property_code_uq" ON "listing_signals" ("property_id", "code");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "moderation_reviews" (
  "id" serial PRIMARY KEY,
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
  "cause" text NOT NULL,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decision" text,
  "reason" text,
  "decided_by_id" integer REFERENCES "users"("id") ON DELETE set null,
  "decided_at" timestamp with time zone,
  CONSTRAINT "moderation_reviews_cause_ck" CHECK ("cause" IN ('owner', 'signals', 'reports')),
  CONSTRAINT "moderation_reviews_decision_ck" CHECK ("decision" IS NULL OR "decision" IN ('approved', 'rejected')),
  CONSTRAINT "moderation_reviews_decided_ck" CHECK (("decision" IS NULL) = ("decided_at" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "moderation_reviews_open_uq" ON "moderation_reviews" ("property_id") WHERE "decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "moderation_reviews_waiting_idx" ON "moderation_reviews" ("requested_at") WHERE "decided_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "moderation_reviews_property_idx" ON "moderation_reviews" ("property_id", "requested_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_reports" (
  "id" serial PRIMARY KEY,
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
  "reason" text NOT NULL,
  "text" text,
  "reporter" text NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "resolved_at" timestamp with time zone,
  CONSTRAINT "listing_reports_reason_ck" CHECK ("reason" IN ('no_existe', 'precio_falso', 'piden_dinero', 'contacto_falso', 'otro'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "listing_reports_open_reporter_uq" ON "listing_reports" ("property_id", "reporter") WHERE "resolved_at" IS NULL;
