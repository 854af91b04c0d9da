CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"contract_number" varchar(20) NOT NULL,
	"condition" varchar(16) NOT NULL,
	"interest_type" smallint NOT NULL,
	"amount_payment" integer,
	"interest_rate" numeric(4, 2) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_shop_number_key" UNIQUE("shop_id","contract_number"),
	CONSTRAINT "contracts_id_shop_key" UNIQUE("id","shop_id"),
	CONSTRAINT "contracts_number_check" CHECK ("contracts"."contract_number" ~ '^[A-Za-z0-9-]{1,20}$'),
	CONSTRAINT "contracts_condition_check" CHECK ("contracts"."condition" ~ '^[1-9][0-9]?$' or "contracts"."condition" in ('onetimePayment', 'ribbonPayment')),
	CONSTRAINT "contracts_interest_type_check" CHECK ("contracts"."interest_type" in (1, 2, 3)),
	CONSTRAINT "contracts_interest_rate_check" CHECK ("contracts"."interest_rate" >= 0 and "contracts"."interest_rate" <= 99.99),
	CONSTRAINT "contracts_free_rate_check" CHECK ("contracts"."interest_type" <> 1 or "contracts"."interest_rate" = 0),
	CONSTRAINT "contracts_amount_payment_check" CHECK ("contracts"."amount_payment" is null or "contracts"."amount_payment" >= 0),
	CONSTRAINT "contracts_revolving_check" CHECK ("contracts"."condition" <> 'ribbonPayment' or ("contracts"."interest_type" <> 2 and "contracts"."amount_payment" >= 1))
);
--> statement-breakpoint
CREATE TABLE "estimate_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"image_id" integer,
	"contract_id" integer NOT NULL,
	"created_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_products_shop_title_key" UNIQUE("shop_id","title"),
	CONSTRAINT "estimate_products_amount_check" CHECK ("estimate_products"."amount" >= 1),
	CONSTRAINT "estimate_products_title_check" CHECK (char_length("estimate_products"."title") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_image_id_media_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_contract_fk" FOREIGN KEY ("contract_id","shop_id") REFERENCES "public"."contracts"("id","shop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_shop_regist_idx" ON "contracts" USING btree ("shop_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_service_idx" ON "contracts" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "estimate_products_shop_regist_idx" ON "estimate_products" USING btree ("shop_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "estimate_products_service_idx" ON "estimate_products" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "estimate_products_contract_idx" ON "estimate_products" USING btree ("contract_id");