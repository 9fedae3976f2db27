CREATE TABLE "property_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"event" varchar(20) NOT NULL,
	"price" integer NOT NULL,
	"previous_price" integer,
	"status" varchar(20),
	"previous_status" varchar(20),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenure" varchar(20);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lease_years_remaining" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ground_rent" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "service_charge" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "council_tax_band" varchar(1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "epc_rating" varchar(1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "epc_potential" varchar(1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "epc_certificate_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_form" varchar(30);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor_plan" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "shared_ownership" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "retirement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_history" ADD CONSTRAINT "property_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_history_property_idx" ON "property_history" USING btree ("property_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_earth_idx" ON "properties" USING gist (ll_to_earth("latitude"::float8, "longitude"::float8));--> statement-breakpoint
CREATE INDEX "properties_reduced_idx" ON "properties" USING btree ("reduced_at" DESC NULLS LAST,"id") WHERE "properties"."reduced_at" is not null;--> statement-breakpoint
CREATE INDEX "properties_built_form_idx" ON "properties" USING btree ("built_form","price");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lease_years_check" CHECK ("properties"."lease_years_remaining" between 0 and 999);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ground_rent_check" CHECK ("properties"."ground_rent" >= 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_service_charge_check" CHECK ("properties"."service_charge" >= 0);--> statement-breakpoint
-- A listing's own history (decision 0013): its first listing, every asking-price change and every
-- status change, whoever makes it (owner, admin, seed, hand-written SQL). Listing is a statement
-- trigger, so a seed inserting hundreds of listings writes their events in one INSERT.
CREATE FUNCTION property_history_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_history (property_id, event, price, status, at)
  SELECT id, 'listed', price, status, created_at FROM new_rows ORDER BY created_at, id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_history_listed AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_history_listed();
--> statement-breakpoint
CREATE FUNCTION property_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.price IS DISTINCT FROM NEW.price THEN
    INSERT INTO property_history (property_id, event, price, previous_price, status)
    VALUES (NEW.id, CASE WHEN NEW.price < OLD.price THEN 'reduced' ELSE 'increased' END, NEW.price, OLD.price, NEW.status);
  END IF;
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    INSERT INTO property_history (property_id, event, price, status, previous_status)
    VALUES (NEW.id, 'status', NEW.price, NEW.status, OLD.status);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_history_changed AFTER UPDATE OF price, status ON properties
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION property_history_changed();
--> statement-breakpoint
-- reduced_at: when the latest price change was a cut, its time; a rise clears it. Cards ('Reduced
-- on ...') and the 'Reduced only' filter read this one column instead of the history.
CREATE FUNCTION properties_price_reduction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reduced_at := CASE WHEN NEW.price < OLD.price THEN now() ELSE NULL END;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_price_reduction BEFORE UPDATE OF price ON properties
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION properties_price_reduction();
--> statement-breakpoint
-- Backfill: every existing listing was listed at its created_at, at the price before its first
-- recorded change (status then unknown); the changes the alerts' table recorded follow.
INSERT INTO property_history (property_id, event, price, status, at)
SELECT p.id, 'listed',
       coalesce((SELECT c.old_price FROM property_price_changes c WHERE c.property_id = p.id ORDER BY c.id LIMIT 1), p.price),
       CASE WHEN EXISTS (SELECT 1 FROM property_price_changes c WHERE c.property_id = p.id) THEN NULL ELSE p.status END,
       p.created_at
FROM properties p ORDER BY p.created_at, p.id;
--> statement-breakpoint
INSERT INTO property_history (property_id, event, price, previous_price, at)
SELECT c.property_id, CASE WHEN c.new_price < c.old_price THEN 'reduced' ELSE 'increased' END, c.new_price, c.old_price, c.changed_at
FROM property_price_changes c ORDER BY c.id;
--> statement-breakpoint
UPDATE properties p SET reduced_at = last.changed_at
FROM (SELECT DISTINCT ON (property_id) property_id, changed_at, new_price < old_price AS cut
      FROM property_price_changes ORDER BY property_id, id DESC) last
WHERE last.property_id = p.id AND last.cut;
