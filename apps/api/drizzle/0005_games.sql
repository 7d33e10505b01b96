CREATE TABLE "favorite_games" (
	"player_id" bigint NOT NULL,
	"version_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_games_player_id_version_id_pk" PRIMARY KEY("player_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"studio" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"studio" text NOT NULL,
	"round_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"game_id" integer NOT NULL,
	"studio" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"device" text NOT NULL,
	"country" text,
	"auth_session_id" text,
	"studio_session_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"provider_id" integer NOT NULL,
	"studio" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text NOT NULL,
	"engine" text NOT NULL,
	"preset" text NOT NULL,
	"categories" text[] NOT NULL,
	"badges" jsonb NOT NULL,
	"collections" text[] NOT NULL,
	"rtp_bp" integer NOT NULL,
	"volatility" text NOT NULL,
	"live" boolean NOT NULL,
	"demo" boolean NOT NULL,
	"devices" text[] NOT NULL,
	"bet_limits" jsonb NOT NULL,
	"art" jsonb NOT NULL,
	"popularity" integer NOT NULL,
	"released_at" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"search_title" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"studio" text NOT NULL,
	"action_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"original_action_id" text,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"ledger_transaction_id" bigint,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_actions_amount_not_negative" CHECK ("wallet_actions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_version_id_game_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."game_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_versions" ADD CONSTRAINT "game_versions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_actions" ADD CONSTRAINT "wallet_actions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_collections_slug" ON "game_collections" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_slug" ON "game_providers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_studio_round" ON "game_rounds" USING btree ("studio","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_time" ON "game_rounds" USING btree ("player_id","updated_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_versions_game_currency" ON "game_versions" USING btree ("game_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "games_identifier" ON "games" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_seo_title" ON "games" USING btree ("provider_id","seo_title");--> statement-breakpoint
CREATE INDEX "games_popularity" ON "games" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "games_categories" ON "games" USING gin ("categories");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_actions_studio_action" ON "wallet_actions" USING btree ("studio","action_id");--> statement-breakpoint
CREATE INDEX "wallet_actions_round" ON "wallet_actions" USING btree ("studio","round_id");