ALTER TABLE "campaign_totals" ADD COLUMN "awaiting_review" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Migration 0011's apply, now also keeping the wallet gifts awaiting the family's review, so My Campaigns and the
-- quick stats read them in constant time (an index count grows with the pending gifts and, on pages not yet
-- vacuumed, visits each one's row). A pending gift counts toward nothing else, so it moves only that column.
CREATE OR REPLACE FUNCTION "campaign_totals_apply"("c" "contributions", "direction" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted_amount numeric := "contribution_counted_amount"(c);
  awaiting integer := CASE WHEN c.payment_status = 'pending_review' THEN direction ELSE 0 END;
BEGIN
  IF awaiting <> 0 THEN
    INSERT INTO "campaign_totals" AS t ("campaign_id", "currency", "payment_method", "awaiting_review")
    VALUES (c.campaign_id, c.currency, c.payment_method, awaiting)
    ON CONFLICT ("campaign_id", "currency", "payment_method") DO UPDATE SET
      "awaiting_review" = t."awaiting_review" + excluded."awaiting_review";
  END IF;
  IF counted_amount <= 0 THEN
    RETURN;
  END IF;
  INSERT INTO "campaign_totals" AS t
    ("campaign_id", "currency", "payment_method", "gifts", "counted", "platform_fee", "processing_fee", "payout_amount")
  VALUES (c.campaign_id, c.currency, c.payment_method, direction, direction * counted_amount,
    direction * coalesce(c.platform_fee, 0), direction * coalesce(c.processing_fee, 0),
    direction * coalesce(c.payout_amount, 0))
  ON CONFLICT ("campaign_id", "currency", "payment_method") DO UPDATE SET
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
-- Migration 0011's rebuild, with the gifts awaiting review.
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
    SELECT campaign_id, currency, payment_method,
      count(*) FILTER (WHERE counted_amount > 0)::integer AS gifts,
      coalesce(sum(counted_amount) FILTER (WHERE counted_amount > 0), 0) AS counted,
      coalesce(sum(platform_fee) FILTER (WHERE counted_amount > 0), 0) AS platform_fee,
      coalesce(sum(processing_fee) FILTER (WHERE counted_amount > 0), 0) AS processing_fee,
      coalesce(sum(payout_amount) FILTER (WHERE counted_amount > 0), 0) AS payout_amount,
      count(*) FILTER (WHERE payment_status = 'pending_review')::integer AS awaiting_review
    FROM "kept_contributions" GROUP BY campaign_id, currency, payment_method;
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
  FROM "fresh_campaign_totals" f FULL JOIN "kept" k USING ("campaign_id", "currency", "payment_method")
  WHERE (f."gifts", f."counted", f."platform_fee", f."processing_fee", f."payout_amount", f."awaiting_review")
    IS DISTINCT FROM (k."gifts", k."counted", k."platform_fee", k."processing_fee", k."payout_amount", k."awaiting_review");
  WITH "kept" AS (
    SELECT * FROM "daily_gift_totals" WHERE ("gifts", "counted", "platform_fee") <> (0, 0, 0)
  )
  SELECT count(*) INTO wrong_days
  FROM "fresh_daily_gift_totals" f FULL JOIN "kept" k USING ("day", "currency", "payment_method", "bucket")
  WHERE (f."gifts", f."counted", f."platform_fee") IS DISTINCT FROM (k."gifts", k."counted", k."platform_fee");
  DELETE FROM "campaign_totals";
  INSERT INTO "campaign_totals" SELECT * FROM "fresh_campaign_totals";
  DELETE FROM "daily_gift_totals";
  INSERT INTO "daily_gift_totals" SELECT * FROM "fresh_daily_gift_totals";
  DROP TABLE "kept_contributions", "fresh_campaign_totals", "fresh_daily_gift_totals";
  RETURN wrong + wrong_days;
END $$;
--> statement-breakpoint
SELECT "rebuild_campaign_totals"();
