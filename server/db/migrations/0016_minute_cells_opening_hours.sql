CREATE TABLE "opening_hours" (
	"weekday" integer NOT NULL,
	"opens_minutes" integer NOT NULL,
	"closes_minutes" integer NOT NULL,
	CONSTRAINT "opening_hours_weekday_opens_minutes_pk" PRIMARY KEY("weekday","opens_minutes"),
	CONSTRAINT "opening_hours_weekday_range" CHECK ("opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "opening_hours_period" CHECK (0 <= "opening_hours"."opens_minutes" and "opening_hours"."opens_minutes" < "opening_hours"."closes_minutes" and "opening_hours"."closes_minutes" <= 1440 and "opening_hours"."opens_minutes" % 5 = 0 and "opening_hours"."closes_minutes" % 5 = 0)
);
--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD CONSTRAINT "workshop_settings_buffer_range" CHECK ("workshop_settings"."buffer_minutes" between 0 and 60 and "workshop_settings"."buffer_minutes" % 5 = 0);--> statement-breakpoint
-- ---- Hand-written: the day in 5-minute cells, and the opening hours as they were ----
-- The week starts as the hours were before: 08:00–20:00 every day.
INSERT INTO "opening_hours" ("weekday", "opens_minutes", "closes_minutes") SELECT "weekday", 480, 1200 FROM generate_series(1, 7) AS "weekday";
--> statement-breakpoint
-- booking_slots.slot_index becomes the 5-minute cell of the day (minute / 5). Each booking's slot of the old grid (slot
-- i of slot_minutes m from 08:00) becomes the cells it covered, so every booking keeps exactly the time it held. Old
-- indexes are below 48 (twelve hours of slots of at least 15 minutes); cells from 08:00 on are 96 and above.
INSERT INTO "booking_slots" ("booking_id", "block_id", "date", "bay", "slot_index", "car_key")
SELECT s."booking_id", NULL, s."date", s."bay", "cell", s."car_key"
FROM "booking_slots" s
CROSS JOIN (SELECT coalesce((SELECT "slot_minutes" FROM "workshop_settings" WHERE "id" = 1), 120) AS "m") grid
CROSS JOIN LATERAL generate_series((480 + s."slot_index" * grid."m") / 5, ceil((480 + (s."slot_index" + 1) * grid."m") / 5.0)::integer - 1) AS "cell"
WHERE s."booking_id" IS NOT NULL AND s."slot_index" < 96
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A bay block holds the cells of its own times.
INSERT INTO "booking_slots" ("block_id", "date", "bay", "slot_index")
SELECT b."id", b."date", b."bay", "cell"
FROM "bay_blocks" b
CROSS JOIN LATERAL generate_series(
  (split_part(b."start_time", ':', 1)::integer * 60 + split_part(b."start_time", ':', 2)::integer) / 5,
  ceil((split_part(b."end_time", ':', 1)::integer * 60 + split_part(b."end_time", ':', 2)::integer) / 5.0)::integer - 1
) AS "cell"
WHERE EXISTS (SELECT 1 FROM "booking_slots" s WHERE s."block_id" = b."id" AND s."slot_index" < 96)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "booking_slots" WHERE "slot_index" < 96;
