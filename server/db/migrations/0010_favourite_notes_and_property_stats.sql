CREATE TABLE "property_stats" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"popularity" integer GENERATED ALWAYS AS ("favorites" * 5 + "views") STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_favorites" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "property_stats" ADD CONSTRAINT "property_stats_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_stats_popularity_idx" ON "property_stats" USING btree ("popularity" DESC NULLS LAST,"property_id");--> statement-breakpoint
-- Keeps property_stats exact whatever writes the activity tables (API, seed, benchmarks): statement
-- triggers add up each statement's rows per listing. Removals only update, never insert: when a
-- listing is deleted its activity goes by cascade, and its stats row must not be re-created. An
-- update changes the counts only when it moves rows to another listing (editing a note does not).
-- Keys are written in order so concurrent statements lock them in the same order: no deadlocks.
CREATE FUNCTION property_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v int := CASE WHEN TG_TABLE_NAME = 'user_property_views' THEN 1 ELSE 0 END;
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE property_stats AS s SET views = s.views - d.n * v, favorites = s.favorites - d.n * (1 - v)
    FROM (SELECT property_id, count(*)::int AS n FROM old_rows GROUP BY property_id ORDER BY property_id) d
    WHERE s.property_id = d.property_id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO property_stats AS s (property_id, views, favorites)
    SELECT property_id, count(*) * v, count(*) * (1 - v)
    FROM new_rows GROUP BY property_id ORDER BY property_id
    ON CONFLICT (property_id)
    DO UPDATE SET views = s.views + excluded.views, favorites = s.favorites + excluded.favorites;
  ELSE
    INSERT INTO property_stats AS s (property_id, views, favorites)
    SELECT property_id, sum(n) * v, sum(n) * (1 - v)
    FROM (SELECT property_id, 1 AS n FROM new_rows UNION ALL SELECT property_id, -1 FROM old_rows) moved
    GROUP BY property_id HAVING sum(n) <> 0 ORDER BY property_id
    ON CONFLICT (property_id)
    DO UPDATE SET views = s.views + excluded.views, favorites = s.favorites + excluded.favorites;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION property_stats_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user_property_views' THEN
    UPDATE property_stats SET views = 0 WHERE views <> 0;
  ELSE
    UPDATE property_stats SET favorites = 0 WHERE favorites <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER property_stats_views_insert AFTER INSERT ON user_property_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_apply();
--> statement-breakpoint
CREATE TRIGGER property_stats_views_update AFTER UPDATE ON user_property_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_apply();
--> statement-breakpoint
CREATE TRIGGER property_stats_views_delete AFTER DELETE ON user_property_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_apply();
--> statement-breakpoint
CREATE TRIGGER property_stats_views_truncate AFTER TRUNCATE ON user_property_views
  FOR EACH STATEMENT EXECUTE FUNCTION property_stats_clear();
--> statement-breakpoint
CREATE TRIGGER property_stats_favorites_insert AFTER INSERT ON user_favorites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_apply();
--> statement-breakpoint
CREATE TRIGGER property_stats_favorites_update AFTER UPDATE ON user_favorites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_apply();
--> statement-breakpoint
CREATE TRIGGER property_stats_favorites_delete AFTER DELETE ON user_favorites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_stats_apply();
--> statement-breakpoint
CREATE TRIGGER property_stats_favorites_truncate AFTER TRUNCATE ON user_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION property_stats_clear();
--> statement-breakpoint
INSERT INTO property_stats (property_id, views, favorites)
SELECT property_id, sum(views)::int, sum(favorites)::int
FROM (
  SELECT property_id, count(*) AS views, 0 AS favorites FROM user_property_views GROUP BY property_id
  UNION ALL
  SELECT property_id, 0, count(*) FROM user_favorites GROUP BY property_id
) activity
GROUP BY property_id;
