-- One row per background job (decision 121): when it last started, succeeded and failed, the last
-- error, how many failures in a row (the backoff before the next attempt) and running totals.
-- Written by the job runner (storage/job-lease.ts) on every run of a leased job; read by the staff
-- console's "Background jobs" page and the /metrics scrape.
CREATE TABLE IF NOT EXISTS "job_runs" (
  "name" text PRIMARY KEY NOT NULL,
  "last_started_at" timestamp with time zone,
  "last_success_at" timestamp with time zone,
  "last_failure_at" timestamp with time zone,
  "last_error" text DEFAULT '' NOT NULL,
  "last_count" integer DEFAULT 0 NOT NULL,
  "consecutive_failures" integer DEFAULT 0 NOT NULL,
  "runs" bigint DEFAULT 0 NOT NULL,
  "failures" bigint DEFAULT 0 NOT NULL
);
