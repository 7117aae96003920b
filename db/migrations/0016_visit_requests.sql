-- Visit requests (issue 14 part 6): a visitor proposes up to three times to see a listing; the
-- agency confirms one, proposes another, or cancels; the visitor may cancel or accept the
-- proposal through a signed link. The request is a lead (leads.kind = 'visit', so it is in the
-- agency's inbox with the contact data and the consent); this row keeps what is particular to
-- a visit. `slots` holds the proposed starts as ISO strings (UTC); `scheduled_at` the start
-- confirmed or proposed by the agency; `sequence` the calendar invitation's SEQUENCE (RFC 5545),
-- incremented on every change sent to both sides.
CREATE TABLE IF NOT EXISTS "visit_requests" (
  "id" serial PRIMARY KEY,
  "lead_id" integer NOT NULL REFERENCES "leads"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'requested',
  "slots" jsonb NOT NULL,
  "scheduled_at" timestamp with time zone,
  "sequence" integer NOT NULL DEFAULT 0,
  "cancelled_by" text,
  "cancelled_at" timestamp with time zone,
  "locale" text NOT NULL DEFAULT 'es-CO',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "visit_requests_status_ck" CHECK ("status" IN ('requested', 'proposed', 'confirmed', 'cancelled')),
  CONSTRAINT "visit_requests_cancelled_by_ck" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN ('visitor', 'agency')),
  CONSTRAINT "visit_requests_scheduled_ck" CHECK ("status" NOT IN ('proposed', 'confirmed') OR "scheduled_at" IS NOT NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "visit_requests_lead_unique" ON "visit_requests" ("lead_id");--> statement-breakpoint
-- Upcoming visits (reminders, an agenda) read by start.
CREATE INDEX IF NOT EXISTS "visit_requests_scheduled_idx" ON "visit_requests" ("scheduled_at") WHERE "status" IN ('proposed', 'confirmed');
