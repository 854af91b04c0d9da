-- Hand-written (issue 28): audit_log_days also counts every service's lines together per Tokyo
-- day (service_key -1), so master's whole-trail total sums at most a row per day instead of a
-- row per service and day (the 操作ログ's first page at 10,000,000 lines, npm run bench audit).

CREATE OR REPLACE FUNCTION audit_log_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH per_service AS (
    SELECT coalesce(service_id, 0) AS service_key, (occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS day,
           count(*) AS lines
      FROM added GROUP BY 1, 2
  )
  INSERT INTO audit_log_days AS d (service_key, day, lines)
  SELECT service_key, day, lines FROM per_service
  UNION ALL
  SELECT -1, day, sum(lines) FROM per_service GROUP BY day
  ORDER BY 1, 2
  ON CONFLICT (service_key, day) DO UPDATE SET lines = d.lines + excluded.lines;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_days_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH per_service AS (
    SELECT coalesce(service_id, 0) AS service_key, (occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS day,
           count(*) AS lines
      FROM removed GROUP BY 1, 2
  ), r AS (
    SELECT service_key, day, lines FROM per_service
    UNION ALL
    SELECT -1, day, sum(lines) FROM per_service GROUP BY day
  )
  UPDATE audit_log_days AS d SET lines = d.lines - r.lines
    FROM r
   WHERE d.service_key = r.service_key AND d.day = r.day;
  DELETE FROM audit_log_days WHERE lines <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO audit_log_days (service_key, day, lines)
SELECT -1, day, sum(lines) FROM audit_log_days WHERE service_key >= 0 GROUP BY day
ON CONFLICT (service_key, day) DO NOTHING;
