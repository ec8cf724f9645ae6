ALTER TABLE "contact_messages" ADD COLUMN "customer_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- An account proved its phone when the last code it used went to the number it has now (a code for another number
-- since, or none at all, proves nothing about this one).
UPDATE "users" SET "phone_verified_at" = "latest"."used_at"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "phone_key", "used_at"
  FROM "phone_verifications"
  WHERE "used_at" IS NOT NULL
  ORDER BY "user_id", "used_at" DESC
) AS "latest"
WHERE "latest"."user_id" = "users"."id" AND "latest"."phone_key" = "users"."phone_key";--> statement-breakpoint
-- WhatsApp and SMS messages linked before to an account that never proved the sender's phone: shown as unverified.
UPDATE "contact_messages" SET "customer_unverified" = true
WHERE "channel" <> 'web' AND "customer_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "users"
    WHERE "users"."id" = "contact_messages"."customer_id" AND "users"."phone_verified_at" IS NOT NULL AND "users"."phone_key" = "contact_messages"."phone_key"
  );
