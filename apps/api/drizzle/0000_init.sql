CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"licence" text
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"licence" text,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_snippets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "client_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_attributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"player_id" bigint,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_files" ADD CONSTRAINT "cms_files_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_snippets" ADD CONSTRAINT "cms_snippets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_files_brand_locale_key" ON "cms_files" USING btree ("brand_id","locale","key");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_brand_locale_path" ON "cms_pages" USING btree ("brand_id","locale","path");--> statement-breakpoint
CREATE INDEX "cms_pages_brand_locale_slug" ON "cms_pages" USING btree ("brand_id","locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_snippets_brand_locale_key" ON "cms_snippets" USING btree ("brand_id","locale","key");--> statement-breakpoint
CREATE INDEX "notifications_player" ON "notifications" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_expiry" ON "notifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_events_pending" ON "outbox_events" USING btree ("processed_at","available_at");--> statement-breakpoint
CREATE INDEX "client_reports_kind_created" ON "client_reports" USING btree ("kind","created_at");