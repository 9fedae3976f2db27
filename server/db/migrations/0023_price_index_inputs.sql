CREATE TABLE "price_index_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"kind" text NOT NULL,
	"record" "bytea" NOT NULL,
	"delta" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_index_inputs" (
	"district" text NOT NULL,
	"kind" text NOT NULL,
	"sales" "bytea" NOT NULL,
	CONSTRAINT "price_index_inputs_pkey" PRIMARY KEY("district","kind")
);
--> statement-breakpoint
-- Hashes and prices do not compress: stored as they are, they are written and read without pglz.
ALTER TABLE "price_index_inputs" ALTER COLUMN "sales" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- One standard sale as the price index sees it, 16 bytes (big-endian int4s): the month counted
-- from year 0, the price, a hash of the home (postcode and address) and of its postcode cell
-- (postcode, type, new build). Read by modules/estimates/price-index-inputs.ts.
CREATE FUNCTION price_index_record(sale_date date, price integer, postcode text, address_key text,
  property_type text, new_build boolean) RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT int4send((extract(year FROM sale_date) * 12 + extract(month FROM sale_date) - 1)::int)
    || int4send(price)
    || int4send(hashtext(postcode || '|' || address_key))
    || int4send(hashtext(postcode || '|' || property_type || '|' || CASE WHEN new_build THEN 'Y' ELSE 'N' END))
$$;
--> statement-breakpoint
CREATE FUNCTION price_index_kind(property_type text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN property_type = 'F' THEN 'flats' ELSE 'houses' END
$$;
--> statement-breakpoint
-- Builds the inputs from the sales themselves (this migration, the end of a first load, a rebuild
-- asked to start afresh): standard sales only, as modules/sold/standard-sales.ts defines them.
CREATE FUNCTION price_index_inputs_reload() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM price_index_changes;
  DELETE FROM price_index_inputs;
  INSERT INTO price_index_inputs (district, kind, sales)
  SELECT split_part(postcode, ' ', 1), price_index_kind(property_type),
    string_agg(price_index_record(sale_date, price, postcode, address_key, property_type, new_build), ''::bytea)
  FROM sold_properties
  WHERE postcode IS NOT NULL AND category = 'A' AND property_type <> 'O'
  GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
CREATE FUNCTION price_index_changes_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO price_index_changes (district, kind, record, delta)
    SELECT split_part(postcode, ' ', 1), price_index_kind(property_type),
      price_index_record(sale_date, price, postcode, address_key, property_type, new_build), -1
    FROM old_rows WHERE postcode IS NOT NULL AND category = 'A' AND property_type <> 'O';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO price_index_changes (district, kind, record, delta)
    SELECT split_part(postcode, ' ', 1), price_index_kind(property_type),
      price_index_record(sale_date, price, postcode, address_key, property_type, new_build), 1
    FROM new_rows WHERE postcode IS NOT NULL AND category = 'A' AND property_type <> 'O';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION price_index_changes_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE price_index_inputs, price_index_changes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER price_index_changes_insert AFTER INSERT ON sold_properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_index_changes_apply();
--> statement-breakpoint
CREATE TRIGGER price_index_changes_update AFTER UPDATE ON sold_properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_index_changes_apply();
--> statement-breakpoint
CREATE TRIGGER price_index_changes_delete AFTER DELETE ON sold_properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION price_index_changes_apply();
--> statement-breakpoint
CREATE TRIGGER price_index_changes_truncate AFTER TRUNCATE ON sold_properties
  FOR EACH STATEMENT EXECUTE FUNCTION price_index_changes_clear();
--> statement-breakpoint
SELECT price_index_inputs_reload();
