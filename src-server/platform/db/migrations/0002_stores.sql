CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer,
	"uploaded_by" integer,
	"kind" varchar(16) NOT NULL,
	"mime_type" varchar(64) NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_allow_ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"ip_address" varchar(15) NOT NULL,
	"ip_range" varchar(15),
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_configs" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"image_id" integer,
	"address" text,
	"telephone" varchar(11),
	"working_time" text,
	"holiday" text,
	"subtitle" text,
	"description" text,
	"access" text,
	"site_url" text,
	"contact_email" varchar(255),
	"facebook_url" text,
	"twitter_url" text,
	"instagram_url" text,
	"line_url" text,
	"reception_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sound_id" integer,
	"seat_count" integer,
	"smoking_type" smallint,
	"parking" text,
	"wifi" smallint DEFAULT 0 NOT NULL,
	"payment_note" text,
	"note" text,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_kana" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "prefecture_id" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "municipality_id" varchar(5);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "building_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "representative_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_code" char(4);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "branch_code" char(3);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "branch_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_type" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_number" varchar(7);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_holder_kana" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "ip_address" varchar(15);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "logo_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "google_map_api_key" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "privacy_policy_url" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "terms_of_service" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "payment_site_id" varchar(64);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "payment_site_password" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "payment_shop_id" varchar(64);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "payment_shop_password" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "card_template" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "service_code" varchar(32);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "kamei_no" varchar(20);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "inspection_url" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "owner_name_sei" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "owner_name_mei" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "email" varchar(255);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "municipality_id" varchar(5);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "genre_id" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "service_tag_id" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ec_shop_id" varchar(64);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ec_shop_password" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ec_sales_type" smallint;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ec_authorized_ip_address" varchar(15);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ec_redirect_url" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "ec_generated_key" varchar(128);--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tags" ADD CONSTRAINT "service_tags_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_allow_ips" ADD CONSTRAINT "shop_allow_ips_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_configs" ADD CONSTRAINT "shop_configs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_configs" ADD CONSTRAINT "shop_configs_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_configs" ADD CONSTRAINT "shop_configs_sound_id_media_files_id_fk" FOREIGN KEY ("sound_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "genres_name_unique" ON "genres" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_files_service_idx" ON "media_files" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_tags_service_name_unique" ON "service_tags" USING btree ("service_id","name");--> statement-breakpoint
CREATE INDEX "shop_allow_ips_shop_idx" ON "shop_allow_ips" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_logo_id_media_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_service_tag_id_service_tags_id_fk" FOREIGN KEY ("service_tag_id") REFERENCES "public"."service_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_service_code_unique" ON "shops" USING btree ("service_id","shop_code");