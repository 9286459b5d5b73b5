CREATE TABLE "nominee_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by_user_id" integer,
	"requested_by_recipient_access_id" integer,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"decided_by_admin_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"recipient_access_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payout_schedule_campaign_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "recipient_access_id" integer;--> statement-breakpoint
ALTER TABLE "nominee_change_requests" ADD CONSTRAINT "nominee_change_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominee_change_requests" ADD CONSTRAINT "nominee_change_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominee_change_requests" ADD CONSTRAINT "nominee_change_requests_requested_by_recipient_access_id_recipient_access_id_fk" FOREIGN KEY ("requested_by_recipient_access_id") REFERENCES "public"."recipient_access"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominee_change_requests" ADD CONSTRAINT "nominee_change_requests_decided_by_admin_id_users_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_sessions" ADD CONSTRAINT "recipient_sessions_recipient_access_id_recipient_access_id_fk" FOREIGN KEY ("recipient_access_id") REFERENCES "public"."recipient_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nominee_change_requests_campaign_idx" ON "nominee_change_requests" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "recipient_sessions_access_idx" ON "recipient_sessions" USING btree ("recipient_access_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_recipient_access_id_recipient_access_id_fk" FOREIGN KEY ("recipient_access_id") REFERENCES "public"."recipient_access"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_schedule_campaign_unique" ON "payout_schedule" USING btree ("campaign_id");