DROP INDEX "comp_point_rates_type_currency";--> statement-breakpoint
ALTER TABLE "comp_point_rates" ADD COLUMN "amounts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "comp_point_rates_type" ON "comp_point_rates" USING btree ("type");--> statement-breakpoint
ALTER TABLE "comp_point_rates" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "comp_point_rates" DROP COLUMN "amount_cents";