CREATE TABLE "service_app_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"label" text NOT NULL,
	"key_prefix" varchar(12) NOT NULL,
	"key_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"limit_type" smallint NOT NULL,
	"remaining_usage" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"display_note" text DEFAULT '' NOT NULL,
	"note_background" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"created_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_limit_type_check" CHECK ("coupons"."limit_type" in (0, 1)),
	CONSTRAINT "coupons_remaining_check" CHECK (("coupons"."limit_type" = 0 and "coupons"."remaining_usage" is null) or ("coupons"."limit_type" = 1 and "coupons"."remaining_usage" >= 0)),
	CONSTRAINT "coupons_used_count_check" CHECK ("coupons"."used_count" >= 0),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in (2, 3)),
	CONSTRAINT "coupons_period_check" CHECK ("coupons"."start_date" <= "coupons"."end_date"),
	CONSTRAINT "coupons_note_background_check" CHECK ("coupons"."note_background" in ('skyBlue', 'red', 'orange', 'navyBlue', 'yellow', 'green', 'pink', 'brown', 'black', 'white'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"additional_content" text DEFAULT '' NOT NULL,
	"content_kind" varchar(16) NOT NULL,
	"coupon_id" integer,
	"created_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_content_kind_check" CHECK ("news"."content_kind" in ('coupon', 'news'))
);
--> statement-breakpoint
CREATE TABLE "news_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_app_keys" ADD CONSTRAINT "service_app_keys_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_app_keys_hash_unique" ON "service_app_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "service_app_keys_service_idx" ON "service_app_keys" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_service_used_idx" ON "coupon_uses" USING btree ("service_id","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_uses_shop_used_idx" ON "coupon_uses" USING btree ("shop_id","used_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_used_idx" ON "coupon_uses" USING btree ("coupon_id","used_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_uses_customer_idx" ON "coupon_uses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "coupons_service_regist_idx" ON "coupons" USING btree ("service_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_shop_regist_idx" ON "coupons" USING btree ("shop_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_service_period_idx" ON "coupons" USING btree ("service_id","end_date","start_date");--> statement-breakpoint
CREATE INDEX "news_service_regist_idx" ON "news" USING btree ("service_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_shop_regist_idx" ON "news" USING btree ("shop_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_images_news_idx" ON "news_images" USING btree ("news_id","position");