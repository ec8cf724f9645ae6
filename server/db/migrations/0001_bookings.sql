CREATE TABLE "booking_slots" (
	"booking_id" text NOT NULL,
	"date" date NOT NULL,
	"bay" integer NOT NULL,
	"slot_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"service_id" text NOT NULL,
	"car_id" text,
	"car_make" text NOT NULL,
	"car_model" text NOT NULL,
	"car_year" integer NOT NULL,
	"car_license_plate" text NOT NULL,
	"car_color" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"booking_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"bay" integer NOT NULL,
	"amount" integer NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"cancellation_reason" text,
	"rating" integer,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'rescheduled')),
	CONSTRAINT "bookings_rating_range" CHECK ("bookings"."rating" is null or ("bookings"."rating" between 1 and 5)),
	CONSTRAINT "bookings_amount_positive" CHECK ("bookings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"license_plate" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_plate_uppercase" CHECK ("cars"."license_plate" = upper("cars"."license_plate"))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_total_adds_up" CHECK ("invoices"."amount" + "invoices"."tax_amount" = "invoices"."total_amount"),
	CONSTRAINT "invoices_payment_status_known" CHECK ("invoices"."payment_status" in ('pending', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_date_bay_slot_unique" ON "booking_slots" USING btree ("date","bay","slot_index");--> statement-breakpoint
CREATE INDEX "booking_slots_booking_idx" ON "booking_slots" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_date_idx" ON "bookings" USING btree ("customer_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date");--> statement-breakpoint
CREATE INDEX "bookings_car_idx" ON "bookings" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_customer_plate_unique" ON "cars" USING btree ("customer_id","license_plate");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_unique" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");