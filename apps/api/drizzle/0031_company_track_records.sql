-- A company's track record on every job page (decision 107), kept as counters updated in the
-- transactions of the events (applications, first answers, hires, messages), read as one row.
CREATE TABLE "company_track_records" (
	"company_id" uuid PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"applicants" integer DEFAULT 0 NOT NULL,
	"jobs_with_hire" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"median_first_answer_seconds" integer,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "company_track_records_counts_check" CHECK ("applicants" >= 0 AND "jobs_with_hire" >= 0 AND "answered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "application_first_answers" (
	"application_id" uuid PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"answered_at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "application_first_answers_seconds_check" CHECK ("seconds" >= 0)
);
--> statement-breakpoint
CREATE INDEX "application_first_answers_company_idx" ON "application_first_answers" ("company_id", "answered_at" DESC);
--> statement-breakpoint
-- Backfill. A first answer is the company's first message in the candidate's hiring or working
-- conversation, or the last recorded status change away from `new` (the history before this
-- migration keeps only the latest change, so this is an upper bound), whichever came first.
INSERT INTO "application_first_answers" ("application_id", "company_id", "answered_at", "seconds")
SELECT a."id", o."company_id", x."answered_at",
	greatest(0, floor(extract(epoch FROM x."answered_at" - a."created_at")))::int
FROM "applications" a
JOIN "opportunities" o ON o."id" = a."opportunity_id"
CROSS JOIN LATERAL (
	SELECT least(
		CASE WHEN a."status" NOT IN ('new', 'withdrawn') THEN a."status_changed_at" END,
		(SELECT min(m."created_at") FROM "messages" m
			JOIN "conversations" c ON c."id" = m."conversation_id"
			WHERE c."key" IN ('hiring:' || a."opportunity_id" || ':' || a."applicant_user_id", 'working:' || a."id")
			AND m."sender_user_id" IS NOT NULL AND m."sender_user_id" <> a."applicant_user_id")
	) AS "answered_at"
) x
WHERE x."answered_at" IS NOT NULL
ON CONFLICT ("application_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "company_track_records" ("company_id", "applicants", "jobs_with_hire", "answered", "median_first_answer_seconds", "last_active_at")
SELECT c."id",
	coalesce((SELECT sum(o."applicant_count")::int FROM "opportunities" o WHERE o."company_id" = c."id"), 0),
	(SELECT count(*)::int FROM "opportunities" o WHERE o."company_id" = c."id" AND o."hired_count" > 0),
	(SELECT count(*)::int FROM "application_first_answers" f WHERE f."company_id" = c."id"),
	(SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY r."seconds") FROM (
		SELECT f."seconds" FROM "application_first_answers" f WHERE f."company_id" = c."id"
		ORDER BY f."answered_at" DESC LIMIT 200) r),
	greatest(
		(SELECT max(o."updated_at") FROM "opportunities" o WHERE o."company_id" = c."id"),
		(SELECT max(f."answered_at") FROM "application_first_answers" f WHERE f."company_id" = c."id")
	)
FROM "companies" c
ON CONFLICT ("company_id") DO NOTHING;
