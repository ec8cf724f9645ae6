CREATE TABLE "booking_items" (
	"booking_id" text NOT NULL,
	"position" integer NOT NULL,
	"service_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "booking_items_booking_id_position_pk" PRIMARY KEY("booking_id","position"),
	CONSTRAINT "booking_items_kind_known" CHECK ("booking_items"."kind" in ('service', 'addon')),
	CONSTRAINT "booking_items_price_positive" CHECK ("booking_items"."price" >= 0),
	CONSTRAINT "booking_items_duration_positive" CHECK ("booking_items"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_items_booking_service_unique" ON "booking_items" USING btree ("booking_id","service_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_kind_known" CHECK ("services"."kind" in ('service', 'addon'));--> statement-breakpoint
-- data (written by hand): every earlier booking's one service becomes its first item, with the price it was booked at
-- and the service's length as it stood (before the add-ons below get their real lengths).
INSERT INTO "booking_items" ("booking_id", "position", "service_id", "name", "kind", "price", "original_price", "duration_minutes")
  SELECT "bookings"."id", 0, "bookings"."service_id", "services"."name", 'service', "bookings"."amount",
    CASE WHEN "services"."original_price" > "bookings"."amount" THEN "services"."original_price" END,
    "services"."duration_minutes"
  FROM "bookings" INNER JOIN "services" ON "services"."id" = "bookings"."service_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- data: the two services of the add-ons category are sold beside a main service from now on, with their real lengths.
UPDATE "services" SET "kind" = 'addon', "duration_minutes" = 45, "updated_at" = now() WHERE "id" = 'headlight-restoration';--> statement-breakpoint
UPDATE "services" SET "kind" = 'addon', "duration_minutes" = 20, "updated_at" = now() WHERE "id" = 'windscreen-water-repellent';--> statement-breakpoint
-- data: the new add-ons on a database that already has its catalogue (a new one gets them from the seed).
INSERT INTO "services" ("id", "name", "description", "price", "original_price", "category", "kind", "is_active", "duration_minutes", "sort_order", "items")
  SELECT "id", "name", "description", "price", NULL, 'add_ons', 'addon', true, "duration_minutes", "sort_order", "items"::jsonb
  FROM (VALUES
    ('engine-bay-cleaning', 'Engine Bay Cleaning', 'Degreasing, gentle rinse and dressing of the engine bay, plastics and hoses protected.', 2500, 40, 130,
      '[{"id":"engine-bay-cleaning-1","name":"Degreaser"},{"id":"engine-bay-cleaning-2","name":"Low-pressure rinse"},{"id":"engine-bay-cleaning-3","name":"Plastic dressing"}]'),
    ('pet-hair-removal', 'Pet Hair Removal', 'Rubber brushes and a strong vacuum lift embedded pet hair from seats, carpets and the boot.', 2000, 30, 140,
      '[{"id":"pet-hair-removal-1","name":"Rubber-brush lift"},{"id":"pet-hair-removal-2","name":"Deep vacuum"}]'),
    ('odour-treatment', 'Odour Treatment', 'An ozone treatment with the cabin closed, removing smoke, food and damp smells at the source.', 3500, 45, 150,
      '[{"id":"odour-treatment-1","name":"Cabin vacuum"},{"id":"odour-treatment-2","name":"Ozone treatment"},{"id":"odour-treatment-3","name":"AC vent flush"}]'),
    ('leather-conditioning', 'Leather Conditioning', 'pH-neutral cleaning and a conditioner that keeps leather seats supple in the Karachi heat.', 3000, 30, 160,
      '[{"id":"leather-conditioning-1","name":"Leather cleaner"},{"id":"leather-conditioning-2","name":"Conditioner with UV protection"}]')
  ) AS "added" ("id", "name", "description", "price", "duration_minutes", "sort_order", "items")
  WHERE EXISTS (SELECT 1 FROM "services")
  ON CONFLICT ("id") DO NOTHING;
