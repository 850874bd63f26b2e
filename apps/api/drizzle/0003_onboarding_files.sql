CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"company_id" uuid,
	"ref_type" text NOT NULL,
	"ref_code" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_ref_type_check" CHECK ("files"."ref_type" in ('avatar', 'resume')),
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "avatar" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_stored_name_key" ON "files" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "files_ref_idx" ON "files" USING btree ("ref_code","ref_type");