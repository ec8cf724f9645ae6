ALTER TABLE "bookings" ADD COLUMN "client_ip_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "plate_key" text;--> statement-breakpoint
CREATE INDEX "bookings_client_ip_date_idx" ON "bookings" USING btree ("client_ip_hash","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_device_date_idx" ON "bookings" USING btree ("device_hash","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
-- data: every plate's key (src/domain/plate.ts: the stored plate is already in capitals; the separators are
-- PLATE_SEPARATORS). A customer's earlier vehicles whose plates now share a key keep them apart with their id, so
-- the unique index below can be built; a new vehicle with that key is refused.
UPDATE "cars" SET "plate_key" = regexp_replace("license_plate", '[  ._/·‐‑‒–—―−-]', '', 'g');--> statement-breakpoint
UPDATE "cars" AS "later" SET "plate_key" = "later"."plate_key" || '#' || "later"."id"
  WHERE EXISTS (
    SELECT 1 FROM "cars" AS "earlier"
    WHERE "earlier"."customer_id" = "later"."customer_id" AND "earlier"."plate_key" = "later"."plate_key"
      AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
  );--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "plate_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_customer_plate_key_unique" ON "cars" USING btree ("customer_id","plate_key");--> statement-breakpoint
DROP INDEX "cars_customer_plate_unique";--> statement-breakpoint
-- data: the booked slots name the car by its plate key too. Where bookings of one car already overlap under
-- differently written plates, one slot takes the key (the one that already has it, else the first booking's) and
-- the others keep theirs, so the unique index on (date, slot, car) holds; every new booking sees the key.
UPDATE "booking_slots" AS "slot" SET "car_key" = "keyed"."new_key"
  FROM (
    SELECT "s"."booking_id", "s"."slot_index", "k"."new_key",
      row_number() OVER (
        PARTITION BY "s"."date", "s"."slot_index", "k"."new_key"
        ORDER BY ("s"."car_key" = "k"."new_key") DESC, "s"."booking_id"
      ) AS "rank"
    FROM "booking_slots" AS "s"
    JOIN "bookings" AS "b" ON "b"."id" = "s"."booking_id"
    CROSS JOIN LATERAL (SELECT "b"."customer_id" || ':' || regexp_replace("b"."car_license_plate", '[  ._/·‐‑‒–—―−-]', '', 'g') AS "new_key") AS "k"
    WHERE "s"."car_key" IS NOT NULL
  ) AS "keyed"
  WHERE "slot"."booking_id" = "keyed"."booking_id" AND "slot"."slot_index" = "keyed"."slot_index"
    AND "keyed"."rank" = 1 AND "slot"."car_key" <> "keyed"."new_key";
