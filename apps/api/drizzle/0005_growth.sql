CREATE TABLE "held_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"waiting_for_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_highlights" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"highlighted_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"value" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_redemptions" integer NOT NULL,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"allowed_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0),
	CONSTRAINT "promo_codes_window_check" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at"),
	CONSTRAINT "promo_codes_redemptions_check" CHECK ("promo_codes"."redemption_count" >= 0 and "promo_codes"."redemption_count" <= "promo_codes"."max_redemptions"),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_entries_amount_check" CHECK ("reward_entries"."amount" <> 0),
	CONSTRAINT "reward_entries_reason_check" CHECK ("reward_entries"."reason" in ('welcome', 'referral-onboarded', 'referral-first-hire', 'promotion', 'highlight'))
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"target_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_manager_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "talent_manager_availability_range_check" CHECK ("talent_manager_availability"."weekday" between 0 and 6 and "talent_manager_availability"."start_minute" >= 0 and "talent_manager_availability"."end_minute" <= 1440 and "talent_manager_availability"."start_minute" < "talent_manager_availability"."end_minute" and "talent_manager_availability"."start_minute" % 30 = 0 and "talent_manager_availability"."end_minute" % 30 = 0)
);
--> statement-breakpoint
CREATE TABLE "talent_manager_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manager_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "talent_manager_bookings_status_check" CHECK ("talent_manager_bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "talent_manager_bookings_length_check" CHECK ("talent_manager_bookings"."ends_at" = "talent_manager_bookings"."starts_at" + interval '30 minutes')
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sample_key" double precision DEFAULT random() NOT NULL;--> statement-breakpoint
ALTER TABLE "held_rewards" ADD CONSTRAINT "held_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_rewards" ADD CONSTRAINT "held_rewards_waiting_for_user_id_users_id_fk" FOREIGN KEY ("waiting_for_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_highlights" ADD CONSTRAINT "profile_highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_manager_availability" ADD CONSTRAINT "talent_manager_availability_manager_id_staff_accounts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_manager_bookings" ADD CONSTRAINT "talent_manager_bookings_manager_id_staff_accounts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_manager_bookings" ADD CONSTRAINT "talent_manager_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_rewards_grant_key" ON "held_rewards" USING btree ("user_id","reason","source");--> statement-breakpoint
CREATE INDEX "held_rewards_waiting_idx" ON "held_rewards" USING btree ("waiting_for_user_id");--> statement-breakpoint
CREATE INDEX "profile_highlights_until_idx" ON "profile_highlights" USING btree ("highlighted_until");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_key" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_grant_key" ON "reward_entries" USING btree ("user_id","reason","source");--> statement-breakpoint
CREATE INDEX "reward_entries_user_created_idx" ON "reward_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_key" ON "short_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_target_path_key" ON "short_links" USING btree ("target_path");--> statement-breakpoint
CREATE INDEX "talent_manager_availability_manager_idx" ON "talent_manager_availability" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_manager_bookings_slot_key" ON "talent_manager_bookings" USING btree ("manager_id","starts_at") WHERE "talent_manager_bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "talent_manager_bookings_user_slot_key" ON "talent_manager_bookings" USING btree ("user_id","starts_at") WHERE "talent_manager_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "talent_manager_bookings_user_idx" ON "talent_manager_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_ref_idx" ON "mail_outbox" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "users_top_talent_sample_idx" ON "users" USING btree ("sample_key") WHERE "users"."user_role" = 'freelancer' and "users"."is_onboard" and "users"."email_verify";--> statement-breakpoint
CREATE INDEX "users_top_talent_occupation_idx" ON "users" USING btree ("occupation","sample_key") WHERE "users"."user_role" = 'freelancer' and "users"."is_onboard" and "users"."email_verify";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'cancelled'));