CREATE TABLE "budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"category" varchar(20) NOT NULL,
	"description" text,
	"planned_amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_spending" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"budget_line_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"paid_to" text NOT NULL,
	"receipt" text,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "in_person_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"giver_name" text,
	"amount" numeric(12, 2),
	"currency" varchar(3),
	"in_kind" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_person_gifts_money_or_in_kind" CHECK (("in_person_gifts"."amount" is not null and "in_person_gifts"."currency" is not null and "in_person_gifts"."in_kind" is null) or ("in_person_gifts"."amount" is null and "in_person_gifts"."currency" is null and "in_person_gifts"."in_kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "page_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"details" text,
	"contact" text,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "budget_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_spending" ADD CONSTRAINT "budget_spending_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_spending" ADD CONSTRAINT "budget_spending_budget_line_id_budget_lines_id_fk" FOREIGN KEY ("budget_line_id") REFERENCES "public"."budget_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_person_gifts" ADD CONSTRAINT "in_person_gifts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_reports" ADD CONSTRAINT "page_reports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_reports" ADD CONSTRAINT "page_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_lines_campaign_idx" ON "budget_lines" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "budget_spending_campaign_idx" ON "budget_spending" USING btree ("campaign_id","paid_on","id");--> statement-breakpoint
CREATE INDEX "budget_spending_line_idx" ON "budget_spending" USING btree ("budget_line_id");--> statement-breakpoint
CREATE INDEX "in_person_gifts_campaign_idx" ON "in_person_gifts" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "page_reports_open_idx" ON "page_reports" USING btree ("created_at") WHERE "page_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "page_reports_campaign_idx" ON "page_reports" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_passing_month_idx" ON "campaigns" USING btree (left("deceased_date_of_passing", 7));