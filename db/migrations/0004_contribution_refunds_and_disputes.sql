ALTER TABLE "contributions" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "refund_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "dispute_status" varchar(30);--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "dispute_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "disputed_amount" numeric(12, 2) DEFAULT '0' NOT NULL;