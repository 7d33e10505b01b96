CREATE TABLE "tournament_actions" (
	"tournament_id" integer NOT NULL,
	"action_key" text NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"round" text NOT NULL,
	"amount" bigint NOT NULL,
	"eur_cents" bigint NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tournament_actions_tournament_id_action_key_pk" PRIMARY KEY("tournament_id","action_key")
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"bets_eur_cents" bigint DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"final_place" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"position" integer,
	"gift_id" integer,
	"lootbox_id" integer,
	"paid" boolean NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"frontend_identifier" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"scoring" text DEFAULT 'bet_sum' NOT NULL,
	"entry" text DEFAULT 'automatic' NOT NULL,
	"qualifying" jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"level_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"achievement" jsonb,
	"terms_url" text,
	"terms_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" text,
	"closed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_actions" ADD CONSTRAINT "tournament_actions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_actions_player" ON "tournament_actions" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_rank" ON "tournament_entries" USING btree ("tournament_id","points" DESC NULLS LAST,"scored_at","player_id");--> statement-breakpoint
CREATE INDEX "tournament_payouts_player" ON "tournament_payouts" USING btree ("player_id","tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_identifier" ON "tournaments" USING btree ("frontend_identifier");--> statement-breakpoint
CREATE INDEX "tournaments_end_at" ON "tournaments" USING btree ("end_at");