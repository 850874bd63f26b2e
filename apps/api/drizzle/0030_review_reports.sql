-- Reports of reviews and staff moderation (decision 106). A hidden review leaves the public lists
-- and the rating arithmetic; its author and the reviewed side still see it, marked hidden.
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_staff_id" uuid REFERENCES "staff_accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"reporter_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "review_reports_status_check" CHECK ("status" in ('pending', 'upheld', 'dismissed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" ("review_id", "reporter_user_id");
--> statement-breakpoint
CREATE INDEX "review_reports_pending_idx" ON "review_reports" ("review_id", "created_at") WHERE "status" = 'pending';
