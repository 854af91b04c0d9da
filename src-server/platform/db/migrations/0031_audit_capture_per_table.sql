-- Hand-written (issue 28; npm run bench audit, docs/audit-trail.md). Each audited table's row
-- capture becomes a function of its own, generated from the table's columns: it compares OLD and
-- NEW column by column, typed, and turns only the changed columns into JSON, where the one
-- function of migration 0023/0029 turned both whole rows into JSON and compared them key by
-- key (most of what an audited write added to its transaction). What it keeps is the same:
-- per row {t, op, id, sv, sh, lb, c} with c = {column: [before, after]} ("*" for a secret
-- column), at most 100 rows a line, counted in audit.row_count.
--
-- After the migrations, every server start runs audit_capture_refresh() (platform/db/client.ts):
-- a table whose columns a migration changed gets its capture generated again
-- (tests/server/audit-capture.test.ts). A new audited table is made one by its migration:
-- `select audit_capture_install('<table>', array['<secret column>', ...])`.

-- The changed columns as one jsonb expression over OLD and NEW: `kind` 'u' (the columns that
-- differ), 'i' (NEW's non-null columns), 'd' (OLD's non-null columns).
CREATE FUNCTION audit_capture_changes_source(p_columns text[], p_secrets text[], p_kind text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[] := '{}';
  col text;
  test text;
  pair text;
BEGIN
  FOREACH col IN ARRAY p_columns LOOP
    CONTINUE WHEN col IN ('updated_at', 'name_grams');
    test := CASE p_kind
      WHEN 'u' THEN format('OLD.%1$I IS DISTINCT FROM NEW.%1$I', col)
      WHEN 'i' THEN format('NEW.%I IS NOT NULL', col)
      ELSE format('OLD.%I IS NOT NULL', col) END;
    pair := CASE
      WHEN col = ANY (p_secrets) THEN '''"*"''::jsonb'
      WHEN p_kind = 'u' THEN format('jsonb_build_array(to_jsonb(OLD.%1$I), to_jsonb(NEW.%1$I))', col)
      WHEN p_kind = 'i' THEN format('jsonb_build_array(NULL::jsonb, to_jsonb(NEW.%I))', col)
      ELSE format('jsonb_build_array(to_jsonb(OLD.%I), NULL::jsonb)', col) END;
    parts := parts || format('CASE WHEN %s THEN jsonb_build_object(%L, %s) ELSE ''{}''::jsonb END', test, col, pair);
  END LOOP;
  RETURN coalesce(nullif(array_to_string(parts, E'\n      || '), ''), '''{}''::jsonb');
END $$;
--> statement-breakpoint
-- What a captured row says about itself, from `r` (NEW, or OLD for a delete): its id, service,
-- shop and label (the first of the usual name columns it has), as the generic function read them.
CREATE FUNCTION audit_capture_row_source(p_table text, p_columns text[], p_r text, p_op text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  has_id boolean := 'id' = ANY (p_columns);
  labels text[] := '{}';
  col text;
  person text[];
BEGIN
  FOREACH col IN ARRAY ARRAY['name', 'title', 'contract_number', '(person)', 'template_name', 'transaction_id',
                              'original_name', 'export_id', 'email', 'ip_address', 'content'] LOOP
    IF col = '(person)' THEN
      person := ARRAY[
        CASE WHEN 'name_sei' = ANY (p_columns) THEN format('(to_jsonb(%s.name_sei) #>> ''{}'')', p_r) ELSE 'NULL::text' END,
        CASE WHEN 'name_mei' = ANY (p_columns) THEN format('(to_jsonb(%s.name_mei) #>> ''{}'')', p_r) ELSE 'NULL::text' END];
      labels := labels || format('nullif(concat_ws('' '', %s, %s), '''')', person[1], person[2]);
    ELSIF col = ANY (p_columns) THEN
      labels := labels || format('(to_jsonb(%s.%I) #>> ''{}'')', p_r, col);
    END IF;
  END LOOP;
  RETURN format('jsonb_build_object(''t'', %L, ''op'', %s, ''id'', %s, ''sv'', %s, ''sh'', %s, ''lb'', left(coalesce(%s), 100), ''c'', changed)',
    p_table, p_op,
    CASE WHEN has_id THEN format('to_jsonb(%s.id)', p_r) ELSE 'NULL::jsonb' END,
    CASE WHEN p_table = 'services' AND has_id THEN format('to_jsonb(%s.id)', p_r)
         WHEN 'service_id' = ANY (p_columns) THEN format('to_jsonb(%s.service_id)', p_r)
         ELSE 'NULL::jsonb' END,
    CASE WHEN p_table = 'shops' AND has_id THEN format('to_jsonb(%s.id)', p_r)
         WHEN 'shop_id' = ANY (p_columns) THEN format('to_jsonb(%s.shop_id)', p_r)
         ELSE 'NULL::jsonb' END,
    array_to_string(labels || 'NULL::text'::text, ', '));
END $$;
--> statement-breakpoint
-- The body of audit_capture_<table>() for the table's columns now and its secret columns (the
-- arguments of its audit_capture trigger).
CREATE FUNCTION audit_capture_source(p_table text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  secrets text[];
  cols text[];
BEGIN
  SELECT array_remove(string_to_array(encode(t.tgargs, 'escape'), E'\\000'), '')
    INTO secrets
    FROM pg_trigger AS t
   WHERE t.tgrelid = p_table::regclass AND t.tgname = 'audit_capture';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no audit_capture trigger on %', p_table;
  END IF;
  SELECT array_agg(a.attname::text ORDER BY a.attnum)
    INTO cols
    FROM pg_attribute AS a
   WHERE a.attrelid = p_table::regclass AND a.attnum > 0 AND NOT a.attisdropped;
  RETURN format($body$
DECLARE
  seen integer := coalesce(nullif(current_setting('audit.row_count', true), ''), '0')::integer;
  changed jsonb;
  captured jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changed := %s;
    IF changed = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    changed := %s;
  ELSE
    changed := %s;
  END IF;
  PERFORM set_config('audit.row_count', (seen + 1)::text, true);
  IF seen >= 100 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    captured := %s;
  ELSE
    captured := %s;
  END IF;
  PERFORM set_config('audit.rows', coalesce(current_setting('audit.rows', true), '') || ',' || captured::text, true);
  RETURN NULL;
END $body$,
    audit_capture_changes_source(cols, secrets, 'u'),
    audit_capture_changes_source(cols, secrets, 'i'),
    audit_capture_changes_source(cols, secrets, 'd'),
    audit_capture_row_source(p_table, cols, 'OLD', '''d'''),
    audit_capture_row_source(p_table, cols, 'NEW', 'CASE TG_OP WHEN ''INSERT'' THEN ''i'' ELSE ''u'' END'));
END $$;
--> statement-breakpoint
-- (Re)writes audit_capture_<table>() from the table's columns now and points the table's
-- audit_capture trigger at it (its events, WHEN clause and secret columns kept). A table without
-- one gets it: AFTER INSERT OR UPDATE OR DELETE, with `p_secrets` as its secret columns.
CREATE FUNCTION audit_capture_install(p_table text, p_secrets text[] DEFAULT '{}') RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  fn text := 'audit_capture_' || p_table;
  definition text;
BEGIN
  SELECT pg_get_triggerdef(t.oid)
    INTO definition
    FROM pg_trigger AS t
   WHERE t.tgrelid = p_table::regclass AND t.tgname = 'audit_capture';
  IF definition IS NULL THEN
    -- The trigger names its function: one that captures nothing until it is written below.
    EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS %L', fn,
                   'BEGIN RETURN NULL; END');
    definition := format(
      'CREATE TRIGGER audit_capture AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
      'WHEN (current_setting(''audit.capture'', true) = ''on'') EXECUTE FUNCTION %I(%s)',
      p_table, fn, (SELECT coalesce(string_agg(quote_literal(s), ', '), '') FROM unnest(p_secrets) AS s));
    EXECUTE definition;
  END IF;
  EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS %L', fn,
                 audit_capture_source(p_table));
  IF definition !~ format(E'EXECUTE FUNCTION (public\\.)?%s\\(', fn) THEN
    EXECUTE format('DROP TRIGGER audit_capture ON %I', p_table);
    EXECUTE regexp_replace(definition, E'EXECUTE FUNCTION [^(]+\\(', format('EXECUTE FUNCTION %I(', fn));
  END IF;
END $$;
--> statement-breakpoint
-- Generates again the capture of every audited table whose function is not the one its columns
-- give now (or is still the generic one); answers how many it wrote.
CREATE FUNCTION audit_capture_refresh() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  stale text;
  written integer := 0;
BEGIN
  FOR stale IN
    SELECT c.relname::text
      FROM pg_trigger AS t
      JOIN pg_class AS c ON c.oid = t.tgrelid
      JOIN pg_proc AS p ON p.oid = t.tgfoid
     WHERE t.tgname = 'audit_capture'
       AND (p.proname <> 'audit_capture_' || c.relname OR p.prosrc <> audit_capture_source(c.relname))
     ORDER BY 1
  LOOP
    PERFORM audit_capture_install(stale);
    written := written + 1;
  END LOOP;
  RETURN written;
END $$;
--> statement-breakpoint
SELECT audit_capture_refresh();
--> statement-breakpoint
DROP FUNCTION audit_capture_row();
