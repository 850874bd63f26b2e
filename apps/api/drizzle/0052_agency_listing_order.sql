-- Issue 33 (decision 139): the Agency tab's page in its own order (rating, reviews, code) read
-- from an index, not sorted from a scan of every company on every view.
CREATE INDEX IF NOT EXISTS "companies_agency_order_idx" ON "companies" ("rating" DESC, "number_of_rate" DESC, "code") WHERE "role" = 'agency';
