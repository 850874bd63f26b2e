-- Talent search reads the titles of a freelancer's case studies (issue 18: the keyword covers
-- "portfolio titles"; decision 099). The titles are copied onto the user row by a trigger on
-- portfolio_items, so the directory's full-text index stays one generated column of users.
ALTER TABLE "users" ADD COLUMN "portfolio_titles" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "portfolio_titles" = (
  SELECT string_agg(p."title", ' ' ORDER BY p."created_at") FROM "portfolio_items" p WHERE p."user_id" = u."id"
) WHERE EXISTS (SELECT 1 FROM "portfolio_items" p WHERE p."user_id" = u."id");--> statement-breakpoint
DROP INDEX IF EXISTS "users_talent_tsv_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "talent_tsv";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "talent_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "fullname" || ' ' || "occupation"), 'A')
  || setweight(to_tsvector('english', talentport_join_words("skills") || ' ' || left("portfolio_titles", 2000)), 'B')
  || setweight(to_tsvector('english', left("describe_yourself", 2000) || ' ' || left("portfolio", 2000)), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_tsv_idx" ON "users" USING gin ("talent_tsv") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_portfolio_titles_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  owner uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  UPDATE users SET portfolio_titles = coalesce(
    (SELECT string_agg(p.title, ' ' ORDER BY p.created_at) FROM portfolio_items p WHERE p.user_id = owner), '')
  WHERE id = owner;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "portfolio_items_titles" AFTER INSERT OR DELETE OR UPDATE OF "title" ON "portfolio_items"
  FOR EACH ROW EXECUTE FUNCTION talentport_portfolio_titles_changed();--> statement-breakpoint
-- A changed title changes what the directory finds: the talent search version moves with it.
CREATE OR REPLACE FUNCTION talentport_user_talent_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.user_role IS DISTINCT FROM 'freelancer' AND OLD.user_role IS DISTINCT FROM 'agency')
     AND (NEW.user_role IS DISTINCT FROM 'freelancer' AND NEW.user_role IS DISTINCT FROM 'agency') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND ROW(OLD.fullname, OLD.occupation, OLD.skills, OLD.expertise, OLD.experience_level,
       OLD.working_mode, OLD.work_load, OLD.hourly_rate, OLD.monthly_rate, OLD.describe_yourself, OLD.portfolio,
       OLD.avatar, OLD.rating, OLD.number_of_rate, OLD.nationality, OLD.is_onboard, OLD.user_role,
       OLD.profile_visibility, OLD.available_from, OLD.open_to_offers, OLD.portfolio_titles)
     IS NOT DISTINCT FROM ROW(NEW.fullname, NEW.occupation, NEW.skills, NEW.expertise, NEW.experience_level,
       NEW.working_mode, NEW.work_load, NEW.hourly_rate, NEW.monthly_rate, NEW.describe_yourself, NEW.portfolio,
       NEW.avatar, NEW.rating, NEW.number_of_rate, NEW.nationality, NEW.is_onboard, NEW.user_role,
       NEW.profile_visibility, NEW.available_from, NEW.open_to_offers, NEW.portfolio_titles) THEN
    RETURN NULL;
  END IF;
  PERFORM talentport_bump_talent(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
