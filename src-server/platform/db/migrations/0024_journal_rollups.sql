CREATE TABLE "journal_daily_shop_totals" (
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" smallint NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reduced_amount" bigint DEFAULT 0 NOT NULL,
	"unsaid_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_reduced_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_unsaid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_daily_shop_totals_shop_id_day_category_pk" PRIMARY KEY("shop_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "journal_early_slot_totals" (
	"service_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"category" smallint NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reduced_amount" bigint DEFAULT 0 NOT NULL,
	"unsaid_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_reduced_amount" bigint DEFAULT 0 NOT NULL,
	"cancelled_unsaid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_early_slot_totals_shop_id_day_slot_category_pk" PRIMARY KEY("shop_id","day","slot","category"),
	CONSTRAINT "journal_early_slot_totals_slot_check" CHECK ("journal_early_slot_totals"."slot" between 0 and 22)
);
--> statement-breakpoint
ALTER TABLE "journal_daily_shop_totals" ADD CONSTRAINT "journal_daily_shop_totals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_daily_shop_totals" ADD CONSTRAINT "journal_daily_shop_totals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_early_slot_totals" ADD CONSTRAINT "journal_early_slot_totals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_early_slot_totals" ADD CONSTRAINT "journal_early_slot_totals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_daily_shop_totals_service_idx" ON "journal_daily_shop_totals" USING btree ("service_id","day");--> statement-breakpoint
CREATE INDEX "journal_early_slot_totals_service_idx" ON "journal_early_slot_totals" USING btree ("service_id","day","slot");