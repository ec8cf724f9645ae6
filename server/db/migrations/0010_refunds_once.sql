CREATE UNIQUE INDEX "refunds_payment_unique" ON "refunds" USING btree ("payment_id") WHERE "refunds"."payment_id" is not null;--> statement-breakpoint
-- An invoice's payment status moves only forward: pending (or failed) to paid or void, paid to refunded. Void and
-- refunded are closed, so a refunded invoice can never be paid again (its one refund could not give back a second
-- payment), and a paid one never goes back to pending.
CREATE FUNCTION "invoice_payment_status_flow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."payment_status" IN ('pending', 'failed') AND NEW."payment_status" IN ('pending', 'failed', 'paid', 'void'))
     OR (OLD."payment_status" = 'paid' AND NEW."payment_status" = 'refunded') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an invoice''s payment status cannot change from % to %', OLD."payment_status", NEW."payment_status"
    USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_payment_status_flow';
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_payment_status_flow" BEFORE UPDATE OF "payment_status" ON "invoices"
  FOR EACH ROW WHEN (OLD."payment_status" IS DISTINCT FROM NEW."payment_status") EXECUTE FUNCTION "invoice_payment_status_flow"();
