-- Written by hand (issue 33 point 4: "a perceptual hash of every stored photo"). Photos stored
-- before migration 0033 have no hash, so a thief copying one of them went unnoticed. Each is
-- marked pending here and the hash-stored-photos job (core/fraud/hash-stored-photos.service.ts)
-- reads its largest rendition back from the media storage, hashes it and clears the mark, a few
-- at a time, on one host per photo (FOR UPDATE SKIP LOCKED). A file that several listings point
-- to is not a photo of one home: every upload and every imported photo gets a file of its own,
-- and only the demo's stock pictures (seed/demo/photo-pool.ts), shared by thousands of listings,
-- are stored once; hashing those would make every demo listing a copy of every other.
ALTER TABLE "property_photos" ADD COLUMN IF NOT EXISTS "dhash_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "property_photos" SET "dhash_pending" = true
 WHERE "dhash" IS NULL
   AND "storage_key" IN (SELECT "storage_key" FROM "property_photos" GROUP BY "storage_key" HAVING count(*) = 1);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_photos_dhash_pending_idx" ON "property_photos" ("id") WHERE dhash_pending;
