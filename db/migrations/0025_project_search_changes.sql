-- Written by hand (Drizzle models neither triggers nor xid8 defaults), in the manner of 0009.
-- project_search_changes: which projects changed, by which transaction, so that every server
-- process keeps its in-process project search index (core/projects/project-search-index.infra.ts,
-- ADR 0028) current within one round trip. Written by statement triggers on projects, their unit
-- types and amenities, and on customers (a builder switched off or on hides or shows its
-- projects). A process reads the changes of transactions at or after its watermark; rows older
-- than ten minutes are deleted by the readers.
CREATE TABLE IF NOT EXISTS "project_search_changes" (
  "txid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "project_id" integer NOT NULL,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_search_changes_txid_idx" ON "project_search_changes" ("txid");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_search_changes_changed_at_idx" ON "project_search_changes" ("changed_at");--> statement-breakpoint
-- A project that is or was published (a draft's edits are nobody's search).
CREATE OR REPLACE FUNCTION project_search_changes_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO project_search_changes (project_id) SELECT id FROM new_rows WHERE status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO project_search_changes (project_id) SELECT id FROM old_rows WHERE status = 'published';
  ELSE
    INSERT INTO project_search_changes (project_id)
    SELECT id FROM (SELECT id, status FROM old_rows UNION ALL SELECT id, status FROM new_rows) AS both_sides
     GROUP BY id HAVING bool_or(status = 'published');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A unit type or an amenity of a project: its project.
CREATE OR REPLACE FUNCTION project_search_changes_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO project_search_changes (project_id) SELECT DISTINCT project_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO project_search_changes (project_id) SELECT DISTINCT project_id FROM old_rows;
  ELSE
    INSERT INTO project_search_changes (project_id)
    SELECT DISTINCT project_id FROM (SELECT project_id FROM old_rows UNION ALL SELECT project_id FROM new_rows) AS both_sides;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A builder switched off or on (or deleted): its published projects.
CREATE OR REPLACE FUNCTION project_search_changes_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_search_changes (project_id)
  SELECT p.id
    FROM (SELECT id
            FROM (SELECT id, ROW(is_active, deleted_at) AS shown FROM old_rows
                  UNION ALL
                  SELECT id, ROW(is_active, deleted_at) FROM new_rows) AS both_sides
           GROUP BY id
          HAVING count(DISTINCT shown) > 1) AS switched
    JOIN projects p ON p.customer_id = switched.id
   WHERE p.status = 'published';
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "projects_search_changes_insert" ON "projects";--> statement-breakpoint
CREATE TRIGGER "projects_search_changes_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_projects();--> statement-breakpoint
DROP TRIGGER IF EXISTS "projects_search_changes_update" ON "projects";--> statement-breakpoint
CREATE TRIGGER "projects_search_changes_update" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_projects();--> statement-breakpoint
DROP TRIGGER IF EXISTS "projects_search_changes_delete" ON "projects";--> statement-breakpoint
CREATE TRIGGER "projects_search_changes_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_projects();--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_unit_types_search_changes_insert" ON "project_unit_types";--> statement-breakpoint
CREATE TRIGGER "project_unit_types_search_changes_insert" AFTER INSERT ON "project_unit_types"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_unit_types_search_changes_update" ON "project_unit_types";--> statement-breakpoint
CREATE TRIGGER "project_unit_types_search_changes_update" AFTER UPDATE ON "project_unit_types"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_unit_types_search_changes_delete" ON "project_unit_types";--> statement-breakpoint
CREATE TRIGGER "project_unit_types_search_changes_delete" AFTER DELETE ON "project_unit_types"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_amenities_search_changes_insert" ON "project_amenities";--> statement-breakpoint
CREATE TRIGGER "project_amenities_search_changes_insert" AFTER INSERT ON "project_amenities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_amenities_search_changes_update" ON "project_amenities";--> statement-breakpoint
CREATE TRIGGER "project_amenities_search_changes_update" AFTER UPDATE ON "project_amenities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS "project_amenities_search_changes_delete" ON "project_amenities";--> statement-breakpoint
CREATE TRIGGER "project_amenities_search_changes_delete" AFTER DELETE ON "project_amenities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_children();--> statement-breakpoint
DROP TRIGGER IF EXISTS "customers_project_search_changes_update" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_project_search_changes_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_search_changes_customers();
