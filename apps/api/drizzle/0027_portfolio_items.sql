-- Portfolio case studies (decision 103): a freelancer's projects with pictures uploaded through the
-- file module (ref_type 'portfolio-image', public like avatars) and a link.
ALTER TABLE "files" DROP CONSTRAINT "files_ref_type_check";
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_ref_type_check" CHECK ("ref_type" in ('avatar', 'resume', 'chat-attachment', 'attachment', 'portfolio-image'));
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_title_check" CHECK (char_length("title") BETWEEN 1 AND 120)
);
--> statement-breakpoint
CREATE INDEX "portfolio_items_user_idx" ON "portfolio_items" ("user_id", "created_at" DESC);
