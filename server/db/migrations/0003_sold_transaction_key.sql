ALTER TABLE "sold_properties" DROP CONSTRAINT "sold_properties_transaction_id_unique";--> statement-breakpoint
DROP INDEX "sold_properties_history_idx";--> statement-breakpoint
ALTER TABLE "sold_properties" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "sold_properties" ADD PRIMARY KEY ("transaction_id");
