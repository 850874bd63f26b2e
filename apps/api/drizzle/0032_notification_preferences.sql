-- Notification preferences (issue 19 item 5, decision 108): one row per person and kind of mail
-- they set; a kind without a row has its default (on, except marketing). Transactional mail has
-- no kind here and cannot be turned off.
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"is_mail_on" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id", "kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("kind" in ('messages', 'pipeline', 'alerts', 'reminders', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'transactional' NOT NULL;
