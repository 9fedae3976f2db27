DROP INDEX "properties_city_key_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
CREATE INDEX "properties_price_desc_idx" ON "properties" USING btree ("price" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_city_created_idx" ON "properties" USING btree (lower("city") collate "C","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_district_created_idx" ON "properties" USING btree (left(upper(replace("zip_code", ' ', '')), -3),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"latitude","longitude","sold_date");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Search by type compares lower(property_type): without statistics on it the planner guessed half a percent of listings and sorted a whole town instead of walking properties_city_created_idx.
CREATE STATISTICS IF NOT EXISTS "properties_type_stats" ON (lower("property_type")) FROM "properties";
