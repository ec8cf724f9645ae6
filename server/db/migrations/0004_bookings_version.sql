ALTER TABLE "users" ADD COLUMN "bookings_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- My Bookings on PostgreSQL sends a customer's list again only when this version moved (decision 009): every
-- change to what the list shows -- the customer's bookings, their invoices, a service's name -- moves it, in the
-- same transaction as the change.
CREATE FUNCTION "bump_bookings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "bookings_version" = "bookings_version" + 1 WHERE "id" = OLD."customer_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."customer_id" IS DISTINCT FROM OLD."customer_id") THEN
    UPDATE "users" SET "bookings_version" = "bookings_version" + 1 WHERE "id" = NEW."customer_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_bump_bookings_version" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bump_bookings_version"();
--> statement-breakpoint
CREATE TRIGGER "invoices_bump_bookings_version" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "bump_bookings_version"();
--> statement-breakpoint
CREATE FUNCTION "bump_bookings_version_of_service"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "bookings_version" = "bookings_version" + 1
  WHERE "id" IN (SELECT DISTINCT "customer_id" FROM "bookings" WHERE "service_id" = OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "services_bump_bookings_version" AFTER UPDATE ON "services"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "bump_bookings_version_of_service"();
