-- Written by hand (issue 33 point 2: an owner's phone is confirmed before publishing). The
-- account's mobile phone (E.164, "+573001234567") and when its owner typed back the code sent to
-- it; the codes themselves are kept only as an HMAC (core/accounts/phone-code.utils.ts), never in
-- clear. A code is live while consumed_at is null, expires_at is ahead and attempts are below 5.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phone_codes_user_idx" ON "phone_codes" ("user_id", "id");
