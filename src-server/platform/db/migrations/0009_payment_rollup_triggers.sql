-- Keeps the payment rollups (payment_daily_shop_totals, payment_monthly_shop_totals and
-- payment_daily_service_totals) equal to a GROUP BY over payments, whatever writes the payments
-- (the ingest endpoint, an EC edit, a cascade, a bulk load). Statement-level triggers read the
-- statement's transition tables: a batch of a thousand payments costs one aggregated upsert per
-- rollup, not one per payment.

-- What a statement changes in one shop on one Tokyo calendar day (negative for removed payments).
CREATE TYPE payment_rollup_delta AS (
  service_id integer,
  shop_id integer,
  day date,
  sales_count integer,
  sales_amount bigint,
  cancelled_count integer,
  cancelled_amount bigint
);
--> statement-breakpoint

-- Adds the deltas to the three rollups. Rows are upserted in key order, so concurrent ingests
-- lock the rollup rows they share in the same order and cannot deadlock on them. A row whose
-- counts fall to zero is removed: the rollups hold no empty groups, like the GROUP BY.
CREATE FUNCTION payment_rollups_add(deltas payment_rollup_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_daily_shop_totals AS t
    (service_id, shop_id, day, sales_count, sales_amount, cancelled_count, cancelled_amount)
  SELECT d.service_id, d.shop_id, d.day,
    sum(d.sales_count), sum(d.sales_amount), sum(d.cancelled_count), sum(d.cancelled_amount)
  FROM unnest(deltas) AS d
  GROUP BY d.service_id, d.shop_id, d.day
  ORDER BY d.shop_id, d.day
  ON CONFLICT (shop_id, day) DO UPDATE SET
    sales_count = t.sales_count + excluded.sales_count,
    sales_amount = t.sales_amount + excluded.sales_amount,
    cancelled_count = t.cancelled_count + excluded.cancelled_count,
    cancelled_amount = t.cancelled_amount + excluded.cancelled_amount;

  INSERT INTO payment_monthly_shop_totals AS t
    (service_id, shop_id, month, sales_count, sales_amount, cancelled_count, cancelled_amount)
  SELECT d.service_id, d.shop_id, date_trunc('month', d.day)::date,
    sum(d.sales_count), sum(d.sales_amount), sum(d.cancelled_count), sum(d.cancelled_amount)
  FROM unnest(deltas) AS d
  GROUP BY d.service_id, d.shop_id, date_trunc('month', d.day)
  ORDER BY d.shop_id, date_trunc('month', d.day)
  ON CONFLICT (shop_id, month) DO UPDATE SET
    sales_count = t.sales_count + excluded.sales_count,
    sales_amount = t.sales_amount + excluded.sales_amount,
    cancelled_count = t.cancelled_count + excluded.cancelled_count,
    cancelled_amount = t.cancelled_amount + excluded.cancelled_amount;

  INSERT INTO payment_daily_service_totals AS t
    (service_id, day, sales_count, sales_amount, cancelled_count, cancelled_amount)
  SELECT d.service_id, d.day,
    sum(d.sales_count), sum(d.sales_amount), sum(d.cancelled_count), sum(d.cancelled_amount)
  FROM unnest(deltas) AS d
  GROUP BY d.service_id, d.day
  ORDER BY d.service_id, d.day
  ON CONFLICT (service_id, day) DO UPDATE SET
    sales_count = t.sales_count + excluded.sales_count,
    sales_amount = t.sales_amount + excluded.sales_amount,
    cancelled_count = t.cancelled_count + excluded.cancelled_count,
    cancelled_amount = t.cancelled_amount + excluded.cancelled_amount;

  IF EXISTS (SELECT 1 FROM unnest(deltas) AS d WHERE d.sales_count < 0 OR d.cancelled_count < 0) THEN
    DELETE FROM payment_daily_shop_totals AS t USING unnest(deltas) AS d
    WHERE t.shop_id = d.shop_id AND t.day = d.day AND t.sales_count = 0 AND t.cancelled_count = 0;
    DELETE FROM payment_monthly_shop_totals AS t USING unnest(deltas) AS d
    WHERE t.shop_id = d.shop_id AND t.month = date_trunc('month', d.day)::date
      AND t.sales_count = 0 AND t.cancelled_count = 0;
    DELETE FROM payment_daily_service_totals AS t USING unnest(deltas) AS d
    WHERE t.service_id = d.service_id AND t.day = d.day AND t.sales_count = 0 AND t.cancelled_count = 0;
  END IF;
END
$$;
--> statement-breakpoint

-- The delta of one payment counted `sign` times (1 added, -1 removed).
CREATE FUNCTION payment_rollup_delta_of(
  service_id integer, shop_id integer, paid_at timestamptz, status smallint, amount integer, sign integer
) RETURNS payment_rollup_delta LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(
    service_id,
    shop_id,
    (paid_at AT TIME ZONE 'Asia/Tokyo')::date,
    CASE WHEN status = 1 THEN sign ELSE 0 END,
    CASE WHEN status = 1 THEN sign * amount::bigint ELSE 0 END,
    CASE WHEN status = 2 THEN sign ELSE 0 END,
    CASE WHEN status = 2 THEN sign * amount::bigint ELSE 0 END
  )::payment_rollup_delta
$$;
--> statement-breakpoint

-- Each trigger sums its payments per shop and day first, so even a bulk load of millions of
-- payments hands payment_rollups_add one delta per shop and day.
CREATE FUNCTION payments_rollup_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payment_rollups_add(ARRAY(
    SELECT ROW(d.service_id, d.shop_id, d.day, sum(d.sales_count), sum(d.sales_amount),
      sum(d.cancelled_count), sum(d.cancelled_amount))::payment_rollup_delta
    FROM new_rows AS n
    CROSS JOIN LATERAL payment_rollup_delta_of(n.service_id, n.shop_id, n.paid_at, n.status, n.amount, 1) AS d
    GROUP BY d.service_id, d.shop_id, d.day
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Only payments whose shop, time, status or amount changed move the rollups (a customer or
-- user set to null by a deletion does not).
CREATE FUNCTION payments_rollup_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payment_rollups_add(ARRAY(
    SELECT ROW(d.service_id, d.shop_id, d.day, sum(d.sales_count), sum(d.sales_amount),
      sum(d.cancelled_count), sum(d.cancelled_amount))::payment_rollup_delta
    FROM old_rows AS o
    JOIN new_rows AS n ON n.id = o.id
    CROSS JOIN LATERAL (
      SELECT * FROM payment_rollup_delta_of(o.service_id, o.shop_id, o.paid_at, o.status, o.amount, -1)
      UNION ALL
      SELECT * FROM payment_rollup_delta_of(n.service_id, n.shop_id, n.paid_at, n.status, n.amount, 1)
    ) AS d
    WHERE (o.service_id, o.shop_id, o.paid_at, o.status, o.amount)
      IS DISTINCT FROM (n.service_id, n.shop_id, n.paid_at, n.status, n.amount)
    GROUP BY d.service_id, d.shop_id, d.day
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- The payments of a shop or service being deleted (a cascade) leave their rollup rows to the
-- same cascade: subtracting from rows of a shop that is gone could only insert negative ones.
CREATE FUNCTION payments_rollup_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payment_rollups_add(ARRAY(
    SELECT ROW(d.service_id, d.shop_id, d.day, sum(d.sales_count), sum(d.sales_amount),
      sum(d.cancelled_count), sum(d.cancelled_amount))::payment_rollup_delta
    FROM old_rows AS o
    CROSS JOIN LATERAL payment_rollup_delta_of(o.service_id, o.shop_id, o.paid_at, o.status, o.amount, -1) AS d
    WHERE EXISTS (SELECT 1 FROM shops WHERE shops.id = o.shop_id)
      AND EXISTS (SELECT 1 FROM services WHERE services.id = o.service_id)
    GROUP BY d.service_id, d.shop_id, d.day
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- DELETE rather than TRUNCATE: a TRUNCATE ... CASCADE of services or shops empties the rollups
-- in the same statement, and a nested TRUNCATE of a table in use is refused.
CREATE FUNCTION payments_rollup_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_daily_shop_totals;
  DELETE FROM payment_monthly_shop_totals;
  DELETE FROM payment_daily_service_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER payments_rollup_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup_after_insert();
--> statement-breakpoint
CREATE TRIGGER payments_rollup_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION payments_rollup_after_update();
--> statement-breakpoint
CREATE TRIGGER payments_rollup_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup_after_delete();
--> statement-breakpoint
CREATE TRIGGER payments_rollup_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup_after_truncate();
