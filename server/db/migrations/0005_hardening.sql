ALTER TABLE "booking_slots" ADD COLUMN "car_key" text;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
-- Existing slots get their car's key; where one car already held overlapping slots, the earliest booking keeps the
-- key and the later ones stay without it (they are left as they were, but no new overlap can be made).
UPDATE "booking_slots" AS s SET "car_key" = b."customer_id" || ':' || b."car_license_plate"
FROM "bookings" AS b
WHERE b."id" = s."booking_id"
  AND NOT EXISTS (
    SELECT 1 FROM "booking_slots" AS o JOIN "bookings" AS ob ON ob."id" = o."booking_id"
    WHERE o."date" = s."date" AND o."slot_index" = s."slot_index"
      AND ob."customer_id" = b."customer_id" AND ob."car_license_plate" = b."car_license_plate"
      AND (ob."created_at", ob."id") < (b."created_at", b."id")
  );--> statement-breakpoint
-- A cancelled booking's unpaid invoice is void, not pending.
UPDATE "invoices" SET "payment_status" = 'void'
WHERE "payment_status" = 'pending' AND "booking_id" IN (SELECT "id" FROM "bookings" WHERE "status" = 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_car_slot_unique" ON "booking_slots" USING btree ("date","slot_index","car_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_customer_idempotency_key_unique" ON "bookings" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_status_known" CHECK ("invoices"."payment_status" in ('pending', 'paid', 'failed', 'refunded', 'void'));