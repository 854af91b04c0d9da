CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "audit_log_days" (
	"service_key" integer NOT NULL,
	"day" date NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "audit_log_days_service_key_day_pk" PRIMARY KEY("service_key","day")
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" char(64) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_second_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 28): the change logs of customers and EC payments move into the audit
-- trail before their tables go, in the audit line's own shape (platform/audit/changes.ts). A
-- customer change kept only the names of the fields, so their values read "*" (changed).
INSERT INTO "audit_log" ("occurred_at", "service_id", "user_id", "user_name", "user_email", "role", "entity", "entity_id", "entity_label", "action", "changes")
SELECT c."changed_at", c."service_id", c."changed_by", c."changed_by_name", u."email", u."role", 'customer', c."customer_id"::text,
  cu."name_sei" || ' ' || cu."name_mei", 'update',
  jsonb_build_array(jsonb_build_object('t', 'customers', 'op', 'u', 'id', c."customer_id", 'sv', c."service_id", 'sh', NULL,
    'lb', cu."name_sei" || ' ' || cu."name_mei",
    'c', (SELECT coalesce(jsonb_object_agg(CASE f WHEN 'mobilePhone' THEN 'mobile_phone' WHEN 'homePhone' THEN 'home_phone'
      WHEN 'password' THEN 'password_hash' ELSE f END, '"*"'::jsonb), '{}'::jsonb) FROM unnest(c."fields") AS f)))
FROM "customer_changes" c
LEFT JOIN "users" u ON u."id" = c."changed_by"
LEFT JOIN "customers" cu ON cu."id" = c."customer_id"
ORDER BY c."changed_at", c."id";--> statement-breakpoint
INSERT INTO "audit_log" ("occurred_at", "service_id", "shop_id", "user_id", "user_name", "user_email", "role", "entity", "entity_id", "entity_label", "action", "changes")
SELECT e."changed_at", p."service_id", p."shop_id", e."changed_by", e."changed_by_name", u."email", u."role", 'ecPayment', e."payment_id"::text,
  p."transaction_id", 'update',
  jsonb_build_array(jsonb_build_object('t', 'payments', 'op', 'u', 'id', e."payment_id", 'sv', p."service_id", 'sh', p."shop_id",
    'lb', p."transaction_id",
    'c', jsonb_strip_nulls(jsonb_build_object(
      'ec_status', CASE WHEN e."from_status" <> e."to_status" THEN jsonb_build_array(e."from_status", e."to_status") END,
      'amount', CASE WHEN e."from_amount" <> e."to_amount" THEN jsonb_build_array(e."from_amount", e."to_amount") END))))
FROM "ec_payment_changes" e
JOIN "payments" p ON p."id" = e."payment_id"
LEFT JOIN "users" u ON u."id" = e."changed_by"
ORDER BY e."changed_at", e."id";--> statement-breakpoint
DROP TABLE "customer_changes" CASCADE;--> statement-breakpoint
DROP TABLE "ec_payment_changes" CASCADE;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_second_factors" ADD CONSTRAINT "user_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_service_time_idx" ON "audit_log" USING btree ("service_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("entity","entity_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_user_time_idx" ON "audit_log" USING btree ("user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_challenges_expiry_idx" ON "login_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_recovery_codes_user_idx" ON "user_recovery_codes" USING btree ("user_id");