CREATE TABLE "agent_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"message" text,
	"preferred_date" date,
	"preferred_time" varchar(20),
	"recipient" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_messages" ADD CONSTRAINT "agent_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_messages_property_idx" ON "agent_messages" USING btree ("property_id","created_at" DESC NULLS LAST);