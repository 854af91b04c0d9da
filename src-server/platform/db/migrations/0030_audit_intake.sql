CREATE TABLE "audit_intake" (
	"id" bigint DEFAULT nextval('audit_log_id_seq'::regclass) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"service_id" integer,
	"shop_id" integer,
	"user_id" integer,
	"user_name" text,
	"user_email" text,
	"role" smallint,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(64),
	"entity_label" text,
	"action" varchar(40) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb,
	"client_address" varchar(64),
	"console_version" varchar(40)
);
--> statement-breakpoint
-- Hand-written (issue 28; npm run bench audit, docs/audit-trail.md). A line is written into
-- audit_intake, in the transaction of what it records: its columns and nothing else (no index,
-- no count), so the write pays for one narrow row. The once-per-database duty audit.fold-intake
-- (modules/audit/fold.ts) calls audit_fold, which moves a batch of lines into audit_log, ids
-- kept, and counts them, all in one transaction: each line is in exactly one of the two tables
-- in any snapshot. The trail is read through the view audit_lines (both tables, one snapshot per
-- statement); the list's totals are the rollups plus the intake's lines.

CREATE VIEW audit_lines AS
  SELECT id, occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity, entity_id, entity_label, action, changes, details, client_address, console_version FROM audit_log
  UNION ALL
  SELECT id, occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity, entity_id, entity_label, action, changes, details, client_address, console_version FROM audit_intake;
--> statement-breakpoint
-- Append-only as audit_log: a line here changes for nobody, and leaves only for audit_log, where
-- an exact copy of it must already be (the fold inserts the batch, then deletes it here).
CREATE FUNCTION audit_intake_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND EXISTS (
       SELECT 1 FROM audit_log AS a
        WHERE a.id = OLD.id
          AND (a.occurred_at, a.service_id, a.shop_id, a.user_id, a.user_name, a.user_email, a.role, a.entity, a.entity_id, a.entity_label, a.action, a.changes, a.details, a.client_address, a.console_version) IS NOT DISTINCT FROM
              (OLD.occurred_at, OLD.service_id, OLD.shop_id, OLD.user_id, OLD.user_name, OLD.user_email, OLD.role, OLD.entity, OLD.entity_id, OLD.entity_label, OLD.action, OLD.changes, OLD.details, OLD.client_address, OLD.console_version)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_intake is append-only: % refused', TG_OP USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_intake_append_only BEFORE UPDATE OR DELETE ON audit_intake FOR EACH ROW
  EXECUTE FUNCTION audit_intake_refuse_change();
--> statement-breakpoint
CREATE FUNCTION audit_intake_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_intake is append-only: TRUNCATE refused' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_intake_no_truncate BEFORE TRUNCATE ON audit_intake FOR EACH STATEMENT
  EXECUTE FUNCTION audit_intake_refuse_truncate();
--> statement-breakpoint
-- Up to p_limit lines, oldest first, moved from audit_intake into audit_log (ids kept) and
-- counted there (audit_log_count_added); answers how many. Lines another fold holds are skipped
-- (it moves them), lines of transactions still open are not seen (a later fold moves them).
CREATE FUNCTION audit_fold(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  batch bigint[];
BEGIN
  SELECT array_agg(id) INTO batch
    FROM (SELECT id FROM audit_intake ORDER BY id LIMIT p_limit FOR UPDATE SKIP LOCKED) AS taken;
  IF batch IS NULL THEN
    RETURN 0;
  END IF;
  INSERT INTO audit_log (id, occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity, entity_id, entity_label, action, changes, details, client_address, console_version)
  OVERRIDING SYSTEM VALUE
  SELECT id, occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity, entity_id, entity_label, action, changes, details, client_address, console_version
    FROM audit_intake WHERE id = ANY (batch) ORDER BY id;
  DELETE FROM audit_intake WHERE id = ANY (batch);
  RETURN cardinality(batch);
END $$;
--> statement-breakpoint
-- audit_log's lines arrive in batches now: counted per statement (one upsert per counter row for
-- the whole batch), locks taken in key order (service_key -1 first) so two batches queue.
CREATE FUNCTION audit_log_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
  WITH facets AS (
    SELECT coalesce(a.service_id, 0) AS service_key, f.facet, f.value
      FROM added AS a
     CROSS JOIN LATERAL (VALUES ('*', ''), ('u', a.user_id::text), ('e', a.entity::text), ('a', a.action::text)) AS f(facet, value)
     WHERE f.value IS NOT NULL
  ), per_service AS (
    SELECT service_key, facet, value, count(*) AS lines FROM facets GROUP BY 1, 2, 3
  )
  INSERT INTO audit_log_facet_totals AS t (service_key, facet, value, lines)
  SELECT service_key, facet, value, lines FROM per_service
  UNION ALL
  SELECT -1, facet, value, sum(lines) FROM per_service GROUP BY facet, value
  ORDER BY 1, 2, 3
  ON CONFLICT (service_key, facet, value) DO UPDATE SET lines = t.lines + excluded.lines;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER audit_log_count_on_insert ON audit_log;
--> statement-breakpoint
DROP FUNCTION audit_log_count_line();
--> statement-breakpoint
CREATE TRIGGER audit_log_count_on_insert AFTER INSERT ON audit_log REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_count_added();
--> statement-breakpoint
-- As migration 0029's, the line written into audit_intake.
CREATE OR REPLACE FUNCTION audit_write_line(
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
  INSERT INTO audit_intake (occurred_at, service_id, shop_id, user_id, user_name, user_email, role, entity,
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
