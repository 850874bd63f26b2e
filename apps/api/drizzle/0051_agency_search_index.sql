-- Issue 33 (decision 133): agencies found by keyword through indexes instead of a text search
-- vector computed for every agency on every count. The expression is agencies.ts's own (all four
-- columns are NOT NULL), so what matches does not change.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "agency_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('english', "name" || ' ' || "company_industry" || ' ' || "company_location" || ' ' || left("about_business", 2000))
) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_agency_tsv_idx" ON "companies" USING gin ("agency_tsv") WHERE "role" = 'agency';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_agency_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops) WHERE "role" = 'agency';
