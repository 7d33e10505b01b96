CREATE TABLE "messaging_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"player_id" bigint,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messaging_events_player_received" ON "messaging_events" USING btree ("player_id","received_at");--> statement-breakpoint
CREATE INDEX "messaging_events_visitor_received" ON "messaging_events" USING btree ("visitor_id","received_at");