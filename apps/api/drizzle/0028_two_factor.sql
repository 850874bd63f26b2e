-- Two-factor sign-in (issue 23, decision 104): one TOTP secret per account (user or staff), its
-- recovery codes (hashed), and the short-lived pending log-ins that the second step redeems.
CREATE TABLE "two_factor_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
	"staff_id" uuid REFERENCES "staff_accounts"("id") ON DELETE cascade,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_secrets_owner_check" CHECK (("user_id" IS NULL) <> ("staff_id" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_secrets_user_key" ON "two_factor_secrets" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_secrets_staff_key" ON "two_factor_secrets" ("staff_id");--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_id" uuid NOT NULL REFERENCES "two_factor_secrets"("id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_recovery_codes_key" ON "two_factor_recovery_codes" ("secret_id", "code_hash");--> statement-breakpoint
CREATE TABLE "two_factor_pending_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
	"staff_id" uuid REFERENCES "staff_accounts"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"is_password_ok" boolean NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_pending_logins_owner_check" CHECK (("user_id" IS NULL) <> ("staff_id" IS NULL)),
	CONSTRAINT "two_factor_pending_logins_purpose_check" CHECK ("purpose" IN ('code', 'setup'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_pending_logins_token_key" ON "two_factor_pending_logins" ("token_hash");--> statement-breakpoint
CREATE INDEX "two_factor_pending_logins_expires_idx" ON "two_factor_pending_logins" ("expires_at");
