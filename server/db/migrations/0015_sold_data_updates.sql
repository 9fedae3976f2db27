CREATE TABLE "sold_data_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"bytes" bigint NOT NULL,
	"rows_added" integer NOT NULL,
	"rows_changed" integer NOT NULL,
	"rows_deleted" integer NOT NULL,
	"rows_unchanged" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sold_data_updates_applied_idx" ON "sold_data_updates" USING btree ("applied_at");