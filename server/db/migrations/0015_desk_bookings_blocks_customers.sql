CREATE TABLE "bay_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"bay" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bay_blocks_times_ordered" CHECK ("bay_blocks"."start_time" < "bay_blocks"."end_time")
);
--> statement-breakpoint
ALTER TABLE "booking_slots" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD COLUMN "block_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "bay_blocks_date_idx" ON "bay_blocks" USING btree ("date");--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_block_id_bay_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."bay_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slots_block_idx" ON "booking_slots" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "users_phone_key_idx" ON "users" USING btree ("phone_key");--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_one_holder" CHECK (("booking_slots"."booking_id" is null) <> ("booking_slots"."block_id" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_known" CHECK ("bookings"."source" in ('web', 'phone', 'walk_in', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_password_needs_email" CHECK ("users"."password_hash" is null or "users"."email" is not null);--> statement-breakpoint
-- data: every account's phone in its stored form, so the desk finds it by any spelling (src/domain/phone.ts,
-- normalisePakistaniPhone: +92 and the national digits of a mobile or a landline; null when not Pakistani).
UPDATE "users" SET "phone_key" = '+92' || "numbers"."national"
  FROM (
    SELECT "id",
      CASE
        WHEN btrim("phone") LIKE '+%' THEN CASE WHEN "digits" LIKE '92%' THEN substr("digits", 3) END
        WHEN "digits" LIKE '0092%' THEN substr("digits", 5)
        WHEN "digits" LIKE '0%' THEN substr("digits", 2)
        WHEN "digits" LIKE '92%' THEN substr("digits", 3)
        WHEN "digits" ~ '^3[0-9]{9}$' THEN "digits"
      END AS "national"
    FROM (SELECT "id", "phone", regexp_replace("phone", '[^0-9]', '', 'g') AS "digits" FROM "users") AS "written"
    WHERE btrim("phone") ~ '^\+?[0-9\s().-]+$'
  ) AS "numbers"
  WHERE "users"."id" = "numbers"."id" AND "numbers"."national" ~ '^(3[0-9]{9}|[24-9][0-9]{8,9})$';
