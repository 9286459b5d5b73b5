CREATE TABLE "campaign_totals" (
	"campaign_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"payment_method" varchar(50) NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"counted" numeric DEFAULT '0' NOT NULL,
	"platform_fee" numeric DEFAULT '0' NOT NULL,
	"processing_fee" numeric DEFAULT '0' NOT NULL,
	"payout_amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "campaign_totals_campaign_id_currency_payment_method_pk" PRIMARY KEY("campaign_id","currency","payment_method")
);
--> statement-breakpoint
ALTER TABLE "campaign_totals" ADD CONSTRAINT "campaign_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;