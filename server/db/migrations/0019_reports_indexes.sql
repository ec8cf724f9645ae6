CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "refunds_completed_at_idx" ON "refunds" USING btree ("completed_at");