CREATE TABLE "phone_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"phone_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_channel_known" CHECK ("phone_verifications"."channel" in ('whatsapp', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_known";--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_channel" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_phone_key_idx" ON "contact_messages" USING btree ("phone_key","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_customer_idx" ON "contact_messages" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_provider_id_unique" ON "contact_messages" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_id_unique" ON "outbox" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE INDEX "outbox_customer_idx" ON "outbox" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "outbox_in_reply_to_idx" ON "outbox" USING btree ("in_reply_to");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_channel_known" CHECK ("contact_messages"."channel" in ('web', 'whatsapp', 'sms'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_email_or_phone" CHECK ("contact_messages"."channel" <> 'web' or "contact_messages"."email" is not null);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_known" CHECK ("outbox"."channel" in ('email', 'whatsapp', 'sms'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_known" CHECK ("outbox"."status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_channel_known" CHECK ("users"."phone_channel" in ('none', 'whatsapp', 'sms'));