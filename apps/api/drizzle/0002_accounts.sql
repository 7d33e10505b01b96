CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"to" text NOT NULL,
	"locale" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"email" text NOT NULL,
	"name" text,
	"subject" text,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_documents_size" CHECK ("kyc_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_groups" (
	"player_id" bigint NOT NULL,
	"group_id" integer NOT NULL,
	"source" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_groups_player_id_group_id_pk" PRIMARY KEY("player_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"password_hash" text,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"date_of_birth" date,
	"country" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"state" text,
	"mobile_phone" text,
	"profession" text,
	"receive_promos" boolean DEFAULT false NOT NULL,
	"receive_sms_promos" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"autoregistered" boolean DEFAULT false NOT NULL,
	"deposit_bonus_code" text,
	"can_issue_bonuses" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"sumsub_verified" boolean DEFAULT false NOT NULL,
	"license_name" text,
	"sow_questionnaire_expires_at" timestamp with time zone,
	"level" text DEFAULT 'level_1' NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"two_factor_secret" text,
	"two_factor_enabled_at" timestamp with time zone,
	"two_factor_last_step" bigint,
	"stag" text,
	"affb_id" text,
	"registration_dfpc" text,
	"registration_variant" text,
	"registration_ip" text,
	"registration_country" text,
	"sign_in_count" integer DEFAULT 0 NOT NULL,
	"current_sign_in_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"current_sign_in_ip" text,
	"last_sign_in_ip" text,
	"password_changed_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"chat_restore_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"type" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"country" text,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_accounts" ADD CONSTRAINT "player_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_groups" ADD CONSTRAINT "player_groups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_created" ON "mail_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_to" ON "mail_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_lookup" ON "auth_failures" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_player" ON "auth_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "kyc_documents_player" ON "kyc_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_accounts_currency" ON "player_accounts" USING btree ("player_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "player_accounts_one_active" ON "player_accounts" USING btree ("player_id") WHERE "player_accounts"."active";--> statement-breakpoint
CREATE INDEX "player_groups_group" ON "player_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email" ON "players" USING btree ("email_normalized");--> statement-breakpoint
CREATE INDEX "recovery_codes_player" ON "recovery_codes" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "security_events_player" ON "security_events" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_type" ON "security_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_player" ON "sessions" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;