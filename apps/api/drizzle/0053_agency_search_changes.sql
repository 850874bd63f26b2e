-- Issue 33 (decision 146): agencies join the search read model. Each API instance holds an index
-- of the listed agencies (an agency company whose owner is onboarded), so the Agency tab's count
-- and pages no longer read and join every matching agency on each new keyword. This feed keeps it
-- fresh: a change to what an agency card or its keyword match shows, and an owner's onboarding.
CREATE OR REPLACE FUNCTION talentport_agency_search_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.role IS DISTINCT FROM 'agency'
     AND (TG_OP = 'DELETE' OR NEW.role IS DISTINCT FROM 'agency') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.role IS DISTINCT FROM 'agency' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND ROW(OLD.role, OLD.owner_user_id, OLD.code, OLD.name, OLD.company_industry,
       OLD.company_location, OLD.about_business, OLD.rating, OLD.number_of_rate)
     IS NOT DISTINCT FROM ROW(NEW.role, NEW.owner_user_id, NEW.code, NEW.name, NEW.company_industry,
       NEW.company_location, NEW.about_business, NEW.rating, NEW.number_of_rate) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_changes (kind, row_id) VALUES ('agencies', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "companies_agency_search_changed" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_agency_search_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION talentport_agency_search_changed();--> statement-breakpoint
-- An agency is listed while its owner is onboarded.
CREATE OR REPLACE FUNCTION talentport_agency_owner_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (kind, row_id)
    SELECT 'agencies', id FROM companies WHERE owner_user_id = NEW.id AND role = 'agency';
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_agency_owner_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_agency_owner_changed" AFTER UPDATE OF "is_onboard" ON "users"
  FOR EACH ROW WHEN (OLD.is_onboard IS DISTINCT FROM NEW.is_onboard)
  EXECUTE FUNCTION talentport_agency_owner_changed();--> statement-breakpoint
-- Agency names are matched like every other keyword (decision 146): the trigram index is unused.
DROP INDEX IF EXISTS "companies_agency_name_trgm_idx";
