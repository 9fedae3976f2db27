DROP INDEX "properties_earth_idx";--> statement-breakpoint
DROP INDEX "properties_reduced_idx";--> statement-breakpoint
CREATE INDEX "properties_cell100_created_idx" ON "properties" USING btree ((floor("latitude" * 100)::int * 40000 + floor("longitude" * 100)::int),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"latitude","longitude","sold_date");--> statement-breakpoint
CREATE INDEX "properties_cell10_created_idx" ON "properties" USING btree ((floor("latitude" * 10)::int * 40000 + floor("longitude" * 10)::int),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"latitude","longitude","sold_date");--> statement-breakpoint
CREATE INDEX "properties_cell1_created_idx" ON "properties" USING btree ((floor("latitude" * 1)::int * 40000 + floor("longitude" * 1)::int),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"latitude","longitude","sold_date");--> statement-breakpoint
CREATE INDEX "properties_reduced_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"sold_date") WHERE "properties"."reduced_at" is not null;--> statement-breakpoint
-- Radius searches: the planner reads how many listings a circle's grid cells hold from these statistics; with the default 100 most common cells, an empty village's cells were guessed as full as the average and its search walked the whole newest-first index (1.2 s at a million listings).
ALTER INDEX "properties_cell100_created_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "properties_cell10_created_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "properties_cell1_created_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
-- No parallel plans on listings: a page is a walk of a few thousand index entries at most, and starting workers cost 10 to 40 ms of a 2 ms page (at a million listings, two cores under load).
ALTER TABLE "properties" SET (parallel_workers = 0);
