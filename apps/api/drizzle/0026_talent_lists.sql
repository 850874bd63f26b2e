-- Talent lists (decision 102): named shortlists of freelancers owned by an employer's or agency's
-- company and shared by its whole team, each entry with a note private to that team.
CREATE TABLE "talent_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"created_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_lists_name_check" CHECK (char_length("name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "talent_lists_company_name_key" ON "talent_lists" ("company_id", lower("name"));
--> statement-breakpoint
CREATE INDEX "talent_lists_company_idx" ON "talent_lists" ("company_id", "updated_at" DESC);
--> statement-breakpoint
CREATE TABLE "talent_list_entries" (
	"list_id" uuid NOT NULL REFERENCES "talent_lists"("id") ON DELETE CASCADE,
	"freelancer_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"note" text DEFAULT '' NOT NULL,
	"added_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_list_entries_pkey" PRIMARY KEY ("list_id", "freelancer_user_id"),
	CONSTRAINT "talent_list_entries_note_check" CHECK (char_length("note") <= 2000)
);
--> statement-breakpoint
CREATE INDEX "talent_list_entries_list_idx" ON "talent_list_entries" ("list_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "talent_list_entries_freelancer_idx" ON "talent_list_entries" ("freelancer_user_id");
