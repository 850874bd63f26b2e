CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"applicant_company_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"cover_letter" text NOT NULL,
	"proposed_rate" integer NOT NULL,
	"attachment_file_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'shortlisted', 'interviewing', 'hired', 'rejected', 'withdrawn')),
	CONSTRAINT "applications_rate_check" CHECK ("applications"."proposed_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"posted_by_user_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"occupation" text NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_level" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"working_mode" text NOT NULL,
	"workload" text NOT NULL,
	"pay_type" text NOT NULL,
	"pay_min" integer NOT NULL,
	"pay_max" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"deadline" date,
	"status" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"applicant_count" integer DEFAULT 0 NOT NULL,
	"new_applicant_count" integer DEFAULT 0 NOT NULL,
	"hired_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"search_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', talentport_join_words(skills)), 'B') || setweight(to_tsvector('english', left(description, 5000)), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || talentport_join_words(skills))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_type_check" CHECK ("opportunities"."type" in ('Job', 'Project')),
	CONSTRAINT "opportunities_status_check" CHECK ("opportunities"."status" in ('draft', 'open', 'paused', 'closed', 'filled')),
	CONSTRAINT "opportunities_pay_type_check" CHECK ("opportunities"."pay_type" in ('Monthly', 'Hourly', 'Fixed')),
	CONSTRAINT "opportunities_pay_check" CHECK ("opportunities"."pay_min" >= 0 and "opportunities"."pay_max" >= "opportunities"."pay_min"),
	CONSTRAINT "opportunities_counts_check" CHECK ("opportunities"."applicant_count" >= 0 and "opportunities"."new_applicant_count" >= 0 and "opportunities"."hired_count" >= 0 and "opportunities"."report_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "opportunity_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "opportunity_reports_status_check" CHECK ("opportunity_reports"."status" in ('pending', 'upheld', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "opportunity_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"invitee_user_id" uuid NOT NULL,
	"invited_by_user_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "opportunity_requests_status_check" CHECK ("opportunity_requests"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "saved_opportunities" (
	"user_id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_opportunities_user_id_opportunity_id_pk" PRIMARY KEY("user_id","opportunity_id")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_ref_type_check";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_company_id_companies_id_fk" FOREIGN KEY ("applicant_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_reports" ADD CONSTRAINT "opportunity_reports_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_reports" ADD CONSTRAINT "opportunity_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_requests" ADD CONSTRAINT "opportunity_requests_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_requests" ADD CONSTRAINT "opportunity_requests_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_requests" ADD CONSTRAINT "opportunity_requests_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_opportunities" ADD CONSTRAINT "saved_opportunities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_opportunities" ADD CONSTRAINT "saved_opportunities_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_opportunity_applicant_key" ON "applications" USING btree ("opportunity_id","applicant_user_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_opportunity_status_idx" ON "applications" USING btree ("opportunity_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_company_idx" ON "opportunities" USING btree ("company_id","type","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_listing_idx" ON "opportunities" USING btree ("type","pay_type","is_featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"deadline") WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";--> statement-breakpoint
CREATE INDEX "opportunities_filter_idx" ON "opportunities" USING btree ("type","occupation","working_mode","years_of_experience") WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";--> statement-breakpoint
CREATE INDEX "opportunities_search_tsv_idx" ON "opportunities" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "opportunities_search_text_trgm_idx" ON "opportunities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_reports_opportunity_reporter_key" ON "opportunity_reports" USING btree ("opportunity_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "opportunity_reports_status_idx" ON "opportunity_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_requests_opportunity_invitee_key" ON "opportunity_requests" USING btree ("opportunity_id","invitee_user_id");--> statement-breakpoint
CREATE INDEX "opportunity_requests_invitee_idx" ON "opportunity_requests" USING btree ("invitee_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_opportunities_user_idx" ON "saved_opportunities" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_ref_type_check" CHECK ("files"."ref_type" in ('avatar', 'resume', 'chat-attachment', 'attachment'));