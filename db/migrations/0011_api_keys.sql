-- Integration keys: an agency's software uses the API without a person's password. The key
-- itself is shown once; only its SHA-256 is kept (a random 256-bit secret needs no slow hash).
-- `prefix` (the key's first characters) tells keys apart in the back-office.
CREATE TABLE IF NOT EXISTS "api_keys" (
  "id" serial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("id"),
  "name" text NOT NULL,
  "prefix" text NOT NULL,
  "key_hash" text NOT NULL,
  "permissions" text[] NOT NULL,
  "created_by_user_id" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "revoked_by_user_id" integer REFERENCES "users"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "api_keys_key_hash_unique" ON "api_keys" ("key_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "api_keys_customer_idx" ON "api_keys" ("customer_id", "created_at");
