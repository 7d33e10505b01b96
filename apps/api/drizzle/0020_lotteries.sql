CREATE TABLE "lotteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"frontend_identifier" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_rule" jsonb,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed_hash" text NOT NULL,
	"tickets_issued" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"tickets_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draw_seeds" (
	"lottery_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"source_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"lottery_id" integer NOT NULL,
	"place" integer NOT NULL,
	"ticket_number" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"holder" text NOT NULL,
	"prize" jsonb NOT NULL,
	CONSTRAINT "lottery_winners_lottery_id_place_pk" PRIMARY KEY("lottery_id","place")
);
--> statement-breakpoint
ALTER TABLE "lottery_draw_seeds" ADD CONSTRAINT "lottery_draw_seeds_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotteries_slug" ON "lotteries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "lotteries_end" ON "lotteries" USING btree ("end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_number" ON "lottery_tickets" USING btree ("lottery_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_source" ON "lottery_tickets" USING btree ("source_reference");--> statement-breakpoint
CREATE INDEX "lottery_tickets_player" ON "lottery_tickets" USING btree ("player_id","lottery_id");