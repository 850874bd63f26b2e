-- Engagements and double-blind reviews (decisions 096 and 097). An engagement is a hire that stuck:
-- its id is the hired application's id (one hire, one engagement), which the working conversation
-- already carries as its `engagement_id` (decision 061).
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"opportunity_id" uuid NOT NULL REFERENCES "opportunities"("id") ON DELETE CASCADE,
	"client_company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"hired_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"worker_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"worker_company_id" uuid REFERENCES "companies"("id") ON DELETE SET NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"end_reason" text DEFAULT '' NOT NULL,
	"reviews_published_at" timestamp with time zone,
	CONSTRAINT "engagements_status_check" CHECK ("status" in ('active', 'completed', 'cancelled')),
	CONSTRAINT "engagements_ended_check" CHECK (("status" = 'active') = ("ended_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "engagements_worker_user_idx" ON "engagements" ("worker_user_id", "started_at" DESC);
--> statement-breakpoint
CREATE INDEX "engagements_worker_company_idx" ON "engagements" ("worker_company_id", "started_at" DESC) WHERE "worker_company_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "engagements_client_company_idx" ON "engagements" ("client_company_id", "started_at" DESC);
--> statement-breakpoint
CREATE INDEX "engagements_reveal_due_idx" ON "engagements" ("ended_at") WHERE "ended_at" IS NOT NULL AND "reviews_published_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL REFERENCES "engagements"("id") ON DELETE CASCADE,
	"reviewer_side" text NOT NULL,
	"reviewer_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"reviewed_user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"reviewed_company_id" uuid REFERENCES "companies"("id") ON DELETE CASCADE,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "reviews_side_check" CHECK ("reviewer_side" in ('client', 'worker')),
	CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_target_check" CHECK (("reviewed_user_id" IS NULL) <> ("reviewed_company_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_engagement_side_key" ON "reviews" ("engagement_id", "reviewer_side");
--> statement-breakpoint
CREATE INDEX "reviews_reviewed_user_idx" ON "reviews" ("reviewed_user_id", "published_at" DESC) WHERE "published_at" IS NOT NULL AND "reviewed_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "reviews_reviewed_company_idx" ON "reviews" ("reviewed_company_id", "published_at" DESC) WHERE "published_at" IS NOT NULL AND "reviewed_company_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "number_of_rate" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rating" double precision DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Hires made before engagements existed become active engagements from the day of the hire.
INSERT INTO "engagements" ("id", "opportunity_id", "client_company_id", "hired_by_user_id", "worker_user_id", "worker_company_id", "started_at")
SELECT a."id", a."opportunity_id", o."company_id", o."posted_by_user_id", a."applicant_user_id", a."applicant_company_id", a."status_changed_at"
FROM "applications" a JOIN "opportunities" o ON o."id" = a."opportunity_id"
WHERE a."status" = 'hired'
ON CONFLICT ("id") DO NOTHING;
