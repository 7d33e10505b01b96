CREATE TABLE "jackpot_contributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"studio" text NOT NULL,
	"action_id" text NOT NULL,
	"round_id" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"stake_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"contribution_basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"currency" text NOT NULL,
	"seed_cents" bigint NOT NULL,
	"must_drop_by_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"seeded_cents" bigint NOT NULL,
	"contributions_cents" bigint DEFAULT 0 NOT NULL,
	"wins_cents" bigint DEFAULT 0 NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_balanced" CHECK ("jackpot_pools"."amount_cents" = "jackpot_pools"."seeded_cents" + "jackpot_pools"."contributions_cents" - "jackpot_pools"."wins_cents" AND "jackpot_pools"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"studio" text NOT NULL,
	"action_id" text NOT NULL,
	"round_id" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"eur_cents" bigint NOT NULL,
	"generation" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"category" text NOT NULL,
	"providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_contributions_action_pool" ON "jackpot_contributions" USING btree ("studio","action_id","pool_id");--> statement-breakpoint
CREATE INDEX "jackpot_contributions_player" ON "jackpot_contributions" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_contributions_round" ON "jackpot_contributions" USING btree ("studio","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_jackpot_identifier" ON "jackpot_levels" USING btree ("jackpot_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_pools_level_currency" ON "jackpot_pools" USING btree ("level_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_action" ON "jackpot_wins" USING btree ("studio","action_id");--> statement-breakpoint
CREATE INDEX "jackpot_wins_created" ON "jackpot_wins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jackpot_wins_eur" ON "jackpot_wins" USING btree ("eur_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_identifier" ON "jackpots" USING btree ("identifier");