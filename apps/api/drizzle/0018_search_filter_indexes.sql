-- Search core (decision 057): indexes that bound every statement of a search page.
-- The listing order within a tab without a pay type (projects, both tabs' counts), so a project page
-- walks an index and stops after the page instead of sorting every open project.
CREATE INDEX IF NOT EXISTS "opportunities_listing_type_idx" ON "opportunities" USING btree ("type","is_featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";--> statement-breakpoint
-- One per filter dimension: a search with few matches is answered from bitmaps of these (only the
-- matching entries are read), whatever the combination of filters.
CREATE INDEX IF NOT EXISTS "opportunities_years_idx" ON "opportunities" USING btree ("type","years_of_experience") WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opportunities_workload_idx" ON "opportunities" USING btree ("type","workload") WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opportunities_working_mode_idx" ON "opportunities" USING btree ("type","working_mode") WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opportunities_expertise_idx" ON "opportunities" USING gin ("expertise") WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";
--> statement-breakpoint
-- The keyword's postings of listed opportunities only: a keyword search on bitmaps reads this one
-- index instead of AND-ing the full-text index with a large index just for "listed".
CREATE INDEX IF NOT EXISTS "opportunities_search_tsv_listed_idx" ON "opportunities" USING gin ("search_tsv") WHERE "opportunities"."status" = 'open' and not "opportunities"."is_hidden";
