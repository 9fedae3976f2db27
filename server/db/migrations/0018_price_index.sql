CREATE TABLE "price_index" (
	"place" varchar(4) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"month" date NOT NULL,
	"log_level" double precision NOT NULL,
	"sales" integer NOT NULL,
	"level" varchar(8) NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_index_pkey" PRIMARY KEY("place","kind","month")
);
