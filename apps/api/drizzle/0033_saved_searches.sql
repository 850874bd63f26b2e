-- Saved opportunity searches and their alerts (issue 19 item 4, decision 108). A search belongs to
-- an account, or to a guest's email address once confirmed (double opt-in). Listings published
-- after `checked_until` are new to it; `next_due_at` is when its frequency next allows a mail.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"guest_email" text,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_until" timestamp with time zone NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"unsubscribe_key" text NOT NULL,
	CONSTRAINT "saved_searches_owner_check" CHECK (("user_id" IS NULL) <> ("guest_email" IS NULL)),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" ("user_id", "created_at" DESC) WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "saved_searches_guest_idx" ON "saved_searches" ("guest_email", "created_at" DESC) WHERE "guest_email" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" ("next_due_at") WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_confirm_token_idx" ON "saved_searches" ("confirm_token_hash") WHERE "confirm_token_hash" IS NOT NULL;
--> statement-breakpoint
-- Each listing alerts a search once, whatever happens to the schedule.
CREATE TABLE "saved_search_matches" (
	"search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
	"opportunity_id" uuid NOT NULL REFERENCES "opportunities"("id") ON DELETE CASCADE,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_pkey" PRIMARY KEY ("search_id", "opportunity_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
