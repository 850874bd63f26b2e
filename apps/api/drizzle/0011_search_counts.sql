-- Search core (decision 055): exact facet counts for listings kept per filter combination by a
-- trigger, in the same transaction as the listing change, and a version the caches of every
-- instance compare against.
CREATE TABLE "opportunity_facet_counts" (
	"type" text NOT NULL,
	"pay_type" text NOT NULL,
	"expertise" text NOT NULL,
	"occupation" text NOT NULL,
	"workload" text NOT NULL,
	"working_mode" text NOT NULL,
	"years_of_experience" integer NOT NULL,
	"deadline" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "opportunity_facet_counts_pk" PRIMARY KEY("type","pay_type","expertise","occupation","workload","working_mode","years_of_experience","deadline")
);
--> statement-breakpoint
CREATE TABLE "search_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "search_versions" ("name", "version") VALUES ('opportunities', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One listing counts once with expertise '' (the listing itself) and once per distinct area.
CREATE OR REPLACE FUNCTION talentport_count_opportunity(o opportunities, delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_facet_counts AS c
    (type, pay_type, expertise, occupation, workload, working_mode, years_of_experience, deadline, n)
    SELECT o.type, o.pay_type, e, o.occupation, o.workload, o.working_mode, o.years_of_experience,
      coalesce(o.deadline, 'infinity'::date), delta
    FROM (SELECT DISTINCT e FROM unnest(array['']::text[] || o.expertise) AS e) AS areas
  ON CONFLICT (type, pay_type, expertise, occupation, workload, working_mode, years_of_experience, deadline)
    DO UPDATE SET n = c.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_opportunity_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'open' AND NOT OLD.is_hidden THEN
    PERFORM talentport_count_opportunity(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'open' AND NOT NEW.is_hidden THEN
    PERFORM talentport_count_opportunity(NEW, 1);
  END IF;
  UPDATE search_versions SET version = version + 1 WHERE name = 'opportunities';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_insert_delete AFTER INSERT OR DELETE ON opportunities
  FOR EACH ROW EXECUTE FUNCTION talentport_opportunity_changed();
--> statement-breakpoint
-- Counter columns (applicants, reports) change often and are not shown in search: they do not fire it.
CREATE TRIGGER opportunities_search_update AFTER UPDATE ON opportunities
  FOR EACH ROW WHEN (
    (OLD.status, OLD.is_hidden, OLD.type, OLD.pay_type, OLD.expertise, OLD.occupation, OLD.workload,
     OLD.working_mode, OLD.years_of_experience, OLD.deadline, OLD.title, OLD.description, OLD.skills,
     OLD.pay_min, OLD.pay_max, OLD.is_featured, OLD.published_at, OLD.location, OLD.openings,
     OLD.experience_level, OLD.company_id)
    IS DISTINCT FROM
    (NEW.status, NEW.is_hidden, NEW.type, NEW.pay_type, NEW.expertise, NEW.occupation, NEW.workload,
     NEW.working_mode, NEW.years_of_experience, NEW.deadline, NEW.title, NEW.description, NEW.skills,
     NEW.pay_min, NEW.pay_max, NEW.is_featured, NEW.published_at, NEW.location, NEW.openings,
     NEW.experience_level, NEW.company_id)
  )
  EXECUTE FUNCTION talentport_opportunity_changed();
--> statement-breakpoint
-- Recounts everything (after a bulk load that bypassed the trigger, and once here for existing rows).
CREATE OR REPLACE FUNCTION talentport_rebuild_opportunity_counts() RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM opportunity_facet_counts;
  INSERT INTO opportunity_facet_counts
    (type, pay_type, expertise, occupation, workload, working_mode, years_of_experience, deadline, n)
    SELECT o.type, o.pay_type, areas.e, o.occupation, o.workload, o.working_mode, o.years_of_experience,
      coalesce(o.deadline, 'infinity'::date), count(*)::integer
    FROM opportunities o
    CROSS JOIN LATERAL (SELECT DISTINCT e FROM unnest(array['']::text[] || o.expertise) AS e) AS areas
    WHERE o.status = 'open' AND NOT o.is_hidden
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  UPDATE search_versions SET version = version + 1 WHERE name = 'opportunities';
END $$;
--> statement-breakpoint
SELECT talentport_rebuild_opportunity_counts();
