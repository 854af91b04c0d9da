-- Hand-written (issue 28; npm run bench audit): the trigger that keeps audit_log_days also keeps
-- audit_log_facet_totals (lines per service over the whole trail, facet '*', and per service and
-- user, entity or action; service_key as in audit_log_days, -1 every service), so the 操作ログ
-- list's total without a period, or for one of those filters, is a row read, not a count. The request's line is written by
-- audit_write_line, whose statements PostgreSQL plans once per connection (the line's statement
-- was planned on every write), and the capture trigger turns a row into JSON once less.

-- A line is counted by a row trigger: one statement's plan kept per connection, where the
-- statement trigger's transition table was planned on every write. Locks are taken in one order
-- (service_key -1 first, then by key), so concurrent writers queue instead of deadlocking.
CREATE FUNCTION audit_log_count_line() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key integer := coalesce(NEW.service_id, 0);
  tokyo_day date := (NEW.occurred_at AT TIME ZONE 'Asia/Tokyo')::date;
BEGIN
  INSERT INTO audit_log_days AS d (service_key, day, lines) VALUES (-1, tokyo_day, 1), (key, tokyo_day, 1)
  ON CONFLICT (service_key, day) DO UPDATE SET lines = d.lines + 1;
  INSERT INTO audit_log_facet_totals AS t (service_key, facet, value, lines)
  SELECT f.service_key, f.facet, f.value, 1
    FROM (VALUES (-1, '*', ''), (-1, 'a', NEW.action::text), (-1, 'e', NEW.entity::text), (-1, 'u', NEW.user_id::text),
                 (key, '*', ''), (key, 'a', NEW.action::text), (key, 'e', NEW.entity::text), (key, 'u', NEW.user_id::text))
         AS f(service_key, facet, value)
   WHERE f.value IS NOT NULL
  ON CONFLICT (service_key, facet, value) DO UPDATE SET lines = t.lines + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER audit_log_days_on_insert ON audit_log;
