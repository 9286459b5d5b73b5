ALTER TABLE "campaigns" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_schedule" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payout_schedule" ADD COLUMN "paid_amount" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "campaign_views_created_idx" ON "campaign_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contributions_created_idx" ON "contributions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");