-- The search read model (decision 125, superseding 055–057): every API instance holds an in-memory
-- index of what is listed and patches it from this feed. Triggers add (kind, row id) in the
-- transaction of each change a search shows; instances read the rows past the last number they
-- handled, about once a second. Rows older than 15 minutes are deleted by the readers.
CREATE TABLE IF NOT EXISTS "search_changes" (
  "seq" bigserial PRIMARY KEY,
  "kind" text NOT NULL,
  "row_id" uuid NOT NULL,
  "changed_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_changes_changed_at_idx" ON "search_changes" ("changed_at");--> statement-breakpoint
-- Listings: the feed instead of the per-combination counts table (the index counts exactly).
CREATE OR REPLACE FUNCTION talentport_opportunity_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  listing uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  INSERT INTO search_changes (kind, row_id) VALUES ('opportunities', listing);
  UPDATE search_versions SET version = version + 1
    WHERE name = 'opportunities/' || (abs(hashtext(listing::text)) % 16);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION IF EXISTS talentport_rebuild_opportunity_counts();--> statement-breakpoint
DROP FUNCTION IF EXISTS talentport_count_opportunity(opportunities, integer);--> statement-breakpoint
DROP TABLE IF EXISTS "opportunity_facet_counts";--> statement-breakpoint
-- People: a freelancer (or a row that was one) whose listed facts, text, visibility, activity or
-- erasure changed.
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
       OLD.talent_quality, OLD.talent_text, OLD.talent_tsv)
     IS NOT DISTINCT FROM ROW(NEW.occupation, NEW.expertise, NEW.experience_level, NEW.working_mode,
       NEW.work_load, NEW.hourly_rate, NEW.monthly_rate, NEW.rating, NEW.number_of_rate, NEW.is_onboard,
       NEW.user_role, NEW.profile_visibility, NEW.last_active_at, NEW.erased_at, NEW.code,
       NEW.talent_quality, NEW.talent_text, NEW.talent_tsv) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_changes (kind, row_id) VALUES ('talent', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_search_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION talentport_user_search_changed();--> statement-breakpoint
-- A deletion requested, cancelled or carried out takes the person out of (or back into) the directory.
CREATE OR REPLACE FUNCTION talentport_deletion_search_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (kind, row_id) VALUES ('talent', CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "account_deletion_requests_search_changed" AFTER INSERT OR UPDATE OR DELETE ON "account_deletion_requests"
  FOR EACH ROW EXECUTE FUNCTION talentport_deletion_search_changed();
