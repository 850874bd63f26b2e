-- Data export requests (issue 23 item 3, decision 109). One row per request: prepared in the
-- background into a ZIP kept in the file storage under `storage_key`, announced by mail with a link
-- whose token is stored only as a SHA-256 hash. At most one request of a person is in progress.
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_key" text,
	"token_hash" text,
	"size" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("status" in ('pending', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" ("user_id", "requested_at" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_pending_key" ON "data_exports" ("user_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" ("requested_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "data_exports_ready_expiry_idx" ON "data_exports" ("expires_at") WHERE "status" = 'ready';
--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_key" ON "data_exports" ("token_hash") WHERE "token_hash" IS NOT NULL;
