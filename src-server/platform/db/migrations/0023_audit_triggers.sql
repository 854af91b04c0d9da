-- The audit trail's database side (issue 28; see docs/audit-trail.md).
--
-- 1. Row capture. While a request's transaction records its audit line it sets
--    audit.capture = 'on' (transaction-local); then every row an audited table gains, changes or
--    loses adds its differences to audit.rows (a transaction-local setting, rolled back with
--    any savepoint), and the line takes them when it is written. Outside such a transaction (the
--    job worker, the demo seed, an ingest) the triggers' WHEN clause is false and costs nothing.
--    A secret column (the trigger's arguments) is recorded as "*": changed, value never kept.
--    At most 100 rows are kept per line; audit.row_count counts them all.
--
-- 2. Append-only. No UPDATE, DELETE or TRUNCATE of a line, for any role that does not own the
--    table and for the server's role too. The one exception is the retention purge, which sets
--    audit.purge = 'on' and may delete only lines older than 365 days (PCI DSS 10.5.1 keeps a
--    year of history).
--
-- 3. audit_log_days: lines per service and Tokyo day, so a period's total needs no count.

CREATE FUNCTION audit_capture_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  row_now jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
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
--> statement-breakpoint

CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON accounting_settings FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON contracts FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON coupons FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON customers FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row('password_hash');
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON estimate_products FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON export_jobs FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON gallery_categories FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON gallery_items FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON groups FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON import_jobs FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON menu_categories FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON menu_items FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON news FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON news_images FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON payment_ingest_keys FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row('key_hash');
--> statement-breakpoint
-- Payments arrive by ingest (their own record); the console only changes EC payments.
CREATE TRIGGER audit_capture AFTER UPDATE ON payments FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON push_notifications FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON push_template_images FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON push_templates FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON service_app_keys FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row('key_hash');
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON service_tags FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON services FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on')
  EXECUTE FUNCTION audit_capture_row('payment_site_password', 'payment_shop_password', 'google_map_api_key');
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON shop_allow_ips FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON shop_configs FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON shops FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on')
  EXECUTE FUNCTION audit_capture_row('ec_shop_password', 'ec_generated_key');
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON top_categories FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON top_items FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row();
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON user_second_factors FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row('secret_sealed');
--> statement-breakpoint
CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  WHEN (current_setting('audit.capture', true) = 'on') EXECUTE FUNCTION audit_capture_row('password_hash');
--> statement-breakpoint

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit.purge', true) = 'on'
     AND OLD.occurred_at < now() - interval '365 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW
  EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE FUNCTION audit_log_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: TRUNCATE refused' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT
  EXECUTE FUNCTION audit_log_refuse_truncate();
--> statement-breakpoint

CREATE FUNCTION audit_log_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log_days AS d (service_key, day, lines)
  SELECT coalesce(service_id, 0), (occurred_at AT TIME ZONE 'Asia/Tokyo')::date, count(*)
    FROM added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (service_key, day) DO UPDATE SET lines = d.lines + excluded.lines;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_days_on_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_days_add();
--> statement-breakpoint
CREATE FUNCTION audit_log_days_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audit_log_days AS d SET lines = d.lines - r.lines
    FROM (SELECT coalesce(service_id, 0) AS service_key, (occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS day,
                 count(*) AS lines
            FROM removed GROUP BY 1, 2) AS r
   WHERE d.service_key = r.service_key AND d.day = r.day;
  DELETE FROM audit_log_days WHERE lines <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_days_on_delete AFTER DELETE ON audit_log REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_days_remove();
--> statement-breakpoint
INSERT INTO audit_log_days (service_key, day, lines)
SELECT coalesce(service_id, 0), (occurred_at AT TIME ZONE 'Asia/Tokyo')::date, count(*)
  FROM audit_log GROUP BY 1, 2;
