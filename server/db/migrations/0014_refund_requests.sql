CREATE TABLE "refund_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"booking_id" text NOT NULL,
	"amount" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_name" text,
	"decline_reason" text,
	"refund_id" text,
	CONSTRAINT "refund_requests_channel_known" CHECK ("refund_requests"."channel" in ('gateway', 'workshop')),
	CONSTRAINT "refund_requests_status_known" CHECK ("refund_requests"."status" in ('open', 'approved', 'declined')),
	CONSTRAINT "refund_requests_amount_positive" CHECK ("refund_requests"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_invoice_unique" ON "refund_requests" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");