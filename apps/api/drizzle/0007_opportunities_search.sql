-- Search support for opportunities (decision 009), created before the tables that use it.
-- pg_trgm gives typo-tolerant matching; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated column cannot call it; joining words with a space
-- does not depend on any setting, which makes this wrapper safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION talentport_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string(words, ' '), '');
