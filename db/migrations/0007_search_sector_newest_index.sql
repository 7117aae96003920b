-- A barrio's newest listings in the exact order the search sorts by (published_at desc nulls
-- last, id desc), over visible rows only: "apartamentos en arriendo en El Poblado" walks it and
-- stops after one page (5 ms instead of 16–40 ms sorting every listing of the barrio; see
-- docs/search-explain.md). It replaces the (sector_id, published_at desc) index of 0003, whose
-- nulls-first order the search could not use.
CREATE INDEX IF NOT EXISTS "properties_pub_sector_newest_idx" ON "properties" USING btree ("sector_id", "published_at" DESC NULLS LAST, "id" DESC)
  WHERE status = 'published' and deleted_at is null;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_pub_sector_published_idx";
