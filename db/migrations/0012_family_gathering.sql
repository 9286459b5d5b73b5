CREATE TABLE "campaign_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"time_zone" varchar(64) NOT NULL,
	"venue_name" text NOT NULL,
	"venue_address" text NOT NULL,
	"livestream_url" text,
	"notes" text,
	"attending_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"body" text NOT NULL,
	"photo" text,
	"posted_by_name" text NOT NULL,
	"posted_by_role" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"party_size" smallint NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guestbook_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"message" text NOT NULL,
	"photo" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"guestbook_message_id" integer,
	"contribution_id" integer,
	"reason" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"source" varchar(20) NOT NULL,
	"unsubscribe_token" varchar(64) NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "share_wallet_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "thanks_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "anniversary_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "first_anniversary_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "wants_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "message_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "thanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_campaign_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."campaign_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestbook_messages" ADD CONSTRAINT "guestbook_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_guestbook_message_id_guestbook_messages_id_fk" FOREIGN KEY ("guestbook_message_id") REFERENCES "public"."guestbook_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_subscriptions" ADD CONSTRAINT "update_subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_starts_idx" ON "campaign_events" USING btree ("campaign_id","starts_at");--> statement-breakpoint
CREATE INDEX "campaign_updates_campaign_created_idx" ON "campaign_updates" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "event_rsvps_event_created_idx" ON "event_rsvps" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "guestbook_messages_campaign_created_idx" ON "guestbook_messages" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE "message_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "message_reports_campaign_idx" ON "message_reports" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "update_subscriptions_campaign_email_unique" ON "update_subscriptions" USING btree ("campaign_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "update_subscriptions_token_unique" ON "update_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "campaigns_first_anniversary_due_idx" ON "campaigns" USING btree ("deceased_date_of_passing") WHERE "campaigns"."first_anniversary_emailed_at" is null and "campaigns"."anniversary_emails";