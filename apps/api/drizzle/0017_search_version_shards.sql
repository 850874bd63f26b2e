-- Search core (decision 057): the listing version that search caches compare against is spread
-- over 16 rows, one picked by the listing's id, so concurrent listing writes no longer queue on one
-- row lock until commit. A cache reads the sum of the rows: every bump raises the sum, and only
-- committed bumps are seen (a sequence would be seen before its transaction commits).
INSERT INTO "search_versions" ("name", "version")
  SELECT 'opportunities/' || shard, 0 FROM generate_series(0, 15) AS shard
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_opportunity_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  listing uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'open' AND NOT OLD.is_hidden THEN
    PERFORM talentport_count_opportunity(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'open' AND NOT NEW.is_hidden THEN
    PERFORM talentport_count_opportunity(NEW, 1);
  END IF;
  UPDATE search_versions SET version = version + 1
    WHERE name = 'opportunities/' || (abs(hashtext(listing::text)) % 16);
  RETURN NULL;
END $$;
