-- Work agreements (issue 34, decision 122): offers with terms and versions, fixed-price milestones,
-- hourly time entries and weekly timesheets, invoices numbered per issuer without gaps, billing
-- details on users and companies. Money is bigint minor units beside an ISO 4217 currency.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "billing" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "billing" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN IF NOT EXISTS "offer_id" uuid;
--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN IF NOT EXISTS "terms" jsonb;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "offers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "thread_id" uuid NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "opportunity_id" uuid NOT NULL REFERENCES "opportunities"("id") ON DELETE cascade,
  "client_company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "worker_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "worker_company_id" uuid REFERENCES "companies"("id") ON DELETE set null,
  "application_id" uuid REFERENCES "applications"("id") ON DELETE set null,
  "sent_by" text NOT NULL,
  "sent_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "status" text DEFAULT 'pending' NOT NULL,
  "terms" jsonb NOT NULL,
  "reason" text DEFAULT '' NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "seen_at" timestamp with time zone,
  "responded_at" timestamp with time zone,
  "responded_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "engagement_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "offers_status_check" CHECK ("status" in ('pending', 'accepted', 'declined', 'countered', 'withdrawn', 'expired')),
  CONSTRAINT "offers_sent_by_check" CHECK ("sent_by" in ('client', 'worker'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "offers_thread_version_key" ON "offers" ("thread_id", "version");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "offers_one_pending_key" ON "offers" ("opportunity_id", "worker_user_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_client_idx" ON "offers" ("client_company_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_worker_idx" ON "offers" ("worker_user_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_expiry_idx" ON "offers" ("expires_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "milestones" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "engagement_id" uuid NOT NULL REFERENCES "engagements"("id") ON DELETE cascade,
  "position" integer NOT NULL,
  "title" text NOT NULL,
  "amount" bigint NOT NULL,
  "currency" text NOT NULL,
  "due_date" date NOT NULL,
  "status" text NOT NULL,
  "proposed_by" text NOT NULL,
  "proposed_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "submitted_at" timestamp with time zone,
  "submission_note" text DEFAULT '' NOT NULL,
  "files" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "changes_note" text DEFAULT '' NOT NULL,
  "approved_at" timestamp with time zone,
  "approved_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "auto_approved" boolean DEFAULT false NOT NULL,
  "reminded_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "milestones_status_check" CHECK ("status" in ('proposed', 'active', 'submitted', 'changes_requested', 'approved', 'declined')),
  CONSTRAINT "milestones_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "milestones_engagement_position_key" ON "milestones" ("engagement_id", "position");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "milestones_submitted_idx" ON "milestones" ("submitted_at") WHERE "status" = 'submitted';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "timesheets" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "engagement_id" uuid NOT NULL REFERENCES "engagements"("id") ON DELETE cascade,
  "week_start" date NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "submitted_at" timestamp with time zone,
  "auto_submitted" boolean DEFAULT false NOT NULL,
  "approved_at" timestamp with time zone,
  "approved_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "auto_approved" boolean DEFAULT false NOT NULL,
  "dispute_reason" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "timesheets_status_check" CHECK ("status" in ('open', 'submitted', 'approved', 'disputed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "timesheets_engagement_week_key" ON "timesheets" ("engagement_id", "week_start");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timesheets_status_idx" ON "timesheets" ("status", "week_start");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "time_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "timesheet_id" uuid NOT NULL REFERENCES "timesheets"("id") ON DELETE cascade,
  "user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "work_date" date NOT NULL,
  "minutes" integer NOT NULL,
  "memo" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "time_entries_minutes_check" CHECK ("minutes" BETWEEN 1 AND 1440)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_entries_timesheet_idx" ON "time_entries" ("timesheet_id", "work_date");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoice_counters" (
  "issuer_key" text PRIMARY KEY NOT NULL,
  "last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "engagement_id" uuid NOT NULL REFERENCES "engagements"("id") ON DELETE cascade,
  "issuer_key" text NOT NULL,
  "sequence" integer NOT NULL,
  "number" text NOT NULL,
  "milestone_id" uuid REFERENCES "milestones"("id") ON DELETE set null,
  "timesheet_id" uuid REFERENCES "timesheets"("id") ON DELETE set null,
  "issuer" jsonb NOT NULL,
  "client" jsonb NOT NULL,
  "bank_detail" jsonb,
  "opportunity_title" text DEFAULT '' NOT NULL,
  "lines" jsonb NOT NULL,
  "currency" text NOT NULL,
  "total" bigint NOT NULL,
  "issued_on" date NOT NULL,
  "due_on" date NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "marked_paid_at" timestamp with time zone,
  "marked_paid_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "payment_reference" text DEFAULT '' NOT NULL,
  "received_at" timestamp with time zone,
  "received_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "overdue_reminded_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invoices_status_check" CHECK ("status" in ('open', 'marked_paid', 'paid')),
  CONSTRAINT "invoices_source_check" CHECK (num_nonnulls("milestone_id", "timesheet_id") <= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_issuer_sequence_key" ON "invoices" ("issuer_key", "sequence");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_milestone_key" ON "invoices" ("milestone_id") WHERE "milestone_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invoices_timesheet_key" ON "invoices" ("timesheet_id") WHERE "timesheet_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_engagement_idx" ON "invoices" ("engagement_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_unpaid_idx" ON "invoices" ("due_on") WHERE "status" <> 'paid';
