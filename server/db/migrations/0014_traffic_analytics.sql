CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_referrers" (
	"day" date NOT NULL,
	"referrer" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_referrers_day_referrer_pk" PRIMARY KEY("day","referrer")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date NOT NULL,
	"visitor_hash" varchar(32) NOT NULL,
	CONSTRAINT "analytics_daily_visitors_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_analytics" ADD COLUMN "kind" varchar(4) DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_analytics" ADD COLUMN "is_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_analytics" ADD COLUMN "visitor_hash" varchar(32);--> statement-breakpoint
ALTER TABLE "site_analytics" ADD COLUMN "landing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_daily_pages_rank_idx" ON "analytics_daily_pages" USING btree ("day","views" DESC NULLS LAST,"path");--> statement-breakpoint
CREATE INDEX "analytics_daily_pages_path_idx" ON "analytics_daily_pages" USING btree ("path","day","views");