CREATE TABLE "vip_quarter_sums" (
	"player_id" integer NOT NULL,
	"quarter" text NOT NULL,
	"currency" text NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"bet_sum_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_quarter_sums_player_id_quarter_currency_pk" PRIMARY KEY("player_id","quarter","currency")
);
--> statement-breakpoint
CREATE TABLE "vip_statuses" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"quarter" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_tiers" (
	"key" text PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"lifelong" boolean DEFAULT false NOT NULL,
	"thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_thresholds" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_tiers_rank_unique" UNIQUE("rank")
);
--> statement-breakpoint
ALTER TABLE "vip_quarter_sums" ADD CONSTRAINT "vip_quarter_sums_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_statuses" ADD CONSTRAINT "vip_statuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_statuses_quarter_idx" ON "vip_statuses" USING btree ("quarter");