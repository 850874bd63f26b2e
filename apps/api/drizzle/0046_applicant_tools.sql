-- Applicant tools (issue 35, decision 127): screening questions on a listing and their answers on an
-- application, the new-applicant mail kind and each company member's choice of instant or daily
-- mail, with the daily digest's progress and the member's one-click unsubscribe key.
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("kind" in ('messages', 'pipeline', 'alerts', 'reminders', 'marketing', 'applicants'));
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE TABLE "applicant_mail_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"cadence" text DEFAULT 'instant' NOT NULL,
	"unsubscribe_key" text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"digest_sent_on" date,
	"digest_covered_until" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_mail_settings_cadence_check" CHECK ("cadence" in ('instant', 'daily'))
);
--> statement-breakpoint
CREATE INDEX "applicant_mail_settings_daily_idx" ON "applicant_mail_settings" ("user_id") WHERE "cadence" = 'daily';
