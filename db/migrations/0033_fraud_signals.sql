-- Written by hand (issue 33 point 4: fraud signals; docs/fraud-signals.md). Each stored photo
-- keeps a 64-bit perceptual hash (dHash, core/media/dhash.rules.ts), looked up by its four 16-bit
-- bands: two hashes within Hamming distance 3 differ in at most 3 bands, so they share at least
-- one (pigeonhole), and each band is an index lookup. The index keeps the hash, the photo and
-- the listing (INCLUDE), so a lookup is four index-only scans and reads no table page. The indexes are not partial: the planner ignores a partial index's statistics, and
-- without them it expects 0.5 % of the table per band and plans a parallel scan (150 ms at 5M
-- hashes instead of 1). A listing's description keeps its MinHash LSH
-- bands (core/fraud/text-fingerprint.rules.ts) in listing_text_fingerprints, found by a GIN index
-- on the array: a copied description shares bands with its source. updated_at is when the text
-- last changed, which tells the copy from its source.
ALTER TABLE "property_photos" ADD COLUMN IF NOT EXISTS "dhash" bigint;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_photos_dhash_b0_idx" ON "property_photos" ((("dhash" >> 48) & 65535)) INCLUDE ("dhash", "id", "property_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_photos_dhash_b1_idx" ON "property_photos" ((("dhash" >> 32) & 65535)) INCLUDE ("dhash", "id", "property_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_photos_dhash_b2_idx" ON "property_photos" ((("dhash" >> 16) & 65535)) INCLUDE ("dhash", "id", "property_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_photos_dhash_b3_idx" ON "property_photos" (("dhash" & 65535)) INCLUDE ("dhash", "id", "property_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_text_fingerprints" (
  "property_id" integer PRIMARY KEY REFERENCES "properties"("id") ON DELETE cascade,
  "bands" integer[] NOT NULL,
  "shingles" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_text_fingerprints_bands_idx" ON "listing_text_fingerprints" USING gin ("bands");
