-- Saved talent searches and their alerts (issue 19 item 4, decision 114). A saved search looks for
-- listings (`opportunity`, decision 108) or for people (`talent`). A freelancer is new to a talent
-- search when `talent_fresh_at` falls in its window: the moment the profile last became listed
-- (onboarded and not hidden) or, while listed, last changed something the search matches on.
ALTER TABLE "saved_searches" ADD COLUMN "target" text DEFAULT 'opportunity' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_target_check" CHECK ("target" in ('opportunity', 'talent'));--> statement-breakpoint
-- Guests save opportunity searches only.
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_talent_owner_check" CHECK ("target" = 'opportunity' OR "user_id" IS NOT NULL);--> statement-breakpoint
DROP INDEX IF EXISTS "saved_searches_user_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" ("user_id", "target", "created_at" DESC) WHERE "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "talent_fresh_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_user_talent_fresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  listed boolean := coalesce(NEW.user_role = 'freelancer' AND NEW.is_onboard AND NEW.profile_visibility <> 'hidden', false);
BEGIN
  IF NOT listed THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT'
     OR NOT coalesce(OLD.user_role = 'freelancer' AND OLD.is_onboard AND OLD.profile_visibility <> 'hidden', false)
     OR ROW(OLD.fullname, OLD.occupation, OLD.skills, OLD.expertise, OLD.experience_level, OLD.working_mode,
       OLD.work_load, OLD.hourly_rate, OLD.monthly_rate, OLD.describe_yourself, OLD.portfolio, OLD.portfolio_titles)
     IS DISTINCT FROM ROW(NEW.fullname, NEW.occupation, NEW.skills, NEW.expertise, NEW.experience_level,
       NEW.working_mode, NEW.work_load, NEW.hourly_rate, NEW.monthly_rate, NEW.describe_yourself, NEW.portfolio,
       NEW.portfolio_titles) THEN
    NEW.talent_fresh_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_talent_fresh" BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION talentport_user_talent_fresh();--> statement-breakpoint
-- The alert job reads the few profiles fresh in a window, then applies the search's filters to them.
CREATE INDEX "users_talent_fresh_idx" ON "users" USING btree ("talent_fresh_at") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
-- Each person alerts a talent search once, whatever happens to the schedule or the profile.
CREATE TABLE "saved_search_talent_matches" (
	"search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_talent_matches_pkey" PRIMARY KEY ("search_id", "user_id")
);
