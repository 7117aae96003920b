-- Written by hand. New homes (issue 32, ADR 0027): an agency record may be a builder
-- (constructora), whose projects have unit types (tipologías) with a price history, dated
-- progress updates and amenities from the features catalogue. A project has the life cycle of
-- a listing: draft → published → unpublished, soft delete and restore.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT IF EXISTS "customers_kind_ck";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kind_ck" CHECK ("kind" IN ('agency', 'builder'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "projects" (
  "id" serial PRIMARY KEY,
  "customer_id" integer NOT NULL REFERENCES "customers"("id"),
  "status" text DEFAULT 'draft' NOT NULL,
  "status_before_delete" text,
  "name" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "department_id" integer REFERENCES "departments"("id"),
  "municipality_id" integer REFERENCES "municipalities"("id"),
  "sector_id" integer REFERENCES "sectors"("id"),
  "sales_room_address" text,
  "sales_room_hours" text,
  "sales_room_phone" text,
  "lat" double precision,
  "lon" double precision,
  "stage" text NOT NULL,
  "delivery_year" smallint,
  "delivery_month" smallint,
  "progress_percent" smallint DEFAULT 0 NOT NULL,
  "stratum" smallint,
  "vis" boolean DEFAULT false NOT NULL,
  "vip" boolean DEFAULT false NOT NULL,
  "video_url" text,
  "brochure_path" text,
  "created_by_id" integer REFERENCES "users"("id"),
  "published_at" timestamp with time zone,
  "unpublished_at" timestamp with time zone,
  "deleted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "projects_status_ck" CHECK ("status" IN ('draft', 'published', 'unpublished', 'deleted')),
  CONSTRAINT "projects_status_before_delete_ck" CHECK ("status_before_delete" IS NULL OR "status_before_delete" IN ('draft', 'published', 'unpublished')),
  CONSTRAINT "projects_stage_ck" CHECK ("stage" IN ('sobre_planos', 'en_construccion', 'entrega_inmediata')),
  CONSTRAINT "projects_progress_ck" CHECK ("progress_percent" BETWEEN 0 AND 100),
  CONSTRAINT "projects_delivery_month_ck" CHECK ("delivery_month" IS NULL OR "delivery_month" BETWEEN 1 AND 12),
  CONSTRAINT "projects_stratum_ck" CHECK ("stratum" IS NULL OR "stratum" BETWEEN 1 AND 6)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_customer_status_idx" ON "projects" ("customer_id", "status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_pub_municipality_idx" ON "projects" ("municipality_id") WHERE status = 'published';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "project_amenities" (
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "feature_id" integer NOT NULL REFERENCES "features"("id"),
  CONSTRAINT "project_amenities_project_id_feature_id_pk" PRIMARY KEY ("project_id", "feature_id")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "project_unit_types" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "built_area" double precision,
  "private_area" double precision,
  "bedrooms" smallint,
  "bathrooms" smallint,
  "parking" smallint,
  "price_from" bigint,
  "units_available" integer,
  "floor_plan_path" text,
  "position" smallint DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_unit_types_project_idx" ON "project_unit_types" ("project_id", "position");--> statement-breakpoint
-- Each change of a unit type's price from ("bajó de precio" alerts read it, as property_price_changes).
CREATE TABLE IF NOT EXISTS "project_unit_type_prices" (
  "id" serial PRIMARY KEY,
  "unit_type_id" integer NOT NULL REFERENCES "project_unit_types"("id") ON DELETE CASCADE,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "old_price" bigint,
  "new_price" bigint,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_unit_type_prices_unit_idx" ON "project_unit_type_prices" ("unit_type_id", "changed_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_unit_type_prices_project_idx" ON "project_unit_type_prices" ("project_id", "changed_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "project_progress_updates" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "percent" smallint NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "created_by_id" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "project_progress_updates_percent_ck" CHECK ("percent" BETWEEN 0 AND 100)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_progress_updates_project_idx" ON "project_progress_updates" ("project_id", "created_at");--> statement-breakpoint
-- The new permissions, granted to the agency roles that already exist (a fresh database gets
-- them from the seed, which creates the roles after the migrations): a role's grants are only
-- seeded when it is created, so that edits on the roles screen survive a restart.
INSERT INTO "permissions" ("name") VALUES ('projects.read'), ('projects.write'), ('projects.publish')
  ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT r."id", p."id" FROM "roles" r CROSS JOIN "permissions" p
  WHERE r."name" IN ('SuperAdmin', 'Admin', 'ContentManager') AND p."name" IN ('projects.read', 'projects.write', 'projects.publish')
  ON CONFLICT DO NOTHING;
