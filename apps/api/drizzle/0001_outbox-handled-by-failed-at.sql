DROP INDEX "outbox_events_pending";--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "handled_by" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_events_due" ON "outbox_events" USING btree ("available_at","id") WHERE "outbox_events"."processed_at" IS NULL AND "outbox_events"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_events_processed" ON "outbox_events" USING btree ("processed_at");