CREATE TABLE "listing_sale_matches" (
	"property_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"status" varchar(10) DEFAULT 'sold' NOT NULL,
	"price" integer NOT NULL,
	"sale_date" date NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "listing_sale_matches_pkey" PRIMARY KEY("property_id","transaction_id"),
	CONSTRAINT "listing_sale_matches_status_check" CHECK ("listing_sale_matches"."status" in ('sold', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sold_price" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sold_date" date;--> statement-breakpoint
ALTER TABLE "listing_sale_matches" ADD CONSTRAINT "listing_sale_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sale_matches" ADD CONSTRAINT "listing_sale_matches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_sale_matches_sold_idx" ON "listing_sale_matches" USING btree ("property_id") WHERE "listing_sale_matches"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "listing_sale_matches_matched_idx" ON "listing_sale_matches" USING btree ("matched_at" DESC NULLS LAST);