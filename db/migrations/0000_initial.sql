CREATE TABLE "campaign_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"ip_address" varchar(45),
	"user_agent" text,
	"visitor_hash" varchar(64) NOT NULL,
	"viewed_on" date DEFAULT CURRENT_DATE NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"organizer_name" text NOT NULL,
	"organizer_email" text NOT NULL,
	"organizer_phone" text,
	"organizer_relationship" text,
	"deceased_name" text NOT NULL,
	"deceased_date_of_passing" varchar(10),
	"deceased_year_of_birth" integer,
	"deceased_location" text,
	"tribute" text,
	"header_image" text,
	"deceased_photo" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text,
	"recipient_country" varchar(2) DEFAULT '' NOT NULL,
	"recipient_relationship" text,
	"recipient_payout_method" varchar(30),
	"goal" numeric(12, 2),
	"campaign_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"custom_url" varchar(80) NOT NULL,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"allow_sharing" boolean DEFAULT true NOT NULL,
	"consent_display_names" boolean DEFAULT false NOT NULL,
	"payout_status" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"contributor_name" text NOT NULL,
	"contributor_email" text,
	"contributor_relationship" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"stripe_payment_intent_id" text,
	"idempotency_key" varchar(64),
	"payment_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payout_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payout_date" timestamp with time zone,
	"payout_amount" numeric(12, 2),
	"platform_fee" numeric(12, 2),
	"processing_fee" numeric(12, 2),
	"revenue" numeric(12, 2),
	"payment_method" varchar(50) DEFAULT 'stripe' NOT NULL,
	"mobile_wallet_details" jsonb,
	"confirmation_code" varchar(100),
	"wallet_provider" varchar(50),
	"screenshot" text,
	"review_status" varchar(20),
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"tribute" text,
	"memory" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"hide_amount" boolean DEFAULT false NOT NULL,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" varchar(100) NOT NULL,
	"entity_type" varchar(50) NOT NULL,
	"entity_id" integer,
	"user_id" integer,
	"admin_id" integer,
	"details" jsonb,
	"ip_address" varchar(45),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"ip_address" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"campaign_name" text NOT NULL,
	"recipient_name" text,
	"recipient_phone" text,
	"recipient_country" varchar(2),
	"payout_method" varchar(30),
	"total_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"platform_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"processing_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payout_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"campaign_end_date" date,
	"payout_deadline" timestamp with time zone,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payout_date" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "recipient_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"recipient_phone" text NOT NULL,
	"access_code" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"bytes" integer NOT NULL,
	"ip_address" varchar(45),
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"user_id" integer,
	"sess" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"profile_image_url" text,
	"username" text,
	"country" varchar(2),
	"phone" text,
	"google_id" text,
	"password" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verification_token" text,
	"email_verification_expires" timestamp with time zone,
	"password_reset_token" text,
	"password_reset_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_views" ADD CONSTRAINT "campaign_views_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_schedule" ADD CONSTRAINT "payout_schedule_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_access" ADD CONSTRAINT "recipient_access_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_views_one_per_visitor_day" ON "campaign_views" USING btree ("campaign_id","visitor_hash","viewed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_custom_url_lower_unique" ON "campaigns" USING btree (lower("custom_url"));--> statement-breakpoint
CREATE INDEX "campaigns_organizer_created_idx" ON "campaigns" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_payment_intent_unique" ON "contributions" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_created_idx" ON "contributions" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payout_schedule_campaign_idx" ON "payout_schedule" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_access_code_unique" ON "recipient_access" USING btree ("access_code");--> statement-breakpoint
CREATE INDEX "recipient_access_campaign_idx" ON "recipient_access" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_unique" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("attached_at","created_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verification_token_unique" ON "users" USING btree ("email_verification_token");--> statement-breakpoint
CREATE UNIQUE INDEX "users_password_reset_token_unique" ON "users" USING btree ("password_reset_token");