-- Account deletion (issue 23 item 4, decision 111). A request waits 14 days (`due_at`); signing in
-- or cancelling sets `cancelled_at`; the erasure job walks `steps_done` (one transaction per step,
-- so a crash between steps resumes) and sets `erased_at` at the end. At most one open request per user.
CREATE TABLE "account_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"steps_done" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "account_deletion_requests_due_check" CHECK ("due_at" > "requested_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_open_key" ON "account_deletion_requests" ("user_id") WHERE "cancelled_at" IS NULL AND "erased_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "account_deletion_requests_due_idx" ON "account_deletion_requests" ("due_at") WHERE "cancelled_at" IS NULL AND "erased_at" IS NULL;
--> statement-breakpoint
-- An erased account keeps its row (others' messages, reviews and ledgers point at it), anonymised.
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;
