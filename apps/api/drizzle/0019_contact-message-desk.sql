ALTER TABLE "contact_messages" ADD COLUMN "support_group" text DEFAULT '1' NOT NULL;--> statement-breakpoint
UPDATE "contact_messages" SET "support_group" = '26' WHERE "player_id" IS NULL;