CREATE TABLE "price_index" (
	"place" varchar(4) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"level" varchar(8) NOT NULL,
	"first_month" date NOT NULL,
	"log_levels" double precision[] NOT NULL,
	"sales" integer[] NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_index_pkey" PRIMARY KEY("place","kind")
);
