-- One conversation per hire (decision 061): a hire used to open a second, "working" conversation
-- next to the pair's hiring conversation about the same opportunity. Merge each such pair into the
-- hiring conversation: the working conversation's messages follow the hiring history (seqs shifted
-- past it), members and read markers carry over, and the thread becomes the working conversation.
CREATE TEMPORARY TABLE "conversation_merges" AS
SELECT w."id" AS "working_id", h."id" AS "hiring_id", w."key" AS "working_key", w."engagement_id",
  h."last_seq" AS "shift"
FROM "conversations" w
JOIN "applications" a ON a."id" = w."engagement_id"
JOIN "conversations" h ON h."key" = 'hiring:' || a."opportunity_id" || ':' || a."applicant_user_id"
WHERE w."type" = 'workingConv';
--> statement-breakpoint
UPDATE "messages" m SET "conversation_id" = c."hiring_id", "seq" = m."seq" + c."shift"
FROM "conversation_merges" c WHERE m."conversation_id" = c."working_id";
--> statement-breakpoint
UPDATE "conversation_members" hm
SET "last_read_seq" = wm."last_read_seq" + c."shift", "notified_seq" = wm."notified_seq" + c."shift"
FROM "conversation_merges" c, "conversation_members" wm
WHERE hm."conversation_id" = c."hiring_id" AND wm."conversation_id" = c."working_id"
  AND wm."user_id" = hm."user_id" AND wm."last_read_seq" > 0;
--> statement-breakpoint
INSERT INTO "conversation_members" ("conversation_id", "user_id", "last_read_seq", "notified_seq", "last_notified_at", "joined_at")
SELECT c."hiring_id", wm."user_id",
  CASE WHEN wm."last_read_seq" > 0 THEN wm."last_read_seq" + c."shift" ELSE 0 END,
  CASE WHEN wm."notified_seq" > 0 THEN wm."notified_seq" + c."shift" ELSE 0 END,
  wm."last_notified_at", wm."joined_at"
FROM "conversation_merges" c JOIN "conversation_members" wm ON wm."conversation_id" = c."working_id"
ON CONFLICT ("conversation_id", "user_id") DO NOTHING;
--> statement-breakpoint
UPDATE "conversations" h
SET "last_seq" = h."last_seq" + w."last_seq",
  "last_message_at" = CASE WHEN w."last_message_at" IS NULL THEN h."last_message_at"
    ELSE greatest(h."last_message_at", w."last_message_at") END
FROM "conversation_merges" c, "conversations" w
WHERE h."id" = c."hiring_id" AND w."id" = c."working_id";
--> statement-breakpoint
DELETE FROM "conversations" w USING "conversation_merges" c WHERE w."id" = c."working_id";
--> statement-breakpoint
UPDATE "conversations" h
SET "type" = 'workingConv', "key" = c."working_key", "engagement_id" = c."engagement_id"
FROM "conversation_merges" c WHERE h."id" = c."hiring_id";
--> statement-breakpoint
DROP TABLE "conversation_merges";
--> statement-breakpoint
-- Decisions that can be taken back (decision 060).
ALTER TABLE "applications" ADD COLUMN "undo_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "undo_status" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "deliver_after" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "ref" text;
--> statement-breakpoint
CREATE INDEX "notifications_ref_idx" ON "notifications" ("ref") WHERE "ref" IS NOT NULL;
--> statement-breakpoint
-- Support that tells the truth: answered, closed and who handles it.
ALTER TABLE "conversations" ADD COLUMN "support_replied_seq" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "support_closed_seq" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "support_assignee_staff_id" uuid REFERENCES "staff_accounts"("id");
--> statement-breakpoint
UPDATE "conversations" c SET "support_replied_seq" = coalesce(
  (SELECT max(m."seq") FROM "messages" m WHERE m."conversation_id" = c."id" AND m."sender_staff_id" IS NOT NULL), 0)
WHERE c."type" = 'supportConv';
