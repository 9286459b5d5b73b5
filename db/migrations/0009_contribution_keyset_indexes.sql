DROP INDEX "contributions_campaign_created_idx";--> statement-breakpoint
CREATE INDEX "contributions_campaign_created_id_idx" ON "contributions" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contributions_campaign_pending_idx" ON "contributions" USING btree ("campaign_id","created_at","id") WHERE "contributions"."payment_status" = 'pending_review';