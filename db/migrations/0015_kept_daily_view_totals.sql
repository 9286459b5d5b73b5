CREATE TABLE "daily_view_totals" (
	"day" date NOT NULL,
	"bucket" smallint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_view_totals_day_bucket_pk" PRIMARY KEY("day","bucket")
);
--> statement-breakpoint
-- The views stored so far, counted once (decision 014's daily totals, for page views).
INSERT INTO "daily_view_totals" ("day", "bucket", "views")
SELECT "viewed_on", "campaign_id" % 16, count(*)::int FROM "campaign_views" GROUP BY 1, 2;
