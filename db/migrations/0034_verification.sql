-- Written by hand (issue 33 points 6–7: verified badges and private documents). An agency is
-- verified once staff checked its NIT and Cámara de Comercio certificate (customers.verified_at);
-- an owner's listing once staff checked the certificado de tradición y libertad against the
-- owner's name and the listing's address (properties.owner_verified_at). Requests and their
-- papers are kept apart from the public media: the files live under DATA_DIR/private and are
-- deleted 90 days after the decision (verification_documents.deleted_at).
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN IF NOT EXISTS "owner_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "verification_requests" (
  "id" serial PRIMARY KEY,
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
  "property_id" integer REFERENCES "properties"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "nit" text,
  "status" text DEFAULT 'pending' NOT NULL,
  "reason" text,
  "submitted_by_id" integer REFERENCES "users"("id") ON DELETE set null,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by_id" integer REFERENCES "users"("id") ON DELETE set null,
  "decided_at" timestamp with time zone,
  CONSTRAINT "verification_requests_kind_ck" CHECK ("kind" IN ('agency', 'owner_title')),
  CONSTRAINT "verification_requests_status_ck" CHECK ("status" IN ('pending', 'approved', 'rejected')),
  CONSTRAINT "verification_requests_property_ck" CHECK (("kind" = 'owner_title') = ("property_id" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "verification_requests_pending_uq" ON "verification_requests" ("customer_id", coalesce("property_id", 0)) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_requests_waiting_idx" ON "verification_requests" ("submitted_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_requests_customer_idx" ON "verification_requests" ("customer_id", "submitted_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "verification_documents" (
  "id" serial PRIMARY KEY,
  "request_id" integer NOT NULL REFERENCES "verification_requests"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "storage_key" text NOT NULL,
  "content_type" text NOT NULL,
  "byte_size" integer NOT NULL,
  "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "deleted_at" timestamp with time zone,
  CONSTRAINT "verification_documents_kind_ck" CHECK ("kind" IN ('camara_comercio', 'rut', 'certificado_tradicion'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_documents_request_idx" ON "verification_documents" ("request_id");--> statement-breakpoint
-- The search filters on a verified publisher (verified=true): a listing's search row changes
-- when its owner's title is verified, and every published listing of an agency when the agency is.
CREATE OR REPLACE FUNCTION search_changes_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM new_rows WHERE status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (property_id) SELECT id FROM old_rows WHERE status = 'published';
  ELSE
    -- Only what the search reads: a view count or a photo is not a change of the search.
    INSERT INTO search_changes (property_id)
    SELECT id
      FROM (SELECT id, status,
                   ROW(status, deleted_at, customer_id, property_type_id, business_type, rent_price, sale_price,
                       admin_price, build_area, stratum, bedrooms, bathrooms, parking, department_id,
                       municipality_id, sector_id, published_at, search_document, code,
                       floor, age, private_area, rental_guarantees, property_group, owner_verified_at) AS read
              FROM old_rows
            UNION ALL
            SELECT id, status,
                   ROW(status, deleted_at, customer_id, property_type_id, business_type, rent_price, sale_price,
                       admin_price, build_area, stratum, bedrooms, bathrooms, parking, department_id,
                       municipality_id, sector_id, published_at, search_document, code,
                       floor, age, private_area, rental_guarantees, property_group, owner_verified_at)
              FROM new_rows) AS both_sides
     GROUP BY id
    HAVING bool_or(status = 'published') AND count(DISTINCT read) > 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changes_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (property_id)
  SELECT p.id
    FROM (SELECT id
            FROM (SELECT id, ROW(is_active, deleted_at, verified_at) AS shown FROM old_rows
                  UNION ALL
                  SELECT id, ROW(is_active, deleted_at, verified_at) FROM new_rows) AS both_sides
           GROUP BY id
          HAVING count(DISTINCT shown) > 1) AS switched
    JOIN properties p ON p.customer_id = switched.id
   WHERE p.status = 'published';
  RETURN NULL;
END
$$;
