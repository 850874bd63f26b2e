-- Issue 35 (decision 131): an agency's bench, freelancers who agreed to be shown with the agency.
CREATE TABLE IF NOT EXISTS "agency_bench" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "agency_bench_pkey" PRIMARY KEY ("company_id", "user_id"),
	CONSTRAINT "agency_bench_status_check" CHECK ("status" in ('invited', 'active'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agency_bench_user_idx" ON "agency_bench" ("user_id");
--> statement-breakpoint
-- Agency cards in search show the bench: a change refreshes the cached search answers (decision 125).
DROP TRIGGER IF EXISTS "agency_bench_search_changed" ON "agency_bench";
--> statement-breakpoint
CREATE TRIGGER "agency_bench_search_changed" AFTER INSERT OR UPDATE OR DELETE ON "agency_bench"
  FOR EACH ROW EXECUTE FUNCTION talentport_deletion_search_changed();
