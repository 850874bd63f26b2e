-- Decision 129: where a freelancer works from and the languages they speak. The country is an
-- ISO 3166-1 alpha-2 code, the time zone an IANA name (both checked by the API), the languages a
-- list of {language (ISO 639-1), level}; '' and [] when not given.
ALTER TABLE "users" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_languages_array_check" CHECK (jsonb_typeof("languages") = 'array');--> statement-breakpoint
-- The change feed of decision 125 covers the new columns: the talent index filters on the country,
-- the languages and the time zone, and a card shows the city (cached answers follow the index's version).
CREATE OR REPLACE FUNCTION talentport_user_search_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_role IS DISTINCT FROM 'freelancer'
     AND (TG_OP = 'DELETE' OR NEW.user_role IS DISTINCT FROM 'freelancer') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.user_role IS DISTINCT FROM 'freelancer' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND ROW(OLD.occupation, OLD.expertise, OLD.experience_level, OLD.working_mode,
       OLD.work_load, OLD.hourly_rate, OLD.monthly_rate, OLD.rating, OLD.number_of_rate, OLD.is_onboard,
       OLD.user_role, OLD.profile_visibility, OLD.last_active_at, OLD.erased_at, OLD.code,
       OLD.talent_quality, OLD.talent_text, OLD.talent_tsv,
       OLD.country, OLD.city, OLD.time_zone, OLD.languages)
     IS NOT DISTINCT FROM ROW(NEW.occupation, NEW.expertise, NEW.experience_level, NEW.working_mode,
       NEW.work_load, NEW.hourly_rate, NEW.monthly_rate, NEW.rating, NEW.number_of_rate, NEW.is_onboard,
       NEW.user_role, NEW.profile_visibility, NEW.last_active_at, NEW.erased_at, NEW.code,
       NEW.talent_quality, NEW.talent_text, NEW.talent_tsv,
       NEW.country, NEW.city, NEW.time_zone, NEW.languages) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_changes (kind, row_id) VALUES ('talent', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Saved talent searches (decision 114) match on the country, the languages and the time zone too:
-- changing them makes a profile new to the searches it now matches.
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
       OLD.work_load, OLD.hourly_rate, OLD.monthly_rate, OLD.describe_yourself, OLD.portfolio, OLD.portfolio_titles,
       OLD.country, OLD.time_zone, OLD.languages)
     IS DISTINCT FROM ROW(NEW.fullname, NEW.occupation, NEW.skills, NEW.expertise, NEW.experience_level,
       NEW.working_mode, NEW.work_load, NEW.hourly_rate, NEW.monthly_rate, NEW.describe_yourself, NEW.portfolio,
       NEW.portfolio_titles, NEW.country, NEW.time_zone, NEW.languages) THEN
    NEW.talent_fresh_at := now();
  END IF;
  RETURN NEW;
END $$;
