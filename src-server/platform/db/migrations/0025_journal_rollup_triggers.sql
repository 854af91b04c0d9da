-- Keeps the journal rollups (journal_daily_shop_totals and journal_early_slot_totals) equal to a
-- GROUP BY over payments, whatever writes the payments, in the same transaction: statement-level
-- triggers over the statement's transition tables, as migration 0009 keeps the sales rollups.
-- The sales journals read them instead of the payments (src-server/modules/accounting/journal-rows.ts).

-- What a statement changes in one shop, Tokyo calendar day, half hour before 11:30 (slot, null
-- from 11:30 on) and journal category (negative for removed payments).
CREATE TYPE journal_rollup_delta AS (
  service_id integer,
  shop_id integer,
  day date,
  slot smallint,
  category smallint,
  payment_count integer,
  amount bigint,
  reduced_amount bigint,
  unsaid_amount bigint,
  cancelled_count integer,
  cancelled_amount bigint,
  cancelled_reduced_amount bigint,
  cancelled_unsaid_amount bigint
);
--> statement-breakpoint

-- Adds the deltas to both rollups, in key order (concurrent ingests lock the rows they share in
-- the same order, so they cannot deadlock on them); rows left without payments are removed.
CREATE FUNCTION journal_rollups_add(deltas journal_rollup_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_daily_shop_totals AS t
    (service_id, shop_id, day, category, payment_count, amount, reduced_amount, unsaid_amount,
     cancelled_count, cancelled_amount, cancelled_reduced_amount, cancelled_unsaid_amount)
  SELECT d.service_id, d.shop_id, d.day, d.category,
    sum(d.payment_count), sum(d.amount), sum(d.reduced_amount), sum(d.unsaid_amount),
    sum(d.cancelled_count), sum(d.cancelled_amount), sum(d.cancelled_reduced_amount), sum(d.cancelled_unsaid_amount)
  FROM unnest(deltas) AS d
  GROUP BY d.service_id, d.shop_id, d.day, d.category
  ORDER BY d.shop_id, d.day, d.category
  ON CONFLICT (shop_id, day, category) DO UPDATE SET
    payment_count = t.payment_count + excluded.payment_count,
    amount = t.amount + excluded.amount,
    reduced_amount = t.reduced_amount + excluded.reduced_amount,
    unsaid_amount = t.unsaid_amount + excluded.unsaid_amount,
    cancelled_count = t.cancelled_count + excluded.cancelled_count,
    cancelled_amount = t.cancelled_amount + excluded.cancelled_amount,
    cancelled_reduced_amount = t.cancelled_reduced_amount + excluded.cancelled_reduced_amount,
    cancelled_unsaid_amount = t.cancelled_unsaid_amount + excluded.cancelled_unsaid_amount;

  INSERT INTO journal_early_slot_totals AS t
    (service_id, shop_id, day, slot, category, payment_count, amount, reduced_amount, unsaid_amount,
     cancelled_count, cancelled_amount, cancelled_reduced_amount, cancelled_unsaid_amount)
  SELECT d.service_id, d.shop_id, d.day, d.slot, d.category,
    sum(d.payment_count), sum(d.amount), sum(d.reduced_amount), sum(d.unsaid_amount),
    sum(d.cancelled_count), sum(d.cancelled_amount), sum(d.cancelled_reduced_amount), sum(d.cancelled_unsaid_amount)
  FROM unnest(deltas) AS d
  WHERE d.slot IS NOT NULL
  GROUP BY d.service_id, d.shop_id, d.day, d.slot, d.category
  ORDER BY d.shop_id, d.day, d.slot, d.category
  ON CONFLICT (shop_id, day, slot, category) DO UPDATE SET
    payment_count = t.payment_count + excluded.payment_count,
    amount = t.amount + excluded.amount,
    reduced_amount = t.reduced_amount + excluded.reduced_amount,
    unsaid_amount = t.unsaid_amount + excluded.unsaid_amount,
    cancelled_count = t.cancelled_count + excluded.cancelled_count,
    cancelled_amount = t.cancelled_amount + excluded.cancelled_amount,
    cancelled_reduced_amount = t.cancelled_reduced_amount + excluded.cancelled_reduced_amount,
    cancelled_unsaid_amount = t.cancelled_unsaid_amount + excluded.cancelled_unsaid_amount;

  IF EXISTS (SELECT 1 FROM unnest(deltas) AS d WHERE d.payment_count < 0) THEN
    DELETE FROM journal_daily_shop_totals AS t USING unnest(deltas) AS d
    WHERE t.shop_id = d.shop_id AND t.day = d.day AND t.category = d.category AND t.payment_count = 0;
    DELETE FROM journal_early_slot_totals AS t USING unnest(deltas) AS d
    WHERE t.shop_id = d.shop_id AND t.day = d.day AND t.slot = d.slot AND t.category = d.category
      AND t.payment_count = 0;
  END IF;
END
$$;
--> statement-breakpoint

-- The delta of one payment counted `sign` times (1 added, -1 removed). Its category is its
-- payment method in store (1-4) and 5 for every EC payment; its reduced part is what the
-- provider said, and a payment whose provider said nothing counts in unsaid_amount whole.
CREATE FUNCTION journal_rollup_delta_of(
  service_id integer, shop_id integer, paid_at timestamptz, channel smallint, payment_method smallint,
  status smallint, amount integer, reduced_rate_amount integer, sign integer
) RETURNS journal_rollup_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(
    service_id,
    shop_id,
    (paid_at AT TIME ZONE 'Asia/Tokyo')::date,
    CASE WHEN (paid_at AT TIME ZONE 'Asia/Tokyo')::time < time '11:30'
      THEN floor(extract(epoch from (paid_at AT TIME ZONE 'Asia/Tokyo')::time) / 1800)::smallint END,
    CASE WHEN channel = 2 THEN 5 ELSE payment_method END,
    sign,
    sign * amount::bigint,
    sign * coalesce(reduced_rate_amount, 0)::bigint,
    CASE WHEN reduced_rate_amount IS NULL THEN sign * amount::bigint ELSE 0 END,
    CASE WHEN status = 2 THEN sign ELSE 0 END,
    CASE WHEN status = 2 THEN sign * amount::bigint ELSE 0 END,
    CASE WHEN status = 2 THEN sign * coalesce(reduced_rate_amount, 0)::bigint ELSE 0 END,
    CASE WHEN status = 2 AND reduced_rate_amount IS NULL THEN sign * amount::bigint ELSE 0 END
  )::journal_rollup_delta
$$;
--> statement-breakpoint

CREATE FUNCTION payments_journal_rollup_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_rollups_add(ARRAY(
    SELECT ROW(d.service_id, d.shop_id, d.day, d.slot, d.category,
      sum(d.payment_count), sum(d.amount), sum(d.reduced_amount), sum(d.unsaid_amount),
      sum(d.cancelled_count), sum(d.cancelled_amount), sum(d.cancelled_reduced_amount),
      sum(d.cancelled_unsaid_amount))::journal_rollup_delta
    FROM new_rows AS n
    CROSS JOIN LATERAL journal_rollup_delta_of(n.service_id, n.shop_id, n.paid_at, n.channel,
      n.payment_method, n.status, n.amount, n.reduced_rate_amount, 1) AS d
    GROUP BY d.service_id, d.shop_id, d.day, d.slot, d.category
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Only payments whose booking changed move the rollups (a customer or user set to null does not).
CREATE FUNCTION payments_journal_rollup_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_rollups_add(ARRAY(
    SELECT ROW(d.service_id, d.shop_id, d.day, d.slot, d.category,
      sum(d.payment_count), sum(d.amount), sum(d.reduced_amount), sum(d.unsaid_amount),
      sum(d.cancelled_count), sum(d.cancelled_amount), sum(d.cancelled_reduced_amount),
      sum(d.cancelled_unsaid_amount))::journal_rollup_delta
    FROM old_rows AS o
    JOIN new_rows AS n ON n.id = o.id
    CROSS JOIN LATERAL (
      SELECT * FROM journal_rollup_delta_of(o.service_id, o.shop_id, o.paid_at, o.channel,
        o.payment_method, o.status, o.amount, o.reduced_rate_amount, -1)
      UNION ALL
      SELECT * FROM journal_rollup_delta_of(n.service_id, n.shop_id, n.paid_at, n.channel,
        n.payment_method, n.status, n.amount, n.reduced_rate_amount, 1)
    ) AS d
    WHERE (o.service_id, o.shop_id, o.paid_at, o.channel, o.payment_method, o.status, o.amount, o.reduced_rate_amount)
      IS DISTINCT FROM (n.service_id, n.shop_id, n.paid_at, n.channel, n.payment_method, n.status, n.amount, n.reduced_rate_amount)
    GROUP BY d.service_id, d.shop_id, d.day, d.slot, d.category
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Payments deleted with their shop or service leave their rollup rows to the same cascade.
CREATE FUNCTION payments_journal_rollup_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_rollups_add(ARRAY(
    SELECT ROW(d.service_id, d.shop_id, d.day, d.slot, d.category,
      sum(d.payment_count), sum(d.amount), sum(d.reduced_amount), sum(d.unsaid_amount),
      sum(d.cancelled_count), sum(d.cancelled_amount), sum(d.cancelled_reduced_amount),
      sum(d.cancelled_unsaid_amount))::journal_rollup_delta
    FROM old_rows AS o
    CROSS JOIN LATERAL journal_rollup_delta_of(o.service_id, o.shop_id, o.paid_at, o.channel,
      o.payment_method, o.status, o.amount, o.reduced_rate_amount, -1) AS d
    WHERE EXISTS (SELECT 1 FROM shops WHERE shops.id = o.shop_id)
      AND EXISTS (SELECT 1 FROM services WHERE services.id = o.service_id)
    GROUP BY d.service_id, d.shop_id, d.day, d.slot, d.category
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE FUNCTION payments_journal_rollup_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM journal_daily_shop_totals;
  DELETE FROM journal_early_slot_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER payments_journal_rollup_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_journal_rollup_after_insert();
--> statement-breakpoint
CREATE TRIGGER payments_journal_rollup_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION payments_journal_rollup_after_update();
--> statement-breakpoint
CREATE TRIGGER payments_journal_rollup_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_journal_rollup_after_delete();
--> statement-breakpoint
CREATE TRIGGER payments_journal_rollup_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION payments_journal_rollup_after_truncate();
--> statement-breakpoint

-- The payments stored before this migration (the triggers above hold the table's writers off
-- until it commits, so none is counted twice or missed).
INSERT INTO journal_daily_shop_totals
  (service_id, shop_id, day, category, payment_count, amount, reduced_amount, unsaid_amount,
   cancelled_count, cancelled_amount, cancelled_reduced_amount, cancelled_unsaid_amount)
SELECT d.service_id, d.shop_id, d.day, d.category,
  sum(d.payment_count), sum(d.amount), sum(d.reduced_amount), sum(d.unsaid_amount),
  sum(d.cancelled_count), sum(d.cancelled_amount), sum(d.cancelled_reduced_amount), sum(d.cancelled_unsaid_amount)
FROM payments AS p
CROSS JOIN LATERAL journal_rollup_delta_of(p.service_id, p.shop_id, p.paid_at, p.channel,
  p.payment_method, p.status, p.amount, p.reduced_rate_amount, 1) AS d
GROUP BY d.service_id, d.shop_id, d.day, d.category;
--> statement-breakpoint
INSERT INTO journal_early_slot_totals
  (service_id, shop_id, day, slot, category, payment_count, amount, reduced_amount, unsaid_amount,
   cancelled_count, cancelled_amount, cancelled_reduced_amount, cancelled_unsaid_amount)
SELECT d.service_id, d.shop_id, d.day, d.slot, d.category,
  sum(d.payment_count), sum(d.amount), sum(d.reduced_amount), sum(d.unsaid_amount),
  sum(d.cancelled_count), sum(d.cancelled_amount), sum(d.cancelled_reduced_amount), sum(d.cancelled_unsaid_amount)
FROM payments AS p
CROSS JOIN LATERAL journal_rollup_delta_of(p.service_id, p.shop_id, p.paid_at, p.channel,
  p.payment_method, p.status, p.amount, p.reduced_rate_amount, 1) AS d
WHERE d.slot IS NOT NULL
GROUP BY d.service_id, d.shop_id, d.day, d.slot, d.category;
