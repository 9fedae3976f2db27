-- Keeps sold_postcode_counts exact whatever writes sold_properties (importer, seed, benchmarks,
-- hand-written SQL): statement triggers add up each statement's old and new rows by kind. Keys
-- are written in order so two imports at once lock them in the same order and cannot deadlock.
-- Rows that fall to 0 are kept: they add nothing to a sum and are reused by the next sale.
CREATE FUNCTION sold_postcode_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO sold_postcode_counts AS c (postcode, category, property_type, new_build, duration, sales)
    SELECT postcode, category, property_type, new_build, duration, -count(*)
    FROM old_rows WHERE postcode IS NOT NULL
    GROUP BY postcode, category, property_type, new_build, duration
    ORDER BY postcode, category, property_type, new_build, duration
    ON CONFLICT (postcode, category, property_type, new_build, duration)
    DO UPDATE SET sales = c.sales + excluded.sales;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sold_postcode_counts AS c (postcode, category, property_type, new_build, duration, sales)
    SELECT postcode, category, property_type, new_build, duration, count(*)
    FROM new_rows WHERE postcode IS NOT NULL
    GROUP BY postcode, category, property_type, new_build, duration
    ORDER BY postcode, category, property_type, new_build, duration
    ON CONFLICT (postcode, category, property_type, new_build, duration)
    DO UPDATE SET sales = c.sales + excluded.sales;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION sold_postcode_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE sold_postcode_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sold_postcode_counts_insert AFTER INSERT ON sold_properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_postcode_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sold_postcode_counts_update AFTER UPDATE ON sold_properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_postcode_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sold_postcode_counts_delete AFTER DELETE ON sold_properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_postcode_counts_apply();
--> statement-breakpoint
CREATE TRIGGER sold_postcode_counts_truncate AFTER TRUNCATE ON sold_properties
  FOR EACH STATEMENT EXECUTE FUNCTION sold_postcode_counts_clear();
--> statement-breakpoint
INSERT INTO sold_postcode_counts (postcode, category, property_type, new_build, duration, sales)
SELECT postcode, category, property_type, new_build, duration, count(*)
FROM sold_properties WHERE postcode IS NOT NULL
GROUP BY postcode, category, property_type, new_build, duration;
