CREATE TABLE "lootbox_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"group_key" text NOT NULL,
	"items" jsonb NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_lootboxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"template_id" integer,
	"template_key" text NOT NULL,
	"title" text NOT NULL,
	"group_key" text NOT NULL,
	"currency" text NOT NULL,
	"stage" text NOT NULL,
	"items" jsonb NOT NULL,
	"prize" jsonb,
	"prize_gift_id" bigint,
	"source_reference" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"entry_reference" text NOT NULL,
	"table_key" text NOT NULL,
	"drawn_index" integer NOT NULL,
	"prize" jsonb NOT NULL,
	"prize_gift_id" bigint,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_lootboxes" ADD CONSTRAINT "player_lootboxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_lootboxes" ADD CONSTRAINT "player_lootboxes_template_id_lootbox_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."lootbox_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lootbox_templates_key" ON "lootbox_templates" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "player_lootboxes_source" ON "player_lootboxes" USING btree ("source_reference");--> statement-breakpoint
CREATE INDEX "player_lootboxes_player" ON "player_lootboxes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_lootboxes_expiry" ON "player_lootboxes" USING btree ("stage","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_draws_entry" ON "prize_draws" USING btree ("entry_reference");--> statement-breakpoint
CREATE INDEX "prize_draws_player" ON "prize_draws" USING btree ("player_id","created_at");