--> statement-breakpoint
DROP FUNCTION audit_log_days_add();
--> statement-breakpoint
CREATE TRIGGER audit_log_count_on_insert AFTER INSERT ON audit_log FOR EACH ROW
  EXECUTE FUNCTION audit_log_count_line();
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
  WITH facets AS (
    SELECT coalesce(o.service_id, 0) AS service_key, f.facet, f.value
      FROM removed AS o
     CROSS JOIN LATERAL (VALUES ('*', ''), ('u', o.user_id::text), ('e', o.entity::text), ('a', o.action::text)) AS f(facet, value)
     WHERE f.value IS NOT NULL
  ), per_service AS (
    SELECT service_key, facet, value, count(*) AS lines FROM facets GROUP BY 1, 2, 3
  ), r AS (
    SELECT service_key, facet, value, lines FROM per_service
    UNION ALL
    SELECT -1, facet, value, sum(lines) FROM per_service GROUP BY facet, value
  )
  UPDATE audit_log_facet_totals AS t SET lines = t.lines - r.lines
    FROM r
   WHERE t.service_key = r.service_key AND t.facet = r.facet AND t.value = r.value;
  DELETE FROM audit_log_facet_totals WHERE lines <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Both rollups counted again from the lines: after a bulk load made with the triggers off (the
-- bench's ten million lines), or as a repair. Run it while nothing writes lines.
CREATE FUNCTION audit_log_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM audit_log_days;
  WITH per_service AS (
    SELECT coalesce(service_id, 0) AS service_key, (occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS day,
           count(*) AS lines
      FROM audit_log GROUP BY 1, 2
  )
  INSERT INTO audit_log_days (service_key, day, lines)
  SELECT service_key, day, lines FROM per_service
  UNION ALL
  SELECT -1, day, sum(lines) FROM per_service GROUP BY day;
  DELETE FROM audit_log_facet_totals;
  WITH facets AS (
    SELECT coalesce(a.service_id, 0) AS service_key, f.facet, f.value
      FROM audit_log AS a
     CROSS JOIN LATERAL (VALUES ('*', ''), ('u', a.user_id::text), ('e', a.entity::text), ('a', a.action::text)) AS f(facet, value)
     WHERE f.value IS NOT NULL
  ), per_service AS (
    SELECT service_key, facet, value, count(*) AS lines FROM facets GROUP BY 1, 2, 3
  )
  INSERT INTO audit_log_facet_totals (service_key, facet, value, lines)
  SELECT service_key, facet, value, lines FROM per_service
  UNION ALL
  SELECT -1, facet, value, sum(lines) FROM per_service GROUP BY facet, value;
END $$;
--> statement-breakpoint
SELECT audit_log_recount();
--> statement-breakpoint
-- The request's line from the rows its transaction captured (platform/audit/capture.ts): service,
-- shop, record id and name from the arguments when given, else from the record's row (the first
-- row of p_table with id p_entity_id, a created one first), else from the first row touched.
CREATE FUNCTION audit_write_line(
  p_at timestamptz, p_service_id integer, p_shop_id integer, p_user_id integer, p_user_name text,
  p_user_email text, p_role smallint, p_entity text, p_table text, p_entity_id text, p_action text,
  p_details jsonb, p_client_address text, p_console_version text,
  p_actor_service_id integer, p_actor_shop_id integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  captured jsonb := coalesce(('[' || nullif(substr(current_setting('audit.rows', true), 2), '') || ']')::jsonb,
                             '[]'::jsonb);
  counted integer := coalesce(nullif(current_setting('audit.row_count', true), ''), '0')::integer;
  kept integer := jsonb_array_length(captured);
  record_row jsonb;
  first_row jsonb := captured -> 0;
BEGIN
  IF p_table IS NOT NULL THEN
    SELECT e.r INTO record_row
      FROM jsonb_array_elements(captured) WITH ORDINALITY AS e(r, n)
     WHERE e.r ->> 't' = p_table AND (p_entity_id IS NULL OR e.r ->> 'id' = p_entity_id)
     ORDER BY (e.r ->> 'op' = 'i') DESC, e.n
     LIMIT 1;
  END IF;
  INSERT INTO audit_log (occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity,
                         entity_id, entity_label, action, changes, details, client_address, console_version)
  VALUES (p_at,
          coalesce(p_service_id, (record_row ->> 'sv')::integer, (first_row ->> 'sv')::integer, p_actor_service_id),
          coalesce(p_shop_id, (record_row ->> 'sh')::integer, (first_row ->> 'sh')::integer, p_actor_shop_id),
          p_user_id, p_user_name, p_user_email, p_role, p_entity,
          coalesce(p_entity_id, record_row ->> 'id'), record_row ->> 'lb', p_action, captured,
          CASE WHEN counted > kept
               THEN coalesce(p_details, '{}'::jsonb) || jsonb_build_object('moreRows', counted - kept)
               ELSE p_details END,
          p_client_address, p_console_version);
END $$;
--> statement-breakpoint
-- As migration 0023's, with the row turned into JSON once for each of OLD and NEW.
CREATE OR REPLACE FUNCTION audit_capture_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  row_now jsonb := CASE WHEN TG_OP = 'DELETE' THEN old_row ELSE new_row END;
  seen integer := coalesce(nullif(current_setting('audit.row_count', true), ''), '0')::integer;
  changed jsonb;
BEGIN
  SELECT coalesce(jsonb_object_agg(k, CASE WHEN k = ANY (TG_ARGV) THEN '"*"'::jsonb
           ELSE jsonb_build_array(old_row -> k, new_row -> k) END), '{}'::jsonb)
    INTO changed
    FROM jsonb_object_keys(row_now) AS k
   WHERE k NOT IN ('updated_at', 'name_grams')
     AND (old_row -> k) IS DISTINCT FROM (new_row -> k)
     AND NOT (TG_OP = 'INSERT' AND new_row -> k = 'null'::jsonb)
     AND NOT (TG_OP = 'DELETE' AND old_row -> k = 'null'::jsonb);
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('audit.row_count', (seen + 1)::text, true);
  IF seen >= 100 THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('audit.rows', coalesce(current_setting('audit.rows', true), '') || ',' || jsonb_build_object(
    't', TG_TABLE_NAME,
    'op', lower(left(TG_OP, 1)),
    'id', row_now -> 'id',
    'sv', CASE TG_TABLE_NAME WHEN 'services' THEN row_now -> 'id' ELSE row_now -> 'service_id' END,
    'sh', CASE TG_TABLE_NAME WHEN 'shops' THEN row_now -> 'id' ELSE row_now -> 'shop_id' END,
    'lb', left(coalesce(
      row_now ->> 'name', row_now ->> 'title', row_now ->> 'contract_number',
      nullif(concat_ws(' ', row_now ->> 'name_sei', row_now ->> 'name_mei'), ''),
      row_now ->> 'template_name', row_now ->> 'transaction_id', row_now ->> 'original_name',
      row_now ->> 'export_id', row_now ->> 'email', row_now ->> 'ip_address', row_now ->> 'content'), 100),
    'c', changed)::text, true);
  RETURN NULL;
END $$;
