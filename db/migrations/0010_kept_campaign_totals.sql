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
ALTER TABLE "campaign_totals" ADD CONSTRAINT "campaign_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What of one contribution counts, the rule of countedAmount and countsTowardTotal in
-- domain/campaigns/get-campaign-stats.server.ts (the statuses are DISPUTE_STATUSES_WITHHOLDING_FUNDS): zero unless
-- the payment succeeded; the totals' equality test (campaign-totals.integration.test.ts) fails if they disagree.
CREATE FUNCTION "contribution_counted_amount"("c" "contributions") RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c.payment_status = 'succeeded' THEN greatest(
    c.amount - c.refunded_amount - CASE
      WHEN c.dispute_status IN ('needs_response', 'under_review', 'lost', 'appeal_needs_response', 'appeal_under_review')
      THEN c.disputed_amount ELSE 0 END,
    0) ELSE 0 END
$$;
--> statement-breakpoint
-- Adds one contribution to its campaign's kept totals (`direction` 1) or takes it away (-1).
CREATE FUNCTION "campaign_totals_apply"("c" "contributions", "direction" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted_amount numeric := "contribution_counted_amount"(c);
BEGIN
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
END $$;
--> statement-breakpoint
CREATE FUNCTION "keep_campaign_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "campaign_totals_apply"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "campaign_totals_apply"(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contributions_keep_campaign_totals" AFTER INSERT OR DELETE ON "contributions"
  FOR EACH ROW EXECUTE FUNCTION "keep_campaign_totals"();
--> statement-breakpoint
-- An update moves the totals only through these columns; a receipt sent or a review note moves nothing.
CREATE TRIGGER "contributions_keep_campaign_totals_on_update" AFTER UPDATE OF
  "campaign_id", "currency", "payment_method", "amount", "payment_status", "refunded_amount", "dispute_status",
  "disputed_amount", "platform_fee", "processing_fee", "payout_amount"
  ON "contributions" FOR EACH ROW EXECUTE FUNCTION "keep_campaign_totals"();
--> statement-breakpoint
-- Recomputes every kept total from the contributions (writers wait meanwhile) and says how many of them were wrong.
CREATE FUNCTION "rebuild_campaign_totals"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  wrong integer;
BEGIN
  LOCK TABLE "contributions" IN SHARE MODE;
  CREATE TEMPORARY TABLE "fresh_campaign_totals" AS
    SELECT c.campaign_id, c.currency, c.payment_method, count(*)::integer AS gifts,
      sum("contribution_counted_amount"(c)) AS counted,
      coalesce(sum(c.platform_fee), 0) AS platform_fee, coalesce(sum(c.processing_fee), 0) AS processing_fee,
      coalesce(sum(c.payout_amount), 0) AS payout_amount
    FROM "contributions" c
    WHERE "contribution_counted_amount"(c) > 0
    GROUP BY c.campaign_id, c.currency, c.payment_method;
  -- A row brought back to zero by changes is no different from no row.
  WITH "kept" AS (
    SELECT * FROM "campaign_totals"
    WHERE ("gifts", "counted", "platform_fee", "processing_fee", "payout_amount") <> (0, 0, 0, 0, 0)
  )
  SELECT count(*) INTO wrong
  FROM "fresh_campaign_totals" f FULL JOIN "kept" k USING ("campaign_id", "currency", "payment_method")
  WHERE (f."gifts", f."counted", f."platform_fee", f."processing_fee", f."payout_amount")
    IS DISTINCT FROM (k."gifts", k."counted", k."platform_fee", k."processing_fee", k."payout_amount");
  DELETE FROM "campaign_totals";
  INSERT INTO "campaign_totals" SELECT * FROM "fresh_campaign_totals";
  DROP TABLE "fresh_campaign_totals";
  RETURN wrong;
END $$;
--> statement-breakpoint
SELECT "rebuild_campaign_totals"();
