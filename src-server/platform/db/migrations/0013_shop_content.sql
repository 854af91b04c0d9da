CREATE TABLE "content_orders" (
	"service_id" integer NOT NULL,
	"list_key" varchar(64) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_orders_pk" PRIMARY KEY("service_id","list_key"),
	CONSTRAINT "content_orders_version_check" CHECK ("content_orders"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"position" integer NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_categories_shop_name_unique" UNIQUE("shop_id","name"),
	CONSTRAINT "gallery_categories_id_shop_unique" UNIQUE("id","shop_id"),
	CONSTRAINT "gallery_categories_name_check" CHECK (btrim("gallery_categories"."name") <> ''),
	CONSTRAINT "gallery_categories_position_check" CHECK ("gallery_categories"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_position_check" CHECK ("gallery_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_thumbnails" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"mime_type" varchar(64) NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "media_thumbnails_size_check" CHECK ("media_thumbnails"."width" > 0 and "media_thumbnails"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"position" integer NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_shop_name_unique" UNIQUE("shop_id","name"),
	CONSTRAINT "menu_categories_id_shop_unique" UNIQUE("id","shop_id"),
	CONSTRAINT "menu_categories_name_check" CHECK (btrim("menu_categories"."name") <> ''),
	CONSTRAINT "menu_categories_position_check" CHECK ("menu_categories"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"image_id" integer,
	"name" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_price_check" CHECK ("menu_items"."price" >= 0),
	CONSTRAINT "menu_items_name_check" CHECK (btrim("menu_items"."name") <> ''),
	CONSTRAINT "menu_items_position_check" CHECK ("menu_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "top_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"position" integer NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_categories_service_name_unique" UNIQUE("service_id","name"),
	CONSTRAINT "top_categories_id_service_unique" UNIQUE("id","service_id"),
	CONSTRAINT "top_categories_name_check" CHECK (btrim("top_categories"."name") <> ''),
	CONSTRAINT "top_categories_position_check" CHECK ("top_categories"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "top_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"top_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_id" integer NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_items_name_check" CHECK (btrim("top_items"."name") <> ''),
	CONSTRAINT "top_items_position_check" CHECK ("top_items"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_orders" ADD CONSTRAINT "content_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_category_fk" FOREIGN KEY ("category_id","shop_id") REFERENCES "public"."gallery_categories"("id","shop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_thumbnails" ADD CONSTRAINT "media_thumbnails_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_fk" FOREIGN KEY ("category_id","shop_id") REFERENCES "public"."menu_categories"("id","shop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_categories" ADD CONSTRAINT "top_categories_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_items" ADD CONSTRAINT "top_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_items" ADD CONSTRAINT "top_items_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_items" ADD CONSTRAINT "top_items_category_fk" FOREIGN KEY ("top_category_id","service_id") REFERENCES "public"."top_categories"("id","service_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_categories_shop_position_idx" ON "gallery_categories" USING btree ("shop_id","position","id");--> statement-breakpoint
CREATE INDEX "gallery_items_category_position_idx" ON "gallery_items" USING btree ("category_id","position","id");--> statement-breakpoint
CREATE INDEX "gallery_items_shop_idx" ON "gallery_items" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "menu_categories_shop_position_idx" ON "menu_categories" USING btree ("shop_id","position","id");--> statement-breakpoint
CREATE INDEX "menu_items_category_position_idx" ON "menu_items" USING btree ("category_id","position","id");--> statement-breakpoint
CREATE INDEX "menu_items_shop_idx" ON "menu_items" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "top_categories_service_position_idx" ON "top_categories" USING btree ("service_id","position","id");--> statement-breakpoint
CREATE INDEX "top_items_category_position_idx" ON "top_items" USING btree ("top_category_id","position","id");--> statement-breakpoint
CREATE INDEX "top_items_service_idx" ON "top_items" USING btree ("service_id");