ALTER TABLE "campaigns" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_view_count_idx" ON "campaigns" USING btree ("view_count","id");--> statement-breakpoint
-- The views recorded so far, counted once; from here on each recorded view adds one (record-campaign-view.server.ts).
UPDATE "campaigns" SET "view_count" = "counts"."views"
FROM (SELECT "campaign_id", count(*)::int AS "views" FROM "campaign_views" GROUP BY "campaign_id") AS "counts"
WHERE "counts"."campaign_id" = "campaigns"."id";
