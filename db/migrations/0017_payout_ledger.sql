CREATE TABLE "payout_lines" (
	"payout_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"contributions" integer DEFAULT 0 NOT NULL,
	"counted" numeric DEFAULT '0' NOT NULL,
	"platform_fee" numeric DEFAULT '0' NOT NULL,
	"processing_fee" numeric DEFAULT '0' NOT NULL,
	"owed" numeric NOT NULL,
	"paid" numeric,
	"difference_reason" text,
	CONSTRAINT "payout_lines_payout_id_currency_pk" PRIMARY KEY("payout_id","currency")
);
--> statement-breakpoint
DROP INDEX "payout_schedule_campaign_unique";--> statement-breakpoint
ALTER TABLE "campaign_totals" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_totals" DROP CONSTRAINT "campaign_totals_campaign_id_currency_payment_method_pk";--> statement-breakpoint
ALTER TABLE "campaign_totals" ADD CONSTRAINT "campaign_totals_campaign_id_currency_payment_method_test_mode_pk" PRIMARY KEY("campaign_id","currency","payment_method","test_mode");--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payout_schedule_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payout_schedule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_payout_id_payout_schedule_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payout_schedule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributions_payout_idx" ON "contributions" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_schedule_one_pending" ON "payout_schedule" USING btree ("campaign_id") WHERE "payout_schedule"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "payout_schedule_campaign_idx" ON "payout_schedule" USING btree ("campaign_id","created_at");--> statement-breakpoint
-- Migration 0014's apply, keeping test-mode gifts in rows of their own (decision 021: never in a payable balance).
CREATE OR REPLACE FUNCTION "campaign_totals_apply"("c" "contributions", "direction" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted_amount numeric := "contribution_counted_amount"(c);
  awaiting integer := CASE WHEN c.payment_status = 'pending_review' THEN direction ELSE 0 END;
BEGIN
  IF awaiting <> 0 THEN
    INSERT INTO "campaign_totals" AS t ("campaign_id", "currency", "payment_method", "test_mode", "awaiting_review")
    VALUES (c.campaign_id, c.currency, c.payment_method, c.test_mode, awaiting)
    ON CONFLICT ("campaign_id", "currency", "payment_method", "test_mode") DO UPDATE SET
      "awaiting_review" = t."awaiting_review" + excluded."awaiting_review";
  END IF;
  IF counted_amount <= 0 THEN
    RETURN;
  END IF;
  INSERT INTO "campaign_totals" AS t
    ("campaign_id", "currency", "payment_method", "test_mode", "gifts", "counted", "platform_fee", "processing_fee", "payout_amount")
  VALUES (c.campaign_id, c.currency, c.payment_method, c.test_mode, direction, direction * counted_amount,
    direction * coalesce(c.platform_fee, 0), direction * coalesce(c.processing_fee, 0),
    direction * coalesce(c.payout_amount, 0))
  ON CONFLICT ("campaign_id", "currency", "payment_method", "test_mode") DO UPDATE SET
    "gifts" = t."gifts" + excluded."gifts",
    "counted" = t."counted" + excluded."counted",
    "platform_fee" = t."platform_fee" + excluded."platform_fee",
    "processing_fee" = t."processing_fee" + excluded."processing_fee",
    "payout_amount" = t."payout_amount" + excluded."payout_amount";
  INSERT INTO "daily_gift_totals" AS d
    ("day", "currency", "payment_method", "bucket", "gifts", "counted", "platform_fee")
  VALUES ((c.created_at AT TIME ZONE 'UTC')::date, c.currency, c.payment_method, c.campaign_id % 16, direction,
    direction * counted_amount, direction * coalesce(c.platform_fee, 0))
  ON CONFLICT ("day", "currency", "payment_method", "bucket") DO UPDATE SET
    "gifts" = d."gifts" + excluded."gifts",
    "counted" = d."counted" + excluded."counted",
    "platform_fee" = d."platform_fee" + excluded."platform_fee";
END $$;
--> statement-breakpoint
DROP TRIGGER "contributions_keep_campaign_totals_on_update" ON "contributions";
--> statement-breakpoint
CREATE TRIGGER "contributions_keep_campaign_totals_on_update" AFTER UPDATE OF
  "campaign_id", "currency", "payment_method", "amount", "payment_status", "refunded_amount", "dispute_status",
  "disputed_amount", "platform_fee", "processing_fee", "payout_amount", "created_at", "test_mode"
  ON "contributions" FOR EACH ROW EXECUTE FUNCTION "keep_campaign_totals"();
--> statement-breakpoint
-- Migration 0014's rebuild, with test-mode gifts apart.
CREATE OR REPLACE FUNCTION "rebuild_campaign_totals"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  wrong integer;
  wrong_days integer;
BEGIN
  LOCK TABLE "contributions" IN SHARE MODE;
  CREATE TEMPORARY TABLE "kept_contributions" AS
    SELECT c.*, "contribution_counted_amount"(c) AS counted_amount
    FROM "contributions" c
    WHERE "contribution_counted_amount"(c) > 0 OR c.payment_status = 'pending_review';
  CREATE TEMPORARY TABLE "fresh_campaign_totals" AS
    SELECT campaign_id, currency, payment_method, test_mode,
      count(*) FILTER (WHERE counted_amount > 0)::integer AS gifts,
      coalesce(sum(counted_amount) FILTER (WHERE counted_amount > 0), 0) AS counted,
      coalesce(sum(platform_fee) FILTER (WHERE counted_amount > 0), 0) AS platform_fee,
      coalesce(sum(processing_fee) FILTER (WHERE counted_amount > 0), 0) AS processing_fee,
      coalesce(sum(payout_amount) FILTER (WHERE counted_amount > 0), 0) AS payout_amount,
      count(*) FILTER (WHERE payment_status = 'pending_review')::integer AS awaiting_review
    FROM "kept_contributions" GROUP BY campaign_id, currency, payment_method, test_mode;
  CREATE TEMPORARY TABLE "fresh_daily_gift_totals" AS
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, currency, payment_method, (campaign_id % 16)::smallint AS bucket,
      count(*)::integer AS gifts, sum(counted_amount) AS counted, coalesce(sum(platform_fee), 0) AS platform_fee
    FROM "kept_contributions" WHERE counted_amount > 0 GROUP BY 1, 2, 3, 4;
  -- A row brought back to zero by changes is no different from no row.
  WITH "kept" AS (
    SELECT * FROM "campaign_totals"
    WHERE ("gifts", "counted", "platform_fee", "processing_fee", "payout_amount", "awaiting_review")
      <> (0, 0, 0, 0, 0, 0)
  )
  SELECT count(*) INTO wrong
  FROM "fresh_campaign_totals" f FULL JOIN "kept" k USING ("campaign_id", "currency", "payment_method", "test_mode")
  WHERE (f."gifts", f."counted", f."platform_fee", f."processing_fee", f."payout_amount", f."awaiting_review")
    IS DISTINCT FROM (k."gifts", k."counted", k."platform_fee", k."processing_fee", k."payout_amount", k."awaiting_review");
  WITH "kept" AS (
    SELECT * FROM "daily_gift_totals" WHERE ("gifts", "counted", "platform_fee") <> (0, 0, 0)
  )
  SELECT count(*) INTO wrong_days
  FROM "fresh_daily_gift_totals" f FULL JOIN "kept" k USING ("day", "currency", "payment_method", "bucket")
  WHERE (f."gifts", f."counted", f."platform_fee") IS DISTINCT FROM (k."gifts", k."counted", k."platform_fee");
  DELETE FROM "campaign_totals";
  INSERT INTO "campaign_totals"
    ("campaign_id", "currency", "payment_method", "test_mode", "gifts", "counted", "platform_fee", "processing_fee",
     "payout_amount", "awaiting_review")
    SELECT campaign_id, currency, payment_method, test_mode, gifts, counted, platform_fee, processing_fee,
      payout_amount, awaiting_review
    FROM "fresh_campaign_totals";
  DELETE FROM "daily_gift_totals";
  INSERT INTO "daily_gift_totals" SELECT * FROM "fresh_daily_gift_totals";
  DROP TABLE "kept_contributions", "fresh_campaign_totals", "fresh_daily_gift_totals";
  RETURN wrong + wrong_days;
END $$;
--> statement-breakpoint
SELECT "rebuild_campaign_totals"();
--> statement-breakpoint
-- The one payout a campaign could have so far covered every card gift counted when it was requested.
UPDATE "contributions" c SET "payout_id" = p."id"
FROM "payout_schedule" p
WHERE p."campaign_id" = c."campaign_id" AND c."payment_method" <> 'mobile_wallet' AND NOT c."test_mode"
  AND "contribution_counted_amount"(c) > 0 AND c."created_at" <= p."created_at";
--> statement-breakpoint
-- Its lines: per currency, what its gifts count now. The campaign currency's owed and paid are the row's own; the
-- other currencies were written into notes for the admin, who was told to pay them: paid as owed once completed.
INSERT INTO "payout_lines" ("payout_id", "currency", "contributions", "counted", "platform_fee", "processing_fee", "owed", "paid")
SELECT p."id", c."currency", count(*)::integer, sum("contribution_counted_amount"(c)),
  coalesce(sum(c."platform_fee"), 0), coalesce(sum(c."processing_fee"), 0),
  CASE WHEN c."currency" = k."campaign_currency" THEN p."payout_amount" ELSE coalesce(sum(c."payout_amount"), 0) END,
  CASE WHEN p."status" <> 'completed' THEN NULL
    WHEN c."currency" = k."campaign_currency" THEN coalesce(p."paid_amount", p."payout_amount")
    ELSE coalesce(sum(c."payout_amount"), 0) END
FROM "payout_schedule" p
JOIN "campaigns" k ON k."id" = p."campaign_id"
JOIN "contributions" c ON c."payout_id" = p."id"
GROUP BY p."id", c."currency", k."campaign_currency";
