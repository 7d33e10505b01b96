CREATE TABLE "outbox_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"consumer" text NOT NULL,
	"topic" text NOT NULL,
	"order_key" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dead_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_receipts" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_receipts_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_deliveries_consumer_event" ON "outbox_deliveries" USING btree ("consumer","event_id");--> statement-breakpoint
CREATE INDEX "outbox_deliveries_due" ON "outbox_deliveries" USING btree ("available_at","id") WHERE "outbox_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_deliveries_order" ON "outbox_deliveries" USING btree ("consumer","order_key","event_id") WHERE "outbox_deliveries"."state" = 'pending' AND "outbox_deliveries"."order_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_deliveries_event" ON "outbox_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outbox_receipts_created" ON "outbox_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_tasks_key" ON "scheduled_tasks" USING btree ("key");--> statement-breakpoint
CREATE INDEX "scheduled_tasks_due" ON "scheduled_tasks" USING btree ("available_at","id") WHERE "scheduled_tasks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_events_pending_player" ON "outbox_events" USING btree ("topic",("payload"->>'playerId'),"id") WHERE "outbox_events"."processed_at" IS NULL AND "outbox_events"."failed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "outbox_events" DROP COLUMN "handled_by";