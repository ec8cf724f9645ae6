CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"method" text NOT NULL,
	"brand" text,
	"last4" text,
	"wallet_type" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_message" text,
	"idempotency_key" text,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('card', 'upi', 'wallet')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('processing', 'succeeded', 'failed', 'voided')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_id_unique" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_customer_idempotency_key_unique" ON "payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");