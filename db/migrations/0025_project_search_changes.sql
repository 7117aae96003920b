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
-- A project that is or was published (a draft's edits are nobody's search), or a unit type's or
-- an amenity's project; TG_ARGV[0] names the column holding the project's id. Each side is read
-- on its own, never joined (see 0019); an update logs both sides (the reader takes each id once).
CREATE OR REPLACE FUNCTION project_search_changes_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO project_search_changes (project_id)
    SELECT DISTINCT (to_jsonb(n) ->> TG_ARGV[0])::int FROM new_rows n
     WHERE TG_TABLE_NAME <> 'projects' OR to_jsonb(n) ->> 'status' = 'published';
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO project_search_changes (project_id)
    SELECT DISTINCT (to_jsonb(o) ->> TG_ARGV[0])::int FROM old_rows o
     WHERE TG_TABLE_NAME <> 'projects' OR to_jsonb(o) ->> 'status' = 'published';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A builder switched off or on (or deleted) hides or shows its published projects.
CREATE OR REPLACE FUNCTION project_search_changes_builders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_search_changes (project_id)
  SELECT p.id FROM projects p
   WHERE p.status = 'published'
     AND p.customer_id IN (SELECT id FROM (SELECT id, is_active, deleted_at FROM new_rows
                                           EXCEPT SELECT id, is_active, deleted_at FROM old_rows) AS switched);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A transition table names only the side its event has: old and new rows exist for an update,
-- new rows for an insert, old rows for a delete. One trigger per table and event.
DO $$
DECLARE
  t text;
  e text;
BEGIN
  FOREACH t IN ARRAY ARRAY['projects', 'project_unit_types', 'project_amenities', 'customers'] LOOP
    FOREACH e IN ARRAY CASE WHEN t = 'customers' THEN ARRAY['update'] ELSE ARRAY['insert', 'update', 'delete'] END LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_project_search_changes_' || e, t);
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
        t || '_project_search_changes_' || e, e, t,
        CASE e WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows'
               ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        CASE WHEN t = 'customers' THEN 'project_search_changes_builders' ELSE 'project_search_changes_rows' END,
        CASE WHEN t = 'projects' THEN 'id' ELSE 'project_id' END);
    END LOOP;
  END LOOP;
END
$$;
