CREATE TABLE "sold_postcode_counts" (
	"postcode" varchar(10) NOT NULL,
	"category" char(1) NOT NULL,
	"property_type" varchar(20) NOT NULL,
	"new_build" boolean NOT NULL,
	"duration" char(1) NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "sold_postcode_counts_pkey" PRIMARY KEY("postcode","category","property_type","new_build","duration")
);
