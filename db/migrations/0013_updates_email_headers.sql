DROP INDEX "campaign_updates_campaign_created_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "campaign_updates_campaign_created_idx" ON "campaign_updates" USING btree ("campaign_id","created_at","id");