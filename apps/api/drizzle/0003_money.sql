CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"fiat" text NOT NULL,
	"rate" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_currency_fiat_pk" PRIMARY KEY("currency","fiat")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint,
	"currency" text NOT NULL,
	"balance" bigint,
	"chain_head" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance" IS NULL OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_player_has_balance" CHECK (("ledger_accounts"."player_id" IS NULL) = ("ledger_accounts"."balance" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"player_id" bigint,
	"request_hash" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"chain_account_id" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" text,
	"amount_cents" bigint,
	"currency" text,
	"minutes" integer,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"pending_amount_cents" bigint,
	"pending_minutes" integer,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"pending_confirmed_at" timestamp with time zone,
	"pending_token_hash" text,
	"pending_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_addresses" (
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"address" text NOT NULL,
	"network" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_addresses_player_id_currency_pk" PRIMARY KEY("player_id","currency")
);
--> statement-breakpoint
CREATE TABLE "fraud_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"score" integer NOT NULL,
	"allowed" boolean NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"method_id" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"method_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"bonus_code" text,
	"saved_profile_id" bigint,
	"destination" jsonb,
	"redirect_url" text,
	"reason" text,
	"held_for_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_webhooks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_webhooks_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_chain_account_id_ledger_accounts_id_fk" FOREIGN KEY ("chain_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_kind" ON "ledger_accounts" USING btree ("player_id","kind","currency") WHERE "ledger_accounts"."player_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_brand_kind" ON "ledger_accounts" USING btree ("kind","currency") WHERE "ledger_accounts"."player_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_audits_kind" ON "ledger_audits" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time" ON "ledger_entries" USING btree ("account_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_transactions_player" ON "ledger_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_chain" ON "ledger_transactions" USING btree ("chain_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_live" ON "user_limits" USING btree ("player_id","type",coalesce("period", '')) WHERE "user_limits"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_token" ON "user_limits" USING btree ("pending_token_hash");--> statement-breakpoint
CREATE INDEX "user_limits_player" ON "user_limits" USING btree ("player_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_addresses_address" ON "crypto_addresses" USING btree ("provider","address");--> statement-breakpoint
CREATE INDEX "fraud_checks_player" ON "fraud_checks" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_profiles_token" ON "payment_profiles" USING btree ("provider","token");--> statement-breakpoint
CREATE INDEX "payment_profiles_player" ON "payment_profiles" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "payments_player" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_state" ON "payments" USING btree ("action","state");