CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer,
	"content" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_period_check" CHECK ("notifications"."start_date" <= "notifications"."end_date")
);
--> statement-breakpoint
CREATE TABLE "ec_payment_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"changed_by" integer,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"from_amount" integer NOT NULL,
	"to_amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_daily_service_totals" (
	"service_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"sales_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_daily_service_totals_service_id_day_pk" PRIMARY KEY("service_id","day")
);
--> statement-breakpoint
CREATE TABLE "payment_daily_shop_totals" (
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"sales_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_daily_shop_totals_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "payment_ingest_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"key_hash" char(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_monthly_shop_totals" (
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"sales_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_monthly_shop_totals_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer,
	"transaction_id" varchar(64) NOT NULL,
	"channel" smallint NOT NULL,
	"payment_method" smallint NOT NULL,
	"payment_count" varchar(16) NOT NULL,
	"item_name" text NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint NOT NULL,
	"ec_sales_type" smallint,
	"ec_status" smallint,
	"ec_authorized_amount" integer,
	"paid_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_channel_check" CHECK ("payments"."channel" in (1, 2)),
	CONSTRAINT "payments_method_check" CHECK ("payments"."payment_method" between 1 and 4),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in (1, 2)),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" between 1 and 2147483647),
	CONSTRAINT "payments_count_check" CHECK ("payments"."payment_count" ~ '^[1-9][0-9]?$' or "payments"."payment_count" in ('999', 'onetimePayment', 'ribbonPayment')),
	CONSTRAINT "payments_ec_check" CHECK (("payments"."channel" = 2) = ("payments"."ec_status" is not null and "payments"."ec_sales_type" is not null and "payments"."ec_authorized_amount" is not null)),
	CONSTRAINT "payments_ec_status_check" CHECK ("payments"."ec_status" between 1 and 4),
	CONSTRAINT "payments_ec_sales_type_check" CHECK ("payments"."ec_sales_type" in (1, 2)),
	CONSTRAINT "payments_ec_cancelled_check" CHECK ("payments"."ec_status" is null or ("payments"."status" = 2) = ("payments"."ec_status" in (3, 4))),
	CONSTRAINT "payments_ec_amount_check" CHECK ("payments"."amount" <= "payments"."ec_authorized_amount")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ec_payment_changes" ADD CONSTRAINT "ec_payment_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ec_payment_changes" ADD CONSTRAINT "ec_payment_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_daily_service_totals" ADD CONSTRAINT "payment_daily_service_totals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_daily_shop_totals" ADD CONSTRAINT "payment_daily_shop_totals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_daily_shop_totals" ADD CONSTRAINT "payment_daily_shop_totals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ingest_keys" ADD CONSTRAINT "payment_ingest_keys_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_monthly_shop_totals" ADD CONSTRAINT "payment_monthly_shop_totals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_monthly_shop_totals" ADD CONSTRAINT "payment_monthly_shop_totals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_service_regist_idx" ON "notifications" USING btree ("service_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_regist_idx" ON "notifications" USING btree ("regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_service_period_idx" ON "notifications" USING btree ("service_id","end_date","start_date");--> statement-breakpoint
CREATE INDEX "notifications_shop_idx" ON "notifications" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "ec_payment_changes_payment_idx" ON "ec_payment_changes" USING btree ("payment_id","changed_at");--> statement-breakpoint
CREATE INDEX "payment_daily_shop_totals_service_idx" ON "payment_daily_shop_totals" USING btree ("service_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ingest_keys_hash_unique" ON "payment_ingest_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "payment_ingest_keys_service_idx" ON "payment_ingest_keys" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "payment_monthly_shop_totals_service_idx" ON "payment_monthly_shop_totals" USING btree ("service_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_service_transaction_unique" ON "payments" USING btree ("service_id","transaction_id");--> statement-breakpoint
CREATE INDEX "payments_service_paid_idx" ON "payments" USING btree ("service_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_shop_paid_idx" ON "payments" USING btree ("shop_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_service_amount_idx" ON "payments" USING btree ("service_id","amount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_ec_service_paid_idx" ON "payments" USING btree ("service_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "payments"."channel" = 2;--> statement-breakpoint
CREATE INDEX "payments_ec_shop_paid_idx" ON "payments" USING btree ("shop_id","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "payments"."channel" = 2;--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");