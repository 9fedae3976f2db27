CREATE TABLE "data_loads" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "postcode_districts" (
	"outward_code" varchar(4) PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
DROP INDEX "sold_properties_postcode_date_idx";--> statement-breakpoint
ALTER TABLE "postcodes" ADD COLUMN "terminated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sold_properties_postcode_date_idx" ON "sold_properties" USING btree ("postcode" varchar_pattern_ops,"sale_date" DESC NULLS LAST);