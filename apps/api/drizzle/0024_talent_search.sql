-- Talent search (issue 18, decisions 099 and 100): who may see a freelancer, their availability,
-- and the search columns and indexes of the talent directory.
ALTER TABLE "users" ADD COLUMN "profile_visibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_visibility_check" CHECK ("profile_visibility" in ('public', 'members', 'hidden'));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_to_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The last request of any of the person's sessions (kept by a trigger on sessions): "recently active".
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "last_active_at" = coalesce((SELECT max(s."last_seen_at") FROM "sessions" s WHERE s."user_id" = u."id"), u."created_at");--> statement-breakpoint
-- A rate as a number: profiles keep rates as text ("25", "25.5"); anything else counts as none (0).
CREATE OR REPLACE FUNCTION talentport_rate(rate text) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN rate ~ '^\s*[0-9]{1,9}(\.[0-9]{1,4})?\s*$' THEN trim(rate)::double precision ELSE 0 END;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_rate_value" double precision GENERATED ALWAYS AS (talentport_rate("hourly_rate")) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "monthly_rate_value" double precision GENERATED ALWAYS AS (talentport_rate("monthly_rate")) STORED;--> statement-breakpoint
-- "Best match" without a keyword (0..1): reviews first, then a complete card (decision 099).
ALTER TABLE "users" ADD COLUMN "talent_quality" double precision GENERATED ALWAYS AS (
  0.45 * least(greatest("rating", 0), 5) / 5 * (CASE WHEN "number_of_rate" > 0 THEN 1 ELSE 0 END)
  + 0.2 * least("number_of_rate", 20) / 20.0
  + 0.1 * (CASE WHEN jsonb_array_length("avatar") > 0 THEN 1 ELSE 0 END)
  + 0.1 * (CASE WHEN char_length("describe_yourself") >= 80 THEN 1 ELSE 0 END)
  + 0.1 * (CASE WHEN cardinality("skills") >= 3 THEN 1 ELSE 0 END)
  + 0.05 * (CASE WHEN char_length("portfolio") > 0 THEN 1 ELSE 0 END)
) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "talent_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "fullname" || ' ' || "occupation"), 'A')
  || setweight(to_tsvector('english', talentport_join_words("skills")), 'B')
  || setweight(to_tsvector('english', left("describe_yourself", 2000) || ' ' || left("portfolio", 2000)), 'C')
) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "talent_text" text GENERATED ALWAYS AS (lower("fullname" || ' ' || "occupation" || ' ' || talentport_join_words("skills"))) STORED;--> statement-breakpoint
-- Every index holds the listed freelancers only: onboarded, not hidden.
CREATE INDEX IF NOT EXISTS "users_talent_quality_idx" ON "users" USING btree ("talent_quality" DESC, "code") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_rating_idx" ON "users" USING btree ("rating" DESC, "number_of_rate" DESC, "code") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
-- Rate sorts: "lowest rate" puts people who gave no rate (0) last; "highest rate" does so anyway.
CREATE INDEX IF NOT EXISTS "users_talent_hourly_low_idx" ON "users" USING btree (("hourly_rate_value" = 0), "hourly_rate_value", "code") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_hourly_high_idx" ON "users" USING btree ("hourly_rate_value" DESC, "code") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_monthly_low_idx" ON "users" USING btree (("monthly_rate_value" = 0), "monthly_rate_value", "code") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_monthly_high_idx" ON "users" USING btree ("monthly_rate_value" DESC, "code") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_active_idx" ON "users" USING btree ("last_active_at" DESC, "code") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_tsv_idx" ON "users" USING gin ("talent_tsv") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_text_trgm_idx" ON "users" USING gin ("talent_text" gin_trgm_ops) WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_filters_idx" ON "users" USING btree ("occupation", "experience_level") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_work_idx" ON "users" USING btree ("work_load", "working_mode") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_expertise_idx" ON "users" USING gin ("expertise") WHERE "user_role" = 'freelancer' and "is_onboard" and "profile_visibility" <> 'hidden';--> statement-breakpoint
-- The talent search version (decision 099): 'talent' and 16 shards, bumped by every change a
-- talent card or an agency card shows, so every instance's cached answers are dropped within a second.
INSERT INTO "search_versions" ("name", "version") VALUES ('talent', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "search_versions" ("name", "version")
  SELECT 'talent/' || shard, 0 FROM generate_series(0, 15) AS shard
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_bump_talent(row_id uuid) RETURNS void
  LANGUAGE sql AS $$
  UPDATE search_versions SET version = version + 1 WHERE name = 'talent/' || (abs(hashtext(row_id::text)) % 16);
$$;--> statement-breakpoint
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
       OLD.profile_visibility, OLD.available_from, OLD.open_to_offers)
     IS NOT DISTINCT FROM ROW(NEW.fullname, NEW.occupation, NEW.skills, NEW.expertise, NEW.experience_level,
       NEW.working_mode, NEW.work_load, NEW.hourly_rate, NEW.monthly_rate, NEW.describe_yourself, NEW.portfolio,
       NEW.avatar, NEW.rating, NEW.number_of_rate, NEW.nationality, NEW.is_onboard, NEW.user_role,
       NEW.profile_visibility, NEW.available_from, NEW.open_to_offers) THEN
    RETURN NULL;
  END IF;
  PERFORM talentport_bump_talent(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates row by row (most change nothing a card shows); inserts and deletes once per statement
-- (a bulk load bumps one random shard once, not once per row).
CREATE TRIGGER "users_talent_changed" AFTER UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION talentport_user_talent_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_users_added_or_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_versions SET version = version + 1 WHERE name = 'talent/' || floor(random() * 16)::integer;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_talent_added_or_removed" AFTER INSERT OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION talentport_users_added_or_removed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_company_talent_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM talentport_bump_talent(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_talent_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION talentport_company_talent_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_highlight_talent_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM talentport_bump_talent(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profile_highlights_talent_changed" AFTER INSERT OR UPDATE OR DELETE ON "profile_highlights"
  FOR EACH ROW EXECUTE FUNCTION talentport_highlight_talent_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION talentport_session_seen() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_active_at = NEW.last_seen_at
    WHERE id = NEW.user_id AND last_active_at < NEW.last_seen_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_seen_active" AFTER INSERT OR UPDATE OF "last_seen_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION talentport_session_seen();
