ALTER TABLE "users" ADD COLUMN "company_role" text;
--> statement-breakpoint
UPDATE "users" SET "company_role" = 'member' WHERE "company_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "company_role" = 'owner' FROM "companies" WHERE "companies"."owner_user_id" = "users"."id";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_role_check" CHECK ("users"."company_role" is null or "users"."company_role" in ('owner', 'admin', 'member'));
--> statement-breakpoint
ALTER TABLE "opportunity_reports" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;
