CREATE TABLE "campaign_urls" (
	"custom_url" varchar(80) NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_urls" ADD CONSTRAINT "campaign_urls_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_urls_custom_url_lower_unique" ON "campaign_urls" USING btree (lower("custom_url"));--> statement-breakpoint
CREATE INDEX "campaign_urls_campaign_idx" ON "campaign_urls" USING btree ("campaign_id");--> statement-breakpoint
INSERT INTO "campaign_urls" ("custom_url", "campaign_id") SELECT "custom_url", "id" FROM "campaigns";