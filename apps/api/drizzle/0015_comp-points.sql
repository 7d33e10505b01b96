CREATE TABLE "comp_point_accruals" (
	"player_id" bigint NOT NULL,
	"bet_ref" text NOT NULL,
	"rate_key" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_point_accruals_player_id_bet_ref_pk" PRIMARY KEY("player_id","bet_ref")
);
--> statement-breakpoint
CREATE TABLE "comp_point_balances" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"chargeable" bigint DEFAULT 0 NOT NULL,
	"persistent" bigint DEFAULT 0 NOT NULL,
	"level_granted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comp_point_carries" (
	"player_id" bigint NOT NULL,
	"rate_key" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"denominator" bigint NOT NULL,
	CONSTRAINT "comp_point_carries_player_id_rate_key_pk" PRIMARY KEY("player_id","rate_key")
);
--> statement-breakpoint
CREATE TABLE "comp_point_category_weights" (
	"category" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comp_point_earning_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comp_point_exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"idempotency_key" text,
	"request_digest" text NOT NULL,
	"rate_id" integer NOT NULL,
	"type" text NOT NULL,
	"group" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"gift_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lootbox_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comp_point_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"group" text NOT NULL,
	"currency" text NOT NULL,
	"points" integer NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"gift_template_key" text,
	"lootbox_template_key" text,
	"lottery_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comp_point_accruals" ADD CONSTRAINT "comp_point_accruals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_balances" ADD CONSTRAINT "comp_point_balances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_carries" ADD CONSTRAINT "comp_point_carries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_exchanges" ADD CONSTRAINT "comp_point_exchanges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_exchanges_idempotency" ON "comp_point_exchanges" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "comp_point_exchanges_player" ON "comp_point_exchanges" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_rates_key" ON "comp_point_rates" USING btree ("key");--> statement-breakpoint
CREATE INDEX "comp_point_rates_type_currency" ON "comp_point_rates" USING btree ("type","currency");