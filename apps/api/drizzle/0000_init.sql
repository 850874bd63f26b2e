CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"role" text NOT NULL,
	"owner_user_id" uuid,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"company_location" text DEFAULT '' NOT NULL,
	"company_industry" text DEFAULT '' NOT NULL,
	"about_business" text DEFAULT '' NOT NULL,
	"hired" integer DEFAULT 0 NOT NULL,
	"post" integer DEFAULT 0 NOT NULL,
	"recruited" integer DEFAULT 0 NOT NULL,
	"company_size" text DEFAULT '' NOT NULL,
	"fb_url" text DEFAULT '' NOT NULL,
	"linked_in_url" text DEFAULT '' NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"phone_code" text DEFAULT '65' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_role_check" CHECK ("companies"."role" in ('employer', 'agency')),
	CONSTRAINT "companies_counts_check" CHECK ("companies"."hired" >= 0 and "companies"."post" >= 0 and "companies"."recruited" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"fullname" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verify" boolean DEFAULT false NOT NULL,
	"email_verify_code" text,
	"nationality" text DEFAULT '' NOT NULL,
	"phone_code" text DEFAULT '65' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_verify" boolean DEFAULT false NOT NULL,
	"is_whatsapp" boolean DEFAULT false NOT NULL,
	"password_previous" text,
	"password_hash" text,
	"user_role" text,
	"merchant_code" text DEFAULT '' NOT NULL,
	"hourly_rate" text DEFAULT '0' NOT NULL,
	"monthly_rate" text DEFAULT '0' NOT NULL,
	"describe_yourself" text DEFAULT '' NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_level" text DEFAULT '' NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"working_mode" text DEFAULT '' NOT NULL,
	"work_load" text DEFAULT '' NOT NULL,
	"work_experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"portfolio" text DEFAULT '' NOT NULL,
	"linked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_detail" jsonb,
	"date_of_birth" date,
	"number_of_rate" integer DEFAULT 0 NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"is_hiring" boolean DEFAULT false NOT NULL,
	"professional" boolean DEFAULT false NOT NULL,
	"verify_expired_at" timestamp with time zone,
	"is_onboard" boolean DEFAULT false NOT NULL,
	"avatar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resume" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"direct_sign_up" boolean DEFAULT true NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"company_industry" text DEFAULT '' NOT NULL,
	"company_location" text DEFAULT '' NOT NULL,
	"company_id" uuid,
	"referred_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."user_role" is null or "users"."user_role" in ('freelancer', 'employer', 'agency')),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_key" ON "companies" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_key" ON "companies" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_code_key" ON "users" USING btree ("code");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_code","phone");