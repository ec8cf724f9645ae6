CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_number_positive" CHECK ("invoice_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "workshop_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"ntn" text DEFAULT '' NOT NULL,
	"strn" text DEFAULT '' NOT NULL,
	"customers_figure" integer NOT NULL,
	"years_figure" integer NOT NULL,
	"technicians_figure" integer NOT NULL,
	"cars_figure" integer NOT NULL,
	"reminder_hours" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_profile_single_row" CHECK ("workshop_profile"."id" = 1),
	CONSTRAINT "workshop_profile_reminder_range" CHECK ("workshop_profile"."reminder_hours" is null or ("workshop_profile"."reminder_hours" between 1 and 336)),
	CONSTRAINT "workshop_profile_figures_range" CHECK (least("workshop_profile"."customers_figure", "workshop_profile"."years_figure", "workshop_profile"."technicians_figure", "workshop_profile"."cars_figure") >= 0)
);
--> statement-breakpoint
-- Added empty, numbered below, then required.
ALTER TABLE "invoices" ADD COLUMN "invoice_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_unique" ON "invoices" USING btree ("invoice_number");;--> statement-breakpoint
-- data:
-- Existing invoices are numbered by creation order within their Karachi year (UTC+5, no DST), and each year's counter
-- starts after the last number given, so new invoices continue the sequence.
UPDATE "invoices" SET "invoice_number" = "numbered"."number"
FROM (
  SELECT "id", 'INV-' || "year" || '-' || lpad("position"::text, greatest(6, length("position"::text)), '0') AS "number"
  FROM (
    SELECT "id", "year", row_number() OVER (PARTITION BY "year" ORDER BY "created_at", "id") AS "position"
    FROM (SELECT "id", "created_at", extract(year FROM ("created_at" AT TIME ZONE 'UTC') + interval '5 hours')::integer AS "year" FROM "invoices") AS "dated"
  ) AS "ranked"
) AS "numbered"
WHERE "invoices"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last_number")
SELECT extract(year FROM ("created_at" AT TIME ZONE 'UTC') + interval '5 hours')::integer, count(*)::integer FROM "invoices" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "invoice_number" SET NOT NULL;
