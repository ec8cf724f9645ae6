ALTER TABLE "invoices" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "deposit_threshold" integer;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "deposit_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "deposit_hold_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_deposit_due_idx" ON "invoices" USING btree ("deposit_due_by") WHERE "invoices"."deposit_due_by" is not null and "invoices"."deposit_paid_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_below_total" CHECK ("invoices"."deposit_amount" is null or ("invoices"."deposit_amount" >= 1 and "invoices"."deposit_amount" < "invoices"."total_amount" and "invoices"."deposit_due_by" is not null));--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD CONSTRAINT "workshop_settings_deposit_range" CHECK (("workshop_settings"."deposit_threshold" is null or "workshop_settings"."deposit_threshold" >= 1) and "workshop_settings"."deposit_percent" between 5 and 90 and "workshop_settings"."deposit_hold_minutes" between 1 and 4320);