CREATE TABLE "cashback_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"paid" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"family" text NOT NULL,
	"title" text NOT NULL,
	"group_key" text NOT NULL,
	"rules" jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_gifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"template_id" integer,
	"kind" text NOT NULL,
	"family" text NOT NULL,
	"title" text NOT NULL,
	"group_key" text NOT NULL,
	"currency" text NOT NULL,
	"stage" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"wager_requirement_cents" bigint DEFAULT 0 NOT NULL,
	"wagered_cents" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"max_bet_cents" bigint,
	"max_win_cents" bigint,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"freespins_total" integer DEFAULT 0 NOT NULL,
	"freespins_left" integer DEFAULT 0 NOT NULL,
	"freespin_games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freespin_bet_cents" bigint DEFAULT 0 NOT NULL,
	"freespin_issue_id" text,
	"activatable_until" timestamp with time zone,
	"wager_until" timestamp with time zone,
	"wager_days" integer,
	"source_reference" text NOT NULL,
	"deposit_id" bigint,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"end_reason" text,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_gifts_bonus_not_negative" CHECK ("player_gifts"."bonus_cents" >= 0),
	CONSTRAINT "player_gifts_wagered_not_negative" CHECK ("player_gifts"."wagered_cents" >= 0),
	CONSTRAINT "player_gifts_spins_left" CHECK ("player_gifts"."freespins_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"template_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"per_player" integer DEFAULT 1 NOT NULL,
	"per_device" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"device_fingerprint" text,
	"gift_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_actions" ADD COLUMN "gift_id" bigint;--> statement-breakpoint
ALTER TABLE "player_gifts" ADD CONSTRAINT "player_gifts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_gifts" ADD CONSTRAINT "player_gifts_template_id_gift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_template_id_gift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_runs_period" ON "cashback_runs" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_templates_key" ON "gift_templates" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "player_gifts_source" ON "player_gifts" USING btree ("source_reference");--> statement-breakpoint
CREATE INDEX "player_gifts_player" ON "player_gifts" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_gifts_wagering" ON "player_gifts" USING btree ("player_id","currency") WHERE stage = 'handle_bets';--> statement-breakpoint
CREATE INDEX "player_gifts_deadlines" ON "player_gifts" USING btree ("stage","activatable_until","wager_until");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_redemptions_player" ON "promo_redemptions" USING btree ("promo_code_id","player_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_device" ON "promo_redemptions" USING btree ("promo_code_id","device_fingerprint");