DROP INDEX "properties_created_idx";--> statement-breakpoint
CREATE INDEX "properties_city_key_idx" ON "properties" USING btree (lower("city") collate "C");--> statement-breakpoint
CREATE INDEX "properties_state_city_key_idx" ON "properties" USING btree (lower("state") collate "C",lower("city") collate "C");--> statement-breakpoint
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin (lower("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_postcode_compact_idx" ON "properties" USING btree (upper(replace("zip_code", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_lat_lng_idx" ON "properties" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_sqft_idx" ON "properties" USING btree ("sqft");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);