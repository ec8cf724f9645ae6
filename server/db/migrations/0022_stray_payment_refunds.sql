DROP INDEX "refunds_invoice_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_invoice_unique" ON "refunds" USING btree ("invoice_id") WHERE "refunds"."kind" = 'invoice';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_known" CHECK ("refunds"."kind" in ('invoice', 'payment'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_kind_names_payment" CHECK ("refunds"."kind" = 'invoice' or "refunds"."payment_id" is not null);