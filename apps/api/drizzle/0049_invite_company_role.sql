-- Issue 35: the role a team invitation gives (admin or member), chosen when inviting.
ALTER TABLE "account_tokens" ADD COLUMN IF NOT EXISTS "company_role" text;--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT IF EXISTS "account_tokens_company_role_check";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_company_role_check" CHECK ("company_role" is null or "company_role" in ('admin', 'member'));
