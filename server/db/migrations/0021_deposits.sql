ALTER TABLE "invoices" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "deposit_threshold" integer;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "deposit_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD COLUMN "deposit_hold_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_deposit_paid_at_idx" ON "invoices" USING btree ("deposit_paid_at") WHERE "invoices"."deposit_paid_at" is not null;--> statement-breakpoint
CREATE INDEX "invoices_deposit_due_idx" ON "invoices" USING btree ("deposit_due_by") WHERE "invoices"."deposit_due_by" is not null and "invoices"."deposit_paid_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_below_total" CHECK ("invoices"."deposit_amount" is null or ("invoices"."deposit_amount" >= 1 and "invoices"."deposit_amount" < "invoices"."total_amount" and "invoices"."deposit_due_by" is not null));--> statement-breakpoint
ALTER TABLE "workshop_settings" ADD CONSTRAINT "workshop_settings_deposit_range" CHECK (("workshop_settings"."deposit_threshold" is null or "workshop_settings"."deposit_threshold" >= 1) and "workshop_settings"."deposit_percent" between 5 and 90 and "workshop_settings"."deposit_hold_minutes" between 1 and 4320);--> statement-breakpoint
-- A deposit paid online and given back closes an invoice still waiting for its balance: pending (or failed) to
-- refunded, only when its deposit was paid.
CREATE OR REPLACE FUNCTION "invoice_payment_status_flow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."payment_status" IN ('pending', 'failed') AND NEW."payment_status" IN ('pending', 'failed', 'paid', 'void'))
     OR (OLD."payment_status" = 'paid' AND NEW."payment_status" = 'refunded')
     OR (OLD."payment_status" IN ('pending', 'failed') AND NEW."payment_status" = 'refunded' AND OLD."deposit_paid_at" IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an invoice''s payment status cannot change from % to %', OLD."payment_status", NEW."payment_status"
    USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_payment_status_flow';
END $$;
--> statement-breakpoint
-- My Bookings says when a payment waits for its gateway: a payment's arrival and each change of its status move its
-- customer's bookings version (decision 009), like the bookings' and invoices' own changes.
CREATE TRIGGER "payments_bump_bookings_version" AFTER INSERT OR UPDATE OF "status" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "bump_bookings_version"();
