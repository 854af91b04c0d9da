CREATE TABLE "push_deliveries" (
	"push_id" integer NOT NULL,
	"device_token_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"error" text,
	CONSTRAINT "push_deliveries_push_id_device_token_id_pk" PRIMARY KEY("push_id","device_token_id")
);
--> statement-breakpoint
CREATE TABLE "push_delivery_batches" (
	"push_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"first_token_id" bigint NOT NULL,
	"last_token_id" bigint NOT NULL,
	"size" integer NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "push_delivery_batches_push_id_seq_pk" PRIMARY KEY("push_id","seq")
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"template_id" integer,
	"message_type" smallint NOT NULL,
	"template_name" text DEFAULT '' NOT NULL,
	"push_message" text NOT NULL,
	"send_timing" smallint NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"target" smallint NOT NULL,
	"target_filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" smallint NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"delivery_total" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"created_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_notifications_message_type_check" CHECK ("push_notifications"."message_type" in (1, 2, 3)),
	CONSTRAINT "push_notifications_send_timing_check" CHECK ("push_notifications"."send_timing" in (1, 2)),
	CONSTRAINT "push_notifications_target_check" CHECK ("push_notifications"."target" in (1, 2)),
	CONSTRAINT "push_notifications_state_check" CHECK ("push_notifications"."state" in (1, 2, 3, 4, 5)),
	CONSTRAINT "push_notifications_counts_check" CHECK ("push_notifications"."delivered_count" + "push_notifications"."failed_count" <= "push_notifications"."delivery_total")
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"push_id" integer PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_template_images" (
	"template_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "push_template_images_template_id_position_pk" PRIMARY KEY("template_id","position")
);
--> statement-breakpoint
CREATE TABLE "push_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"attention" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"period_type" smallint,
	"available_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"push_message" text NOT NULL,
	"link_open_mode" smallint DEFAULT 2 NOT NULL,
	"created_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_templates_kind_check" CHECK ("push_templates"."kind" in (1, 2)),
	CONSTRAINT "push_templates_link_open_mode_check" CHECK ("push_templates"."link_open_mode" in (1, 2)),
	CONSTRAINT "push_templates_period_check" CHECK (("push_templates"."kind" = 2 and "push_templates"."period_type" is null and "push_templates"."available_at" is null and "push_templates"."expired_at" is null)
        or ("push_templates"."kind" = 1 and "push_templates"."period_type" = 0 and "push_templates"."available_at" is null and "push_templates"."expired_at" is null)
        or ("push_templates"."kind" = 1 and "push_templates"."period_type" = 1 and "push_templates"."available_at" <= "push_templates"."expired_at"))
);
--> statement-breakpoint
CREATE TABLE "customer_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"changed_by" integer,
	"changed_by_name" text NOT NULL,
	"fields" text[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_device_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token" varchar(512) NOT NULL,
	"platform" smallint NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_device_tokens_platform_check" CHECK ("customer_device_tokens"."platform" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "customer_linked_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"mail_address" varchar(255),
	"mobile_no" varchar(11),
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_linked_accounts_something_check" CHECK ("customer_linked_accounts"."mail_address" is not null or "customer_linked_accounts"."mobile_no" is not null)
);
--> statement-breakpoint
DROP INDEX "customers_service_mobile_idx";--> statement-breakpoint
-- Hand-written (keep when regenerating): the name search's index terms, see schema-customers.ts.
CREATE OR REPLACE FUNCTION customer_name_grams(service integer, kanji text, kana text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  grams text[] := '{}';
  prefix text := service::text || ':';
  s text;
  n integer;
BEGIN
  FOREACH s IN ARRAY ARRAY[kanji, kana] LOOP
    n := char_length(s);
    FOR i IN 1..n LOOP
      grams := grams || (prefix || substr(s, i, 1));
      IF i < n THEN grams := grams || (prefix || substr(s, i, 2)); END IF;
    END LOOP;
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (customer_name_grams(service_id, name_sei || name_mei, name_sei_kana || name_mei_kana)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "push_delivery_batches" ADD CONSTRAINT "push_delivery_batches_push_id_push_notifications_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."push_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_template_id_push_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."push_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_push_id_push_notifications_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."push_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_template_images" ADD CONSTRAINT "push_template_images_template_id_push_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."push_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_template_images" ADD CONSTRAINT "push_template_images_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_templates" ADD CONSTRAINT "push_templates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_templates" ADD CONSTRAINT "push_templates_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_templates" ADD CONSTRAINT "push_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_device_tokens" ADD CONSTRAINT "customer_device_tokens_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_device_tokens" ADD CONSTRAINT "customer_device_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_linked_accounts" ADD CONSTRAINT "customer_linked_accounts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_linked_accounts" ADD CONSTRAINT "customer_linked_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_notifications_service_regist_idx" ON "push_notifications" USING btree ("service_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_notifications_service_scheduled_idx" ON "push_notifications" USING btree ("service_id","scheduled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_notifications_service_state_idx" ON "push_notifications" USING btree ("service_id","state","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_notifications_template_idx" ON "push_notifications" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "push_templates_service_regist_idx" ON "push_templates" USING btree ("service_id","kind","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_templates_service_name_idx" ON "push_templates" USING btree ("service_id","kind","name");--> statement-breakpoint
CREATE INDEX "customer_changes_customer_idx" ON "customer_changes" USING btree ("customer_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_device_tokens_token_idx" ON "customer_device_tokens" USING btree ("service_id","token");--> statement-breakpoint
CREATE INDEX "customer_device_tokens_service_idx" ON "customer_device_tokens" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "customer_device_tokens_customer_idx" ON "customer_device_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_linked_accounts_customer_idx" ON "customer_linked_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_linked_accounts_mail_idx" ON "customer_linked_accounts" USING btree ("service_id",lower("mail_address") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_linked_accounts_mobile_idx" ON "customer_linked_accounts" USING btree ("service_id","mobile_no" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "customer_linked_accounts_linked_idx" ON "customer_linked_accounts" USING btree ("service_id","linked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_service_mobile_prefix_idx" ON "customers" USING btree ("service_id","mobile_phone" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_grams_idx" ON "customers" USING gin ("name_grams");--> statement-breakpoint
-- Hand-written (keep when regenerating): deliveries have no per-row foreign key; they go with their push.
CREATE OR REPLACE FUNCTION push_notifications_delete_deliveries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_deliveries WHERE push_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER push_notifications_delete_deliveries AFTER DELETE ON push_notifications
FOR EACH ROW EXECUTE FUNCTION push_notifications_delete_deliveries();
