CREATE TABLE "adventure_day_progress" (
	"player_id" bigint NOT NULL,
	"set_key" text NOT NULL,
	"day" integer NOT NULL,
	"window_start" date NOT NULL,
	"best_deposit_eur_cents" bigint NOT NULL,
	"wagered_eur_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adventure_day_progress_player_id_set_key_day_window_start_pk" PRIMARY KEY("player_id","set_key","day","window_start")
);
--> statement-breakpoint
CREATE TABLE "adventure_players" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adventure_steps" (
	"player_id" bigint NOT NULL,
	"set_key" text NOT NULL,
	"step" integer NOT NULL,
	"completed_on" date NOT NULL,
	"label" text NOT NULL,
	"gift_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adventure_steps_player_id_set_key_step_pk" PRIMARY KEY("player_id","set_key","step")
);
--> statement-breakpoint
ALTER TABLE "adventure_day_progress" ADD CONSTRAINT "adventure_day_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_players" ADD CONSTRAINT "adventure_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_steps" ADD CONSTRAINT "adventure_steps_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_steps" ADD CONSTRAINT "adventure_steps_gift_id_player_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."player_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adventure_steps_gift" ON "adventure_steps" USING btree ("gift_id");