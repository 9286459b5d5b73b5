ALTER TABLE "message_reports" ADD COLUMN "organizer_emailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "message_reports_unemailed_idx" ON "message_reports" USING btree ("campaign_id") WHERE "message_reports"."organizer_emailed_at" is null;--> statement-breakpoint
-- Reports made before this were each e-mailed at once: none waits for a digest.
UPDATE "message_reports" SET "organizer_emailed_at" = "created_at";